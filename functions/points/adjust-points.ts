import type { PointsWithLevel } from '../../shared/domain/levels';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { credit, debit, pointsSource, readBalance } from '../lib/points/ledger';

export interface Adjustment {
  userId: string;
  /** Points to add (positive) or take (negative). */
  points: number;
  /** The admin's reason, which the member reads in their history. */
  reason: string;
  /** The admin's request key: a retried adjustment moves the points once. */
  requestId: string;
  at: string;
}

/**
 * An admin's adjustment of a member's points (issue 10, called by the admin area): one ledger move keyed by the
 * admin's request, a credit or a debit that never leaves the balance below zero ('Pas assez de points !').
 */
export async function adjustPoints(db: Db, { userId, points, reason, requestId, at }: Adjustment): Promise<PointsWithLevel> {
  const move = { userId, source: pointsSource.adjustment(requestId), points: Math.abs(points), reason, at };
  if (points > 0) await credit(db, move);
  else await debit(db, move);
  // A credit has announced the level it reached (the ledger's `credit`); the balance is read after the move.
  const balance = await readBalance(db, userId);
  if (!balance) throw new HttpError('MEMBER_NOT_FOUND');
  return balance;
}
