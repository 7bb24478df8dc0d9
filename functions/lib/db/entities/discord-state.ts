/**
 * The `state` of a member's Discord authorization (OAuth2, issue 15): made when they start linking, used once when
 * Discord sends them back, only by them, within ten minutes — so a link cannot be forged or replayed.
 */
export const discordStateModel = {
  model: { entity: 'discordState', version: '1', service: 'lameute' },
  attributes: {
    state: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byState: { pk: { field: 'pk', composite: ['state'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
