import { FICHE_CATEGORIES, FICHE_TYPES } from '../../../../shared/domain/fiche';

/**
 * A fiche of the catalogue (SPEC §3). Members only ever read published fiches, through `byPublication`:
 * its partition is the publication state and its sort key starts with the access tier, so the landing
 * page counts free and published fiches with two COUNT queries and never reads the items.
 */
export const ficheModel = {
  model: { entity: 'fiche', version: '1', service: 'lameute' },
  attributes: {
    ficheId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    objective: { type: 'string', required: true },
    description: { type: 'string', required: true, default: '' },
    category: { type: FICHE_CATEGORIES, required: true },
    level: { type: 'string', required: true, default: 'tous' },
    durationMinutes: { type: 'number', required: true },
    frequency: { type: 'string', required: true, default: '' },
    context: { type: 'string', required: true, default: '' },
    materials: { type: 'string', required: true, default: '' },
    steps: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          number: { type: 'number', required: true },
          title: { type: 'string' },
          description: { type: 'string', required: true },
        },
      },
    },
    mistakesToAvoid: { type: 'list', required: true, items: { type: 'string' } },
    successCriteria: { type: 'string', required: true, default: '' },
    pointsReward: { type: 'number', required: true, default: 1 },
    isFree: { type: 'boolean', required: true },
    isPublished: { type: 'boolean', required: true },
    premiumOnly: { type: 'boolean', required: true },
    expertPlusOnly: { type: 'boolean', required: true },
    ficheType: { type: FICHE_TYPES, required: true, default: 'exercice' },
    tags: { type: 'list', required: true, items: { type: 'string' } },
    prerequisTags: { type: 'list', required: true, items: { type: 'string' } },
    nextFicheId: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string' },
    /**
     * Set when an admin deletes it (issue 14): the item stays, out of every list, so the members who validated it keep
     * their history and the catalogue's seed (create-if-absent) never brings it back.
     */
    deletedAt: { type: 'string' },
    /**
     * When an admin first published it (issue 22): the weekly new-fiches e-mail lists the fiches first published in its
     * week. A republished fiche keeps its first date (members heard of it then); the seeded catalogue has none.
     */
    publishedAt: { type: 'string' },
    /** Derived from isPublished and deletedAt: partition of `byPublication`. */
    publication: {
      type: ['published', 'draft', 'deleted'] as const,
      hidden: true,
      watch: ['isPublished', 'deletedAt'],
      set: (_: unknown, item: { isPublished?: boolean; deletedAt?: string }) => (item.deletedAt ? 'deleted' : item.isPublished ? 'published' : 'draft'),
    },
    /** Derived from isFree: first part of `byPublication`'s sort key. */
    access: {
      type: ['free', 'paid'] as const,
      hidden: true,
      watch: ['isFree'],
      set: (_: unknown, item: { isFree?: boolean }) => (item.isFree ? 'free' : 'paid'),
    },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['ficheId'] }, sk: { field: 'sk', composite: [] } },
    byPublication: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['publication'] },
      sk: { field: 'gsi1sk', composite: ['access', 'createdAt', 'ficheId'] },
    },
  },
} as const;
