import type { FicheCard, FicheTeaser } from '../../shared/contract/fiche-schemas';
import { whyRecommended, type ScoredFiche } from '../../shared/domain/recommendations';

/** A scored teaser → the card of the library and of the recommendations. */
export function cardOf(scored: ScoredFiche<FicheTeaser>, completed: ReadonlyMap<string, string>): FicheCard {
  return {
    ...scored.fiche,
    score: scored.score,
    matchedTags: scored.matchedTags,
    reasons: whyRecommended(scored),
    locked: !scored.accessible,
    lock: scored.lock,
    completed: completed.has(scored.fiche.id),
  };
}
