import type { TransactionItem } from 'electrodb';
import { pointsWithLevel, type PointsWithLevel } from '../../../shared/domain/levels';
import type { PlanId } from '../../../shared/domain/plans';
import type { RewardType } from '../../../shared/domain/rewards';
import { pointsMoveDeltas } from '../../../shared/domain/stats';
import type { Db } from '../db/service';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import { pointsItems } from '../stats/counters';
import { FIRST_DOG_ID } from '../../../shared/domain/dogs';

/**
 * The points ledger (DESIGN §8): the one place a member's points move. A move is two items of ONE DynamoDB
 * transaction, which the caller may extend with its own items (a fiche's validation adds its progress item):
 * - the balance: an atomic `ADD total :n` on the condition that the member's points item exists (no orphan
 *   balance for a token without a member) and, for a debit, that the total covers it (never below zero);
 * - the ledger line, keyed by the move's source and created only if absent: a source moves points once,
 *   whatever the retries and races, and a refused line cancels the balance's update with it.
 * There is no read before the write and no retry on a moved total: `ADD` composes with any concurrent move.
 * The admin's points counters (in circulation, per kind of source and month) come last, in the same transaction:
 * they move when the line is created, never otherwise; callers reading items by position read the first ones.
 * The level is not stored; it is derived from the total on read (`pointsWithLevel`). A level reached for the first
 * time is announced (points_milestone) from the table's stream, which sees each write of the balance before and
 * after (functions/lib/points/milestones.ts): a credit writes nothing more for it, so one member's simultaneous
 * credits meet on the balance's `ADD` alone.
 */

/**
 * What moves points, one kind per source of SPEC §9 and issue 10. A source key names one event that may pay (or be
 * paid for) once per member, whatever the retries: the line is keyed by it.
 */
export const pointsSource = {
  /**
   * A fiche validated for a dog: its points_reward ('Fiche complétée'), once per dog (issue 25). The member's first dog
   * keeps the key of the time of one dog per member, so the lines before several dogs still guard its fiches.
   */
  fiche: (ficheId: string, dogId: string = FIRST_DOG_ID) => (dogId === FIRST_DOG_ID ? (`fiche:${ficheId}` as const) : (`fiche:${ficheId}:${dogId}` as const)),
  /** One of the member's tickets resolved (+5, the tickets issue). */
  ticket: (ticketId: string) => `ticket:${ticketId}` as const,
  /** A shop purchase's bonus (+2/+5/+10), by the payment that settled it (the payments issue). */
  purchase: (paymentId: string) => `purchase:${paymentId}` as const,
  /** A plan's bonus (+10 Premium, +25 Expert+), once per member and plan (the payments issue). */
  planBonus: (plan: PlanId) => `plan-bonus:${plan}` as const,
  /** The month's challenge (+10), once per member and month. */
  challenge: (month: string) => `challenge:${month}` as const,
  /** A verified share of a completed fiche (+3), once per member and fiche. */
  share: (ficheId: string) => `share:${ficheId}` as const,
  /** An admin's adjustment, by the admin's request key (the admin issue). */
  adjustment: (requestId: string) => `adjustment:${requestId}` as const,
  /** The dog's profile completed (+5, issue 23), once per member. */
  profile: () => 'profile:complete' as const,
  /** Points spent on a reward, by the member's request key. */
  exchange: (requestId: string) => `exchange:${requestId}` as const,
};
export type PointsSource = ReturnType<(typeof pointsSource)[keyof typeof pointsSource]>;

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

/**
 * The items of a credit, to put in a transaction: the balance first, then one line per move, then the counters. Several moves of one
 * member in one transaction (a fiche that is also the month's challenge) add up in ONE update of the balance, since
 * a transaction may not touch an item twice.
 */
export function creditItems(entities: WriteEntities, move: PointsMove, ...more: PointsMove[]) {
  const { points, pointTransaction } = entities;
  const moves = [move, ...more];
  moves.forEach(assertAmount);
  if (moves.some((other) => other.userId !== move.userId)) throw new Error('Un crédit groupé ne concerne qu’un membre');
  const { userId, at } = move;
  const sum = moves.reduce((total, { points: amount }) => total + amount, 0);
  return [
    points.patch({ userId }).add({ total: sum }).set({ updatedAt: at }).commit({ response: 'all_old' }),
    ...moves.map(({ source, points: amount, reason }) => pointTransaction.create({ userId, source, points: amount, reason, createdAt: at }).commit()),
    ...pointsItems(entities, at, pointsMoveDeltas(moves)),
  ] as const;
}

/**
 * The items of a debit, to put in a transaction: balance first, then the line (negative points), then the counters,
 * which count the reward it pays for (`exchanged`) among the rewards exchanged.
 */
export function debitItems(entities: WriteEntities, move: PointsMove, exchanged?: RewardType) {
  const { points, pointTransaction } = entities;
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
    ...pointsItems(entities, at, pointsMoveDeltas([{ source, points: -move.points }], exchanged)),
  ] as const;
}

/**
 * Why the ledger refused a move, from the cancellation reasons of its two items (balance, line) in a cancelled
 * transaction; null when the ledger is not why. A source already recorded comes first: a retried debit that went
 * through is not 'insufficient' because it emptied the balance. The balance's failed condition tells a missing
 * member (no old item returned) from a short balance.
 */
export type LedgerRefusal = 'already-recorded' | 'no-member' | 'insufficient';

export function ledgerRefusal([balance, ...lines]: readonly TransactionItem<unknown>[]): LedgerRefusal | null {
  if (lines.some((line) => line.code === 'ConditionalCheckFailed')) return 'already-recorded';
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

async function moveAlone(db: Db, move: PointsMove, items: typeof creditItems | typeof debitItems): Promise<LedgerOutcome> {
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
