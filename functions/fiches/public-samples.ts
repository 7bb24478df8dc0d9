import type { FicheTeaser } from '../../shared/contract/fiche-schemas';
import type { Db } from '../lib/db/service';
import { TEASER_ATTRIBUTES, teaserOf } from './fiche-items';

/** How many free fiches the Discover page shows a visitor. */
export const SAMPLE_SIZE = 6;

/** One fiche per category first, so a short sample shows the breadth of the catalogue, then the others. */
export function sampleAcrossCategories(fiches: FicheTeaser[], size = SAMPLE_SIZE): FicheTeaser[] {
  const seen = new Set<string>();
  const firstOfEachCategory = fiches.filter((fiche) => !seen.has(fiche.category) && seen.add(fiche.category));
  const rest = fiches.filter((fiche) => !firstOfEachCategory.includes(fiche));
  return [...firstOfEachCategory, ...rest].slice(0, size);
}

/** Published free fiches as teasers for visitors: one Query on `byPublication`, never a fiche's content. */
export async function publicSamples(db: Db): Promise<{ fiches: FicheTeaser[] }> {
  const { data } = await db.entities.fiche.query
    .byPublication({ publication: 'published', access: 'free' })
    .go({ attributes: [...TEASER_ATTRIBUTES], pages: 'all' });
  return { fiches: sampleAcrossCategories(data.map(teaserOf)) };
}
