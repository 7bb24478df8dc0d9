import { parisMonth } from '../../shared/domain/months';
import { POINTS_RULES, TRANSACTION_REASONS } from '../../shared/domain/points';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { pointsSource, type PointsMove } from '../lib/points/ledger';

/**
 * The month's challenge (issue 10): an admin picks up to five published fiches for a month; a member who validates
 * one of them within that month earns +10 once (ledger source `challenge:<month>`, added to the validation's own
 * transaction by functions/fiches/validate-fiche.ts).
 */

export interface ChallengeFiche {
  id: string;
  title: string;
}

/** The fiches of a month's challenge, with their titles; an empty list when none was picked. */
export async function challengeOf(db: Db, month: string): Promise<{ month: string; fiches: ChallengeFiche[] }> {
  const { data } = await db.entities.challenge.get({ month }).go();
  if (!data?.ficheIds.length) return { month, fiches: [] };
  const { data: fiches } = await db.entities.fiche.get(data.ficheIds.map((ficheId) => ({ ficheId }))).go({ attributes: ['ficheId', 'title'] });
  const titles = new Map(fiches.map((fiche) => [fiche.ficheId, fiche.title]));
  // In the admin's order; a fiche deleted since is left out.
  return { month, fiches: data.ficheIds.flatMap((id) => (titles.has(id) ? [{ id, title: titles.get(id)! }] : [])) };
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

/** The challenge credit a validation of `ficheId` at `at` earns, or null when the fiche is not this month's challenge. */
export async function challengeCredit(db: Db, { userId, ficheId, at }: { userId: string; ficheId: string; at: string }): Promise<PointsMove | null> {
  const month = parisMonth(at);
  const { data } = await db.entities.challenge.get({ month }).go({ attributes: ['ficheIds'] });
  if (!data?.ficheIds.includes(ficheId)) return null;
  return { userId, source: pointsSource.challenge(month), points: POINTS_RULES.monthlyChallenge, reason: TRANSACTION_REASONS.monthlyChallenge, at };
}
