/**
 * When a member's gifted plan ends (issue 21): one item per gift with an end date, beside the subscription item that
 * holds the gift itself (`giftPlan`, `giftEndsAt`, `giftId`). The gift-expiry job reads the gifts due through the
 * end index (gsi2, sorted by end), never the whole table; the item goes with the gift (ended, replaced, or overtaken
 * by a paid subscription).
 */
export const giftEndModel = {
  model: { entity: 'giftEnd', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    giftId: { type: 'string', required: true },
    endsAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    /** Every dated gift, soonest end first (one partition: the expiry job reads those due). */
    byEnd: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['endsAt', 'userId'] } },
  },
} as const;
