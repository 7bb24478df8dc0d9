import type { AdminPoints } from '../../shared/contract/admin-member-schemas';
import { parisMonth } from '../../shared/domain/months';
import { REWARD_TYPES } from '../../shared/domain/rewards';
import { pointsBySource, REWARD_COUNTERS } from '../../shared/domain/stats';
import type { Db } from '../lib/db/service';
import { readCounts } from '../lib/stats/counters';

/** How many members the ranking shows (SPEC §2 Admin Points). */
const TOP = 10;

/**
 * The admin's points page (issue 14): the points' counters of all time and of the Paris month (one BatchGet of their
 * shards, moved by the ledger's own transactions) and the top 10 from the balances' index (gsi4, sorted by `total`):
 * the same reads at 10 members as at 100,000.
 */
export async function adminPoints(db: Db, now: string): Promise<AdminPoints> {
  const month = parisMonth(now);
  const [[all = {}, thisMonth = {}], { data: top }] = await Promise.all([
    readCounts(db, [
      { bucket: 'points', key: 'all' },
      { bucket: 'points', key: month },
    ]),
    db.entities.points.query.byTotal({}).go({ order: 'desc', limit: TOP, attributes: ['userId', 'total'] }),
  ]);
  const { data: profiles } = top.length ? await db.entities.profile.get(top.map(({ userId }) => ({ userId }))).go({ attributes: ['userId', 'firstName'] }) : { data: [] };
  const names = new Map(profiles.map((profile) => [profile.userId, profile.firstName]));
  return {
    month,
    inCirculation: all.pointsInCirculation ?? 0,
    bySource: pointsBySource(thisMonth),
    rewards: REWARD_TYPES.map((type) => ({ type, total: all[REWARD_COUNTERS[type]] ?? 0, thisMonth: thisMonth[REWARD_COUNTERS[type]] ?? 0 })),
    top: top.map(({ userId, total }) => ({ id: userId, firstName: names.get(userId) ?? 'Membre', points: total })),
  };
}
