import type { TransactionItem } from 'electrodb';
import { pointsWithLevel, type PointsWithLevel } from '../../../shared/domain/levels';
import type { Db } from '../db/service';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';

/**
 * The points ledger (DESIGN §8): the one place a member's points move. A move is two items of ONE DynamoDB
 * transaction, which the caller may extend with its own items (a fiche's validation adds its progress item):
 * - the balance: an atomic `ADD total :n` on the condition that the member's points item exists (no orphan
 *   balance for a token without a member) and, for a debit, that the total covers it (never below zero);
 * - the ledger line, keyed by the move's source and created only if absent: a source moves points once,
 *   whatever the retries and races, and a refused line cancels the balance's update with it.
 * There is no read before the write and no retry on a moved total: `ADD` composes with any concurrent move.
 * The level is not stored; it is derived from the total on read (`pointsWithLevel`).
 */

/**
 * What moves points, one kind per source of SPEC §9. Each source key names one event that may pay (or be paid
 * for) once per member: `fiche:<ficheId>`. The points issue adds its kinds here (a resolved ticket, a purchase,
 * a plan bonus, the month's challenge, a verified share, an admin adjustment, a reward exchange).
 */
export type PointsSourceKind = 'fiche';
export type PointsSource = `${PointsSourceKind}:${string}`;

export const pointsSource = {
  fiche: (ficheId: string): PointsSource => `fiche:${ficheId}`,
};

export interface PointsMove {
  userId: string;
  source: PointsSource;
  /** How many points move: a positive integer, added by a credit and taken by a debit. */
  points: number;
  /** The French reason the member reads in their history. */
  reason: string;
  at: string;
}

/** The entities a `db.transaction.write` callback receives. */
export type WriteEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/** The two items of a credit, to put in a transaction (balance first, then the line). */
export function creditItems({ points, pointTransaction }: WriteEntities, move: PointsMove) {
  assertAmount(move);
  const { userId, source, reason, at } = move;
  return [
    points.patch({ userId }).add({ total: move.points }).set({ updatedAt: at }).commit({ response: 'all_old' }),
    pointTransaction.create({ userId, source, points: move.points, reason, createdAt: at }).commit(),
  ] as const;
}

/** The two items of a debit, to put in a transaction (balance first, then the line, with negative points). */
export function debitItems({ points, pointTransaction }: WriteEntities, move: PointsMove) {
  assertAmount(move);
  const { userId, source, reason, at } = move;
  return [
    points
      .patch({ userId })
      .add({ total: -move.points })
      .set({ updatedAt: at })
      .where(({ total }, { gte }) => gte(total, move.points))
      .commit({ response: 'all_old' }),
    pointTransaction.create({ userId, source, points: -move.points, reason, createdAt: at }).commit(),
  ] as const;
}

/**
 * Why the ledger refused a move, from the cancellation reasons of its two items (balance, line) in a cancelled
 * transaction; null when the ledger is not why. A source already recorded comes first: a retried debit that went
 * through is not 'insufficient' because it emptied the balance. The balance's failed condition tells a missing
 * member (no old item returned) from a short balance.
 */
export type LedgerRefusal = 'already-recorded' | 'no-member' | 'insufficient';

export function ledgerRefusal([balance, line]: readonly TransactionItem<unknown>[]): LedgerRefusal | null {
  if (line?.code === 'ConditionalCheckFailed') return 'already-recorded';
  if (balance?.code === 'ConditionalCheckFailed') return balance.item ? 'insufficient' : 'no-member';
  return null;
}

export type LedgerOutcome = 'recorded' | 'already-recorded';

/** Credits a member alone (no other item in the transaction). */
export function credit(db: Db, move: PointsMove): Promise<LedgerOutcome> {
  return moveAlone(db, move, creditItems);
}

/** Debits a member alone: refused with 'Pas assez de points !' (409) when the balance is short. */
export function debit(db: Db, move: PointsMove): Promise<LedgerOutcome> {
  return moveAlone(db, move, debitItems);
}

async function moveAlone(db: Db, move: PointsMove, items: typeof creditItems): Promise<LedgerOutcome> {
  const result = await writeTransaction(() => db.transaction.write((entities) => [...items(entities, move)]).go());
  if (!result.canceled) return 'recorded';
  const refusal = ledgerRefusal(result.data);
  if (refusal === 'already-recorded') return refusal;
  if (refusal === 'no-member') throw new HttpError('MEMBER_NOT_FOUND');
  if (refusal === 'insufficient') throw new HttpError('POINTS_INSUFFICIENT');
  throw new Error(`Mouvement de points ${move.source} annulé : ${result.data.map((item) => item.code).join(', ')}`);
}

/** The member's balance and level, read after the write it must include (consistent read); null if no member. */
export async function readBalance(db: Db, userId: string): Promise<PointsWithLevel | null> {
  const { data } = await db.entities.points.get({ userId }).go({ consistent: true, attributes: ['total'] });
  return data ? pointsWithLevel(data.total) : null;
}

function assertAmount({ points, source }: PointsMove): void {
  if (!Number.isSafeInteger(points) || points <= 0) throw new Error(`Mouvement de points invalide pour ${source} : ${points}`);
}
