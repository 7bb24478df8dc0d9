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
