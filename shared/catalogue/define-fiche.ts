import type { BehaviourTag } from '../domain/behaviour-tags';
import type { Fiche } from '../domain/fiche';
import type { FicheLevel } from '../domain/fiche-vocabulary';

/**
 * How the catalogue is written: one access tier per fiche instead of three booleans that could
 * disagree, steps as plain sentences numbered here, published unless marked as a draft.
 * `defineFiche` turns that into the stored `Fiche` shape (shared/domain/fiche.ts).
 */

/** Who may read a fiche: every plan, Premium and Expert+, or Expert+ only (SPEC §6). */
export type FicheAccess = 'gratuit' | 'premium' | 'expert';

type DerivedFields = 'steps' | 'level' | 'isFree' | 'isPublished' | 'premiumOnly' | 'expertPlusOnly' | 'prerequisTags' | 'nextFicheId';

export interface FicheSource extends Omit<Fiche, DerivedFields> {
  access: FicheAccess;
  level: FicheLevel;
  /** One instruction per step, in order; each becomes a numbered step (one line in the admin form). */
  steps: string[];
  prerequisTags?: BehaviourTag[];
  nextFicheId?: string;
  /** Defaults to true; `false` keeps a fiche as a draft, invisible to members. */
  isPublished?: boolean;
}

export function defineFiche({ access, steps, prerequisTags = [], nextFicheId, isPublished = true, ...rest }: FicheSource): Fiche {
  return {
    ...rest,
    steps: steps.map((description, index) => ({ number: index + 1, description })),
    isFree: access === 'gratuit',
    isPublished,
    premiumOnly: access === 'premium',
    expertPlusOnly: access === 'expert',
    prerequisTags,
    nextFicheId: nextFicheId ?? null,
  };
}
