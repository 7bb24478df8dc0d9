import { FICHES } from '../../../../../shared/catalogue';
import type { Fiche } from '../../../../../shared/domain/fiche';

/** What a visitor may see of a fiche: never its steps, materials or advice. */
export type FicheTeaser = Pick<Fiche, 'id' | 'title' | 'category' | 'objective' | 'durationMinutes'>;

const SAMPLE_SIZE = 6;

/** Published free fiches, one per category first so the sample shows the breadth of the catalogue. */
export function freeFicheTeasers(limit = SAMPLE_SIZE): FicheTeaser[] {
  const free = FICHES.filter((fiche) => fiche.isFree && fiche.isPublished);
  const firstOfEachCategory = free.filter((fiche, index) => free.findIndex((other) => other.category === fiche.category) === index);
  const rest = free.filter((fiche) => !firstOfEachCategory.includes(fiche));
  return [...firstOfEachCategory, ...rest]
    .slice(0, limit)
    .map(({ id, title, category, objective, durationMinutes }) => ({ id, title, category, objective, durationMinutes }));
}
