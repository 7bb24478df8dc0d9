import type { FicheContent, FicheTeaser } from '../../shared/contract/fiche-schemas';
import type { BehaviourTag } from '../../shared/domain/behaviour-tags';
import type { Fiche } from '../../shared/domain/fiche';
import type { Db } from '../lib/db/service';

type FicheEntity = Db['entities']['fiche'];
/** A fiche item as ElectroDB writes it. */
export type FicheItemInput = Parameters<FicheEntity['create']>[0];

/** The catalogue's `Fiche` (shared/domain/fiche.ts) → the stored item. */
export function toFicheItem({ id, nextFicheId, ...fiche }: Fiche): FicheItemInput {
  return { ...fiche, ficheId: id, ...(nextFicheId ? { nextFicheId } : {}) };
}

/** The attributes a teaser is made of: lists read only these (a projection), never the content. */
export const TEASER_ATTRIBUTES = [
  'ficheId',
  'title',
  'objective',
  'description',
  'category',
  'level',
  'durationMinutes',
  'frequency',
  'pointsReward',
  'isFree',
  'premiumOnly',
  'expertPlusOnly',
  'ficheType',
  'tags',
  'prerequisTags',
  'nextFicheId',
  'createdAt',
] as const satisfies readonly (keyof FicheItemInput)[];

/** What the teaser is made of, as stored. */
interface TeaserItem extends Omit<FicheTeaser, 'id' | 'tags' | 'prerequisTags' | 'nextFicheId'> {
  ficheId: string;
  tags: readonly string[];
  prerequisTags: readonly string[];
  nextFicheId?: string;
}

/** What the content is made of, as stored. */
interface ContentItem extends Omit<FicheContent, 'steps'> {
  steps: readonly { number: number; title?: string; description: string }[];
}

/** Tags were checked against the vocabulary when the item was written (catalogue test, admin form). */
export function teaserOf(item: TeaserItem): FicheTeaser {
  return {
    id: item.ficheId,
    title: item.title,
    objective: item.objective,
    description: item.description,
    category: item.category,
    level: item.level,
    durationMinutes: item.durationMinutes,
    frequency: item.frequency,
    pointsReward: item.pointsReward,
    isFree: item.isFree,
    premiumOnly: item.premiumOnly,
    expertPlusOnly: item.expertPlusOnly,
    ficheType: item.ficheType,
    tags: item.tags as BehaviourTag[],
    prerequisTags: item.prerequisTags as BehaviourTag[],
    nextFicheId: item.nextFicheId ?? null,
    createdAt: item.createdAt,
  };
}

/** The reserved part of a fiche: only ever built for a plan that may read it. */
export function contentOf(item: ContentItem): FicheContent {
  return {
    context: item.context,
    materials: item.materials,
    steps: item.steps.map(({ number, title, description }) => ({ number, description, ...(title ? { title } : {}) })),
    mistakesToAvoid: item.mistakesToAvoid,
    successCriteria: item.successCriteria,
  };
}

/** Every published fiche as a teaser: one Query on `byPublication`, projected to the teaser's attributes. */
export async function publishedTeasers(db: Db): Promise<FicheTeaser[]> {
  const { data } = await db.entities.fiche.query
    .byPublication({ publication: 'published' })
    .go({ attributes: [...TEASER_ATTRIBUTES], pages: 'all' });
  return data.map(teaserOf);
}
