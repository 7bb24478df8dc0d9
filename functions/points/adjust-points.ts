import type { PointsWithLevel } from '../../shared/domain/levels';
import { pointsLabel } from '../../shared/domain/points';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { adminActionItem } from '../lib/members/admin-actions';
import { creditItems, debitItems, ledgerRefusal, pointsSource, readBalance } from '../lib/points/ledger';

export interface Adjustment {
  userId: string;
  /** Points to add (positive) or take (negative). */
  points: number;
  /** The admin's reason, which the member reads in their history. */
  reason: string;
  /** The admin's request key: a retried adjustment moves the points once. */
  requestId: string;
  /** The admin's `sub`, kept in the member's log of the team's actions. */
  actorId: string;
  at: string;
}

/**
 * An admin's adjustment of a member's points (issue 10, called by the admin area): one ledger move keyed by the
 * admin's request, a credit or a debit that never leaves the balance below zero ('Pas assez de points !'), and its
 * line in the member's log of the team's actions — one transaction, so a retried request moves and logs once.
 */
export async function adjustPoints(db: Db, { userId, points, reason, requestId, actorId, at }: Adjustment): Promise<PointsWithLevel> {
  const move = { userId, source: pointsSource.adjustment(requestId), points: Math.abs(points), reason, at };
  const summary = pointsLabel(points, { sign: true });
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        ...(points > 0 ? creditItems(entities, move) : debitItems(entities, move)),
        adminActionItem(entities, { userId, actionId: requestId, kind: 'points', summary, reason, actorId, at }),
      ])
      .go(),
  );
  if (result.canceled) {
    const refusal = ledgerRefusal(result.data);
    if (refusal === 'no-member') throw new HttpError('ADMIN_MEMBER_NOT_FOUND');
    if (refusal === 'insufficient') throw new HttpError('POINTS_INSUFFICIENT');
    if (refusal !== 'already-recorded') throw new Error(`Ajustement ${requestId} annulé : ${result.data.map((item) => item.code).join(', ')}`);
  }
  // The balance is read after the move (a level a credit reached is announced from the table's stream).
  const balance = await readBalance(db, userId);
  if (!balance) throw new HttpError('ADMIN_MEMBER_NOT_FOUND');
  return balance;
}
