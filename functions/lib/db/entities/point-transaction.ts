/**
 * One line of a member's points history (SPEC §3 point_transactions): points earned (positive) or spent
 * (negative) and the French reason. In the member's partition but outside the `member` collection, so the
 * history (newest first, a Query in descending order) grows without weighing on `GET /me`.
 * A line is only ever written in the transaction that moves the points, under that operation's guard
 * (e.g. the fiche progress item created only if absent), so a replayed request never logs twice.
 */
export const pointTransactionModel = {
  model: { entity: 'pointTransaction', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    transactionId: { type: 'string', required: true, readOnly: true },
    points: { type: 'number', required: true, readOnly: true },
    reason: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['createdAt', 'transactionId'] } },
  },
} as const;
