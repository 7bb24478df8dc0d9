import type { PointsOverview } from '../../shared/contract/points-schemas';
import { DISPLAY_LIMITS } from '../../shared/domain/display-limits';
import { parisMonth } from '../../shared/domain/months';
import { dailyValidations, validationDay } from '../../shared/domain/points';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { pointsSource, readBalance } from '../lib/points/ledger';
import { challengeOf } from './challenge';

/**
 * The points page's data (SPEC §2 Points): balance and level, the last 20 lines of the ledger newest first, and the
 * month's challenge (the admin's pick or the default one) with whether the member has earned it — a few reads by key,
 * whatever the history's length.
 */
export async function pointsOverview(db: Db, userId: string, now: string): Promise<PointsOverview> {
  const month = parisMonth(now);
  const day = validationDay(now);
  const [balance, history, challenge, challengeLine, today] = await Promise.all([
    readBalance(db, userId),
    db.entities.pointTransaction.query.byUser({ userId }).go({ order: 'desc', limit: DISPLAY_LIMITS.pointsHistoryRead }),
    challengeOf(db, month),
    db.entities.pointTransaction.get({ userId, source: pointsSource.challenge(month) }).go({ attributes: ['source'] }),
    // Today's validations that paid points, against the daily cap (issue 23).
    db.entities.validationDay.get({ userId, day }).go({ attributes: ['paidFiches', 'points'] }),
  ]);
  if (!balance) throw new HttpError('MEMBER_NOT_FOUND');
  return {
    ...balance,
    validationsToday: dailyValidations(day, today.data),
    history: history.data.map(({ source, points, reason, createdAt }) => ({ source, points, reason, createdAt })),
    challenge: challenge.fiches.length ? { month, fiches: challenge.fiches, completed: challengeLine.data !== null } : null,
  };
}
