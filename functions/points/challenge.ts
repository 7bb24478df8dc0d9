import { monthChallengeFicheIds, type ChallengeChosenBy } from '../../shared/domain/monthly-challenge';
import { parisMonth } from '../../shared/domain/months';
import { POINTS_RULES, TRANSACTION_REASONS } from '../../shared/domain/points';
import { publishedTeasers } from '../fiches/fiche-items';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { pointsSource, type PointsMove } from '../lib/points/ledger';

/**
 * The month's challenge (issue 10, one rule since issue 23, shared/domain/monthly-challenge.ts): the fiches an admin
 * picked for the month, or the default challenge drawn by rule when none did; a member who validates one of them
 * within that month earns +10 once (ledger source `challenge:<month>`, added to the validation's own transaction by
 * functions/fiches/validate-fiche.ts). The pages and the payment read the challenge through `challengeOf`, so what a
 * member is shown is what pays.
 */

export interface ChallengeFiche {
  id: string;
  title: string;
}

export interface MonthChallenge {
  month: string;
  fiches: ChallengeFiche[];
  chosenBy: ChallengeChosenBy;
}

/** Every published fiche, with what the rule reads: one Query on `byPublication`, a small projection. */
async function publishedCandidates(db: Db) {
  const { data } = await db.entities.fiche.query
    .byPublication({ publication: 'published' })
    .go({ attributes: ['ficheId', 'title', 'isFree', 'premiumOnly', 'expertPlusOnly'], pages: 'all' });
  return data.map(({ ficheId, ...fiche }) => ({ id: ficheId, ...fiche }));
}

/**
 * The month's challenge with its fiches' titles: the admin's pick (its fiches still published, in their order), else
 * the default challenge; no fiche at all only when the catalogue has none every plan may read. Two reads by key.
 */
export async function challengeOf(db: Db, month: string): Promise<MonthChallenge> {
  const [{ data }, published] = await Promise.all([db.entities.challenge.get({ month }).go({ attributes: ['ficheIds'] }), publishedCandidates(db)]);
  const { ficheIds, chosenBy } = monthChallengeFicheIds(month, data?.ficheIds ?? null, published);
  const titles = new Map(published.map((fiche) => [fiche.id, fiche.title]));
  return { month, fiches: ficheIds.map((id) => ({ id, title: titles.get(id)! })), chosenBy };
}

/** What a visitor may read of the month's challenge (/communaute): its month and fiches' titles, nothing of a member. */
export async function publicChallenge(db: Db, now: string): Promise<{ challenge: { month: string; fiches: ChallengeFiche[] } | null }> {
  const { month, fiches } = await challengeOf(db, parisMonth(now));
  return { challenge: fiches.length ? { month, fiches } : null };
}

/**
 * A month's challenge as the admin edits it: their own pick (empty when none), the default challenge that applies
 * without one, and every published fiche they may choose from (the catalogue, not their plan's library).
 */
export async function challengeChoice(db: Db, month: string) {
  const [{ data }, teasers] = await Promise.all([db.entities.challenge.get({ month }).go({ attributes: ['ficheIds'] }), publishedTeasers(db)]);
  const fallback = monthChallengeFicheIds(month, null, teasers).ficheIds;
  const titles = new Map(teasers.map((fiche) => [fiche.id, fiche.title]));
  const titled = (ids: readonly string[]) => ids.flatMap((id) => (titles.has(id) ? [{ id, title: titles.get(id)! }] : []));
  return {
    month,
    fiches: titled(data?.ficheIds ?? []),
    defaultFiches: titled(fallback),
    candidates: teasers.map(({ id, title, category, isFree }) => ({ id, title, category, isFree })),
  };
}

/** Picks a month's challenge fiches: each must exist and be published (400 otherwise). */
export async function setChallenge(
  db: Db,
  { month, ficheIds, adminId, at }: { month: string; ficheIds: string[]; adminId: string; at: string },
): Promise<{ month: string; fiches: ChallengeFiche[] }> {
  const unique = [...new Set(ficheIds)];
  const { data: fiches } = await db.entities.fiche.get(unique.map((ficheId) => ({ ficheId }))).go({ attributes: ['ficheId', 'title', 'isPublished'] });
  const published = new Map(fiches.filter((fiche) => fiche.isPublished).map((fiche) => [fiche.ficheId, fiche.title]));
  if (unique.some((id) => !published.has(id))) throw new HttpError('CHALLENGE_FICHE_UNKNOWN');
  await db.entities.challenge.put({ month, ficheIds: unique, updatedBy: adminId, updatedAt: at }).go();
  return { month, fiches: unique.map((id) => ({ id, title: published.get(id)! })) };
}

/**
 * The challenge credit a validation of `ficheId` at `at` earns, or null when the fiche is not one of the fiches of
 * that month's challenge (the admin's pick or the default one: the same `challengeOf` the pages read).
 */
export async function challengeCredit(db: Db, { userId, ficheId, at }: { userId: string; ficheId: string; at: string }): Promise<PointsMove | null> {
  const month = parisMonth(at);
  const { fiches } = await challengeOf(db, month);
  if (!fiches.some((fiche) => fiche.id === ficheId)) return null;
  return { userId, source: pointsSource.challenge(month), points: POINTS_RULES.monthlyChallenge, reason: TRANSACTION_REASONS.monthlyChallenge, at };
}
