import type { FicheCard } from '../../../../shared/contract/fiche-schemas';
import { BEHAVIOUR_TAGS } from '../../../../shared/domain/behaviour-tags';

/**
 * Lower case without accents, so 'reactivite' finds 'Réactivité', and one apostrophe: the fiches are written with the
 * typographic ’ and a keyboard types ', so 'l'eau' finds 'l’eau'.
 */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[’‘ʼ]/gu, "'").toLowerCase().trim();
}

/** The library's search (SPEC §2 Fiche library): title, objective, description and tags (ids and labels). */
export function matchesSearch(fiche: FicheCard, query: string): boolean {
  const needle = normalize(query);
  if (needle === '') return true;
  const haystack = [fiche.title, fiche.objective, fiche.description, ...fiche.tags, ...fiche.tags.map((tag) => BEHAVIOUR_TAGS[tag])];
  return haystack.some((text) => normalize(text).includes(needle));
}
