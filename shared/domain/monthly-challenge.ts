import { canReadFiche, type FicheAccessFlags } from './entitlements';
import { parisMonth } from './months';

/**
 * The month's challenge (issue 10, one rule since issue 23): validate ONE of the month's challenge fiches in the app
 * before the month ends (Paris time) and earn the challenge bonus (POINTS_RULES.monthlyChallenge) once that month.
 * Nothing else counts (no photo on Discord, no educator's check): the server pays it with the validation itself
 * (functions/points/challenge.ts). The fiches are the ones an admin picked for the month, or, when none did (or none
 * of the picked fiches is still published), a default challenge chosen by `defaultChallengeFicheIds`.
 */

/** The rule as every page says it (points page, dashboard, library, /communaute). */
export const MONTHLY_CHALLENGE_RULE = 'Valide l’une des fiches du défi dans l’application avant la fin du mois, une fois par mois.';

/** An admin picks 1 to this many fiches for a month. */
export const CHALLENGE_MAX_FICHES = 5;
/** How many fiches a default challenge holds: a few, so a member who already validated one still has another. */
export const DEFAULT_CHALLENGE_SIZE = 3;

/** What the rule needs to know of a published fiche. */
export interface ChallengeCandidate extends FicheAccessFlags {
  id: string;
}

/** A default challenge is open to every member: only fiches the free plan may read are eligible. */
export function isDefaultChallengeEligible(fiche: FicheAccessFlags): boolean {
  return canReadFiche('gratuit', fiche);
}

/** 32-bit FNV-1a with a final avalanche (MurmurHash3's fmix32): a stable, well-spread number for a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The default challenge of `month` (`YYYY-MM`, Paris): among the published fiches the free plan may read, the
 * DEFAULT_CHALLENGE_SIZE with the highest score `hash(month:id)` (rendezvous hashing). The same catalogue and month
 * always give the same fiches, in the same order; another month gives another draw. Publishing a fiche mid-month
 * changes the challenge only if it outranks one of the picked fiches, and unpublishing one replaces only that one,
 * so what a member read on Monday still pays on Tuesday in every other case. Empty when no fiche is eligible.
 */
export function defaultChallengeFicheIds(month: string, published: readonly ChallengeCandidate[]): string[] {
  return [...new Set(published.filter(isDefaultChallengeEligible).map((fiche) => fiche.id))]
    .map((id) => ({ id, score: hash(`${month}:${id}`) }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, DEFAULT_CHALLENGE_SIZE)
    .map(({ id }) => id);
}

export type ChallengeChosenBy = 'admin' | 'default';

/**
 * The fiches of the month's challenge: the admin's pick, kept in their order, without the fiches no longer published;
 * when nothing of it is left (or nothing was picked), the default challenge.
 */
export function monthChallengeFicheIds(
  month: string,
  picked: readonly string[] | null,
  published: readonly ChallengeCandidate[],
): { ficheIds: string[]; chosenBy: ChallengeChosenBy } {
  const publishedIds = new Set(published.map((fiche) => fiche.id));
  const kept = [...new Set(picked ?? [])].filter((id) => publishedIds.has(id));
  if (kept.length > 0) return { ficheIds: kept, chosenBy: 'admin' };
  return { ficheIds: defaultChallengeFicheIds(month, published), chosenBy: 'default' };
}

/**
 * When the challenge of `month` closes: the first instant of the next month in Paris (exclusive), as an ISO instant.
 * A validation before it counts for `month`; from it, for the next one.
 */
export function challengeEndsAt(month: string): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const nextMonth = parisMonth(new Date(Date.UTC(year, monthNumber, 15)));
  // Midnight in Paris is 22:00 or 23:00 UTC the day before (summer or winter time): the one that opens the next month.
  const firstOfNext = Date.UTC(year, monthNumber, 1);
  const candidates = [firstOfNext - 2 * 3_600_000, firstOfNext - 3_600_000];
  const start = candidates.find((at) => parisMonth(new Date(at)) === nextMonth && parisMonth(new Date(at - 1)) === month) ?? firstOfNext;
  return new Date(start).toISOString();
}

/** The last day of the challenge, `YYYY-MM-DD` (what a member reads as 'jusqu’au 30 novembre inclus'). */
export function challengeLastDay(month: string): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0));
  return last.toISOString().slice(0, 10);
}
