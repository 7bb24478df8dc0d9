import type { Fiche } from '../domain/fiche';
import { ADULTE_FICHES } from './adulte';
import { CHIOT_FICHES } from './chiot';
import { REACTIF_FICHES } from './reactif';
import { SECURITE_FICHES } from './securite';
import { SOCIALISATION_FICHES } from './socialisation';
import { VIE_QUOTIDIENNE_FICHES } from './vie-quotidienne';

/**
 * The fiche catalogue (SPEC §2 Fiche library, §3 fiches): the content seeded into the table on start.
 * Drafts (isPublished false) are included; members never see them.
 */
export const FICHES: Fiche[] = [
  ...CHIOT_FICHES,
  ...ADULTE_FICHES,
  ...REACTIF_FICHES,
  ...VIE_QUOTIDIENNE_FICHES,
  ...SECURITE_FICHES,
  ...SOCIALISATION_FICHES,
];

const FICHES_BY_ID = new Map(FICHES.map((fiche) => [fiche.id, fiche]));

export function ficheById(id: string): Fiche | undefined {
  return FICHES_BY_ID.get(id);
}

export { defineFiche, type FicheAccess, type FicheSource } from './define-fiche';
