/**
 * One line of a member's points ledger (SPEC §3 point_transactions): points earned (positive) or spent (negative),
 * the French reason, and the source that moved them (`fiche:<id>`…). The line is keyed by its source in the
 * member's partition and only ever created if absent, in the same transaction as the balance's update
 * (functions/lib/points/ledger.ts): that is what makes a source pay once, however often a request is retried.
 * Outside the `member` collection, so the history grows without weighing on `GET /me`; read newest first
 * through `byUser` (a Query on gsi1 in descending order).
 */
export const pointTransactionModel = {
  model: { entity: 'pointTransaction', version: '2', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    source: { type: 'string', required: true, readOnly: true },
    points: { type: 'number', required: true, readOnly: true },
    reason: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    bySource: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['source'] } },
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'source'] } },
  },
} as const;
