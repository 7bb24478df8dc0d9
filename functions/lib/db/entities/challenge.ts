/**
 * The fiches of a month's challenge (issue 10), picked by an admin. Validating one of them within the month pays
 * the member +10 once (ledger source `challenge:<month>`). One item per month, `YYYY-MM` in Europe/Paris.
 */
export const challengeModel = {
  model: { entity: 'challenge', version: '1', service: 'lameute' },
  attributes: {
    month: { type: 'string', required: true, readOnly: true },
    ficheIds: { type: 'list', items: { type: 'string' }, required: true },
    updatedBy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['month'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
