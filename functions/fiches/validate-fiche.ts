import type { TransactionItemCode } from 'electrodb';
import type { ApiErrorCode } from '../../shared/contract/errors';
import { ficheLock, type FicheLock } from '../../shared/domain/entitlements';
import { levelFor, type LevelId } from '../../shared/domain/levels';
import { ficheCompletionPoints, TRANSACTION_REASONS } from '../../shared/domain/points';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';

export interface FicheValidation {
  ficheId: string;
  /** Points this call credited: the fiche's points_reward, or 0 when the fiche was already completed. */
  pointsEarned: number;
  total: number;
  level: LevelId;
  alreadyCompleted: boolean;
}

/** The error a locked fiche's validation answers, by the plan that would unlock it. */
const LOCKED: Record<FicheLock['requiredPlan'], ApiErrorCode> = { premium: 'FICHE_REQUIRES_PREMIUM', expert: 'FICHE_REQUIRES_EXPERT' };

/**
 * Attempts before giving up when other point changes keep moving the member's total (each attempt re-reads).
 * Every failed attempt means another change of the same member's points committed, so this bounds how many
 * simultaneous point changes of one member a validation outlasts (the whole catalogue at once passes).
 */
const MAX_ATTEMPTS = 60;
const RETRYABLE = new Set<TransactionItemCode>(['None', 'ConditionalCheckFailed', 'TransactionConflict']);

/**
 * Marks a fiche completed for the member, once (SPEC §4 Fiche progress): creates the progress item, adds the
 * fiche's points_reward to the total, logs 'Fiche complétée' and recomputes the level, in ONE DynamoDB
 * transaction guarded by conditions:
 * - the progress item is created only if absent (attribute_not_exists): the completion and everything in the
 *   transaction happen at most once per member and fiche, however many requests race;
 * - total and level are written together, from the total read just before, on the condition that the stored
 *   total still equals it. The level is therefore always levelFor(total), whatever else changes the points
 *   concurrently: a writer that lost the race is cancelled as a whole (no credit, no log) and retries from a
 *   fresh read. An arithmetic `ADD` would be race-free for the total but not for the level derived from it.
 * Correctness rests on the conditions alone, never on TransactionConflict errors (DynamoDB Local never raises
 * them; real DynamoDB may, and they are retried like a moved total).
 */
export async function validateFiche(db: Db, { userId, ficheId, now }: { userId: string; ficheId: string; now: () => string }): Promise<FicheValidation> {
  const [{ data: fiche }, { data: subscription }] = await Promise.all([
    db.entities.fiche.get({ ficheId }).go({ attributes: ['ficheId', 'isPublished', 'isFree', 'premiumOnly', 'expertPlusOnly', 'pointsReward'] }),
    db.entities.subscription.get({ userId }).go({ attributes: ['plan'] }),
  ]);
  if (!fiche || !fiche.isPublished) throw new HttpError('FICHE_NOT_FOUND');
  const lock = ficheLock(subscription?.plan ?? 'gratuit', fiche);
  if (lock) throw new HttpError(LOCKED[lock.requiredPlan]);
  const reward = ficheCompletionPoints(fiche);

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { data: points } = await db.entities.points.get({ userId }).go({ consistent: true });
    if (!points) throw new HttpError('MEMBER_NOT_FOUND');
    const total = points.total + reward;
    const level = levelFor(total).id;
    const at = now();
    const result = await db.transaction
      .write(({ ficheProgress, points: pointsEntity, pointTransaction }) => [
        ficheProgress.create({ userId, ficheId, completedAt: at, pointsEarned: reward }).commit(),
        pointsEntity
          .patch({ userId })
          .set({ total, level, updatedAt: at })
          .where((attributes, { eq }) => eq(attributes.total, points.total))
          .commit(),
        pointTransaction
          .create({ userId, transactionId: `fiche:${ficheId}`, points: reward, reason: TRANSACTION_REASONS.ficheCompleted, createdAt: at })
          .commit(),
      ])
      .go();
    if (!result.canceled) return { ficheId, pointsEarned: reward, total, level, alreadyCompleted: false };
    const codes = result.data.map((item) => item.code);
    if (codes[0] === 'ConditionalCheckFailed') return alreadyCompleted(db, userId, ficheId);
    // Only a moved total (or a conflict on real DynamoDB) is worth another attempt.
    if (!codes.every((code) => RETRYABLE.has(code))) throw new Error(`Validation de ${ficheId} annulée : ${codes.join(', ')}`);
    await pause(attempt);
  }
  throw new HttpError('POINTS_BUSY');
}

async function alreadyCompleted(db: Db, userId: string, ficheId: string): Promise<FicheValidation> {
  const { data: points } = await db.entities.points.get({ userId }).go({ consistent: true });
  return { ficheId, pointsEarned: 0, total: points?.total ?? 0, level: points?.level ?? 'debutant', alreadyCompleted: true };
}

/** A short, growing, jittered wait so racing writers do not collide again in lockstep. */
function pause(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(100, 5 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}
