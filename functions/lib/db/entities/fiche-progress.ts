/**
 * A fiche the member completed (SPEC §3 user_fiches_progress). Only completions are stored: the item
 * exists once per member and fiche, which is what makes validation count once (created only if absent).
 * In the `member` collection: the library and the recommendations read it with the plan in one Query.
 */
export const ficheProgressModel = {
  model: { entity: 'ficheProgress', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    ficheId: { type: 'string', required: true, readOnly: true },
    completedAt: { type: 'string', required: true, readOnly: true },
    /** Points credited by this completion. */
    pointsEarned: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byUser: { collection: 'member', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['ficheId'] } },
  },
} as const;

/**
 * The validations of one member that paid points on one Paris day, against the daily cap (issue 23,
 * POINTS_RULES.paidValidationsPerDay): `paidFiches` rises by one, and `points` by the fiche's points, in the
 * validation's own transaction, on the condition that `paidFiches` is under the cap, so the cap holds however many
 * validations race (no read before the write). Counts only, read by key for the points page; it expires a few days
 * after its day (TTL).
 */
export const validationDayModel = {
  model: { entity: 'validationDay', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** `YYYY-MM-DD`, Europe/Paris. */
    day: { type: 'string', required: true, readOnly: true },
    paidFiches: { type: 'number', required: true, default: 0 },
    points: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['userId', 'day'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
