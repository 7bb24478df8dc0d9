import { createHash, randomBytes } from 'node:crypto';
import type { EntityItem, TransactionItem } from 'electrodb';
import type { ApiErrorCode } from '../../shared/contract/errors';
import { ficheLock, type FicheLock } from '../../shared/domain/entitlements';
import type { LevelId } from '../../shared/domain/levels';
import { sessionCalendar, trainingSessionId, validationInstant, type TrainingSessionKind } from '../../shared/domain/training-sessions';
import { ficheCompletionPoints, POINTS_RULES, TRANSACTION_REASONS, validationDay, validationPays } from '../../shared/domain/points';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { ficheItems, periodItems, totalsItems } from '../lib/stats/counters';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { creditItems, ledgerRefusal, pointsSource, readBalance, type PointsMove } from '../lib/points/ledger';
import { challengeCredit } from '../points/challenge';
import { chooseDog } from '../dogs/member-dogs';

export interface FicheValidation {
  ficheId: string;
  /** Points this call credited: the fiche's points_reward (and the month's challenge), 0 when already completed. */
  pointsEarned: number;
  total: number;
  level: LevelId;
  alreadyCompleted: boolean;
  /** The fiche was completed without its points: the member's validations had already paid the day's cap. */
  dailyCapReached: boolean;
  /** The dog it was validated for. */
  dogId: string;
  /** The training session recorded: the fiche completed for the dog ('first'), a 'Refaire la séance' ('repeat'), or none. */
  session: { sessionId: string; kind: TrainingSessionKind } | null;
}

export interface FicheValidationRequest {
  userId: string;
  ficheId: string;
  /** The dog (issue 25); absent: the member's first dog (`1` while they have none). */
  dogId?: string;
  /** 'Refaire la séance': a fiche already completed for this dog records one more session, without points. */
  repeat?: boolean;
  /** A validation queued offline (issue 27): the instant of the tap, counted when recent (`validationInstant`). */
  validatedAt?: string;
  /** The browser's `Idempotency-Key`, made at the tap: a request sent again with it records nothing more. */
  idempotencyKey?: string | null;
  now: () => string;
}

/** The error a locked fiche's validation answers, by the plan that would unlock it. */
const LOCKED: Record<FicheLock['requiredPlan'], ApiErrorCode> = { premium: 'FICHE_REQUIRES_PREMIUM', expert: 'FICHE_REQUIRES_EXPERT' };

/**
 * Marks a fiche completed for one of the member's dogs, once per dog (SPEC §4 Fiche progress, issue 25): creates the
 * dog's progress item, writes the training session, and credits the fiche's points_reward through the ledger ('Fiche
 * complétée', source `fiche:<id>` for the first dog, `fiche:<id>:<dogId>` for the others), in ONE DynamoDB
 * transaction guarded by conditions:
 * - the progress item is created only if absent (attribute_not_exists): the completion, its session and everything
 *   in the transaction happen at most once per member, dog and fiche, however many requests race;
 * - the ledger's balance update is an atomic `ADD` on the condition that the member's points exist, so
 *   validations of other fiches by the same member commit side by side instead of retrying each other out,
 *   and a token without a member record writes nothing (403);
 * - the ledger line, keyed by the fiche, is a second guard of the same fact.
 * - the day's cap (issue 23, POINTS_RULES.paidValidationsPerDay): the member's counter of the Paris day rises by one
 *   (`ADD`) on the condition that it is under the cap; at the cap, that condition alone cancels the send, and the
 *   validation is sent again without the fiche's points (completed, paying 0: see `validationPays`). No read of the
 *   counter decides it, so however many validations race, exactly the cap's number pay.
 * The points are the member's: the day's cap and the month's challenge count the member's validations, whatever the
 * dog. A fiche already completed for this dog pays nothing: asked as a repeat ('Refaire la séance'), one more session
 * is recorded (a second transaction: the progress is checked to exist, the session created, the member checked);
 * otherwise (a doubled or replayed request) nothing is written. A dog past the plan's limit is read-only (403).
 * With an `Idempotency-Key` (the offline queue's, issue 27), each transaction also creates the key's record
 * (validationRequest, only if absent): a request sent again with the key (its answer lost, the queue replayed, two
 * tabs draining it) is cancelled by that condition, whatever it would have written (a first validation or a repeat),
 * and answers what the first send recorded. A queued validation counts at its tap's instant when recent
 * (`validationInstant`: never in the future, at most 48 hours old), so its Paris day decides the cap and the rhythm.
 * When the fiche is one of the month's challenge fiches, the challenge's +10 (`challenge:<month>`, once a month)
 * joins the same transaction: one update of the balance, one more line. It is the challenge's own rule, outside the
 * daily cap (it pays once a month).
 * The answer's total is read after the commit (consistent read): it includes this credit and any that
 * committed meanwhile, and the level is derived from it (a level crossed is announced from the table's stream,
 * functions/lib/points/milestones.ts, not by this request).
 */
export async function validateFiche(
  db: Db,
  { userId, ficheId, dogId: askedDog, repeat = false, validatedAt, idempotencyKey, now }: FicheValidationRequest,
): Promise<FicheValidation> {
  const at = validationInstant(validatedAt, now());
  const requestKey = idempotencyKey ? requestKeyOf(userId, idempotencyKey) : null;
  const day = validationDay(at);
  const [{ data: fiche }, { data: subscription }, challenge, { data: today }, { data: dogs }] = await Promise.all([
    db.entities.fiche.get({ ficheId }).go({ attributes: ['ficheId', 'isPublished', 'isFree', 'premiumOnly', 'expertPlusOnly', 'pointsReward'] }),
    db.entities.subscription.get({ userId }).go({ attributes: ['plan'] }),
    challengeCredit(db, { userId, ficheId, at }),
    // A hint that spares a send bound to fail once the day's cap is reached; the counter's condition decides.
    db.entities.validationDay.get({ userId, day }).go({ attributes: ['paidFiches'] }),
    // The member's dogs (at most 5): which one, and whether it is past the plan's limit. Dogs are never deleted.
    db.entities.dog.query.byUser({ userId }).go({ pages: 'all' }),
  ]);
  if (!fiche || !fiche.isPublished) throw new HttpError('FICHE_NOT_FOUND');
  const plan = subscription?.plan ?? 'gratuit';
  const lock = ficheLock(plan, fiche);
  if (lock) throw new HttpError(LOCKED[lock.requiredPlan]);
  const { dogId, readOnly } = chooseDog(dogs, plan, askedDog);
  if (readOnly) throw new HttpError('DOG_READ_ONLY');
  const sessionId = trainingSessionId(at, randomBytes(4).toString('hex'));
  const session = (kind: TrainingSessionKind, pointsEarned: number) => ({ userId, dogId, sessionId, ficheId, at, ...sessionCalendar(at), kind, pointsEarned });
  const keyRecord = requestKey
    ? (kind: TrainingSessionKind, pointsEarned: number, dailyCapReached: boolean): ValidationRequestRecord => ({
        requestKey,
        ficheId,
        dogId,
        sessionId,
        kind,
        pointsEarned,
        dailyCapReached,
        expiresAt: Math.floor(Date.parse(now()) / 1000) + VALIDATION_REQUEST_TTL_DAYS * 24 * 3600,
      })
    : null;
  /** A request sent again with its key: the first send's outcome (a key reused for another fiche or dog is refused). */
  const replayed = async (): Promise<FicheValidation | null> => {
    if (!requestKey) return null;
    const { data: first } = await db.entities.validationRequest.get({ requestKey }).go({ consistent: true });
    if (!first) return null;
    if (first.ficheId !== ficheId || first.dogId !== dogId) throw new HttpError('VALIDATION_FAILED', { idempotencyKey: 'Cette clé a déjà servi pour une autre validation.' });
    const recorded = { sessionId: first.sessionId, kind: first.kind };
    return { ficheId, pointsEarned: first.pointsEarned, ...(await balance(db, userId)), alreadyCompleted: first.kind === 'repeat', dailyCapReached: first.dailyCapReached, dogId, session: recorded };
  };

  const reward = ficheCompletionPoints(fiche);
  const cap: number = POINTS_RULES.paidValidationsPerDay;
  const ficheMove: PointsMove = { userId, source: pointsSource.fiche(ficheId, dogId), points: reward, reason: TRANSACTION_REASONS.ficheCompleted, at };
  /** One send: the fiche's points when `pay`, the challenge's when `bonus`; every item's position is returned to read a cancellation. */
  const complete = ({ pay, bonus }: { pay: boolean; bonus: PointsMove | null }) => {
    const moves = [...(pay ? [ficheMove] : []), ...(bonus ? [bonus] : [])];
    const earned = moves.reduce((sum, move) => sum + move.points, 0);
    const send = writeTransaction(() =>
      db.transaction
        .write((entities) => {
          const [first, ...more] = moves;
          return [
            entities.dogProgress.create({ userId, dogId, ficheId, completedAt: at, pointsEarned: earned }).commit(),
            ...(pay
              ? [
                  entities.validationDay
                    .update({ userId, day })
                    .add({ paidFiches: 1, points: reward })
                    .set({ expiresAt: Math.floor(Date.parse(at) / 1000) + VALIDATION_DAY_TTL_SECONDS })
                    .where(({ paidFiches }, { notExists, lt }) => `${notExists(paidFiches)} OR ${lt(paidFiches, cap)}`)
                    .commit(),
                ]
              : []),
            // Nothing credited: the member must exist all the same (a token without a member writes nothing, 403).
            ...(first ? creditItems(entities, first, ...more) : [entities.points.check({ userId }).where((attributes, { exists }) => exists(attributes.userId)).commit()]),
            // The admin's figures count the validation with it, once (issue 14): after the items read by position above.
            ...totalsItems(entities, { ficheValidations: 1 }),
            ...periodItems(entities, at, { ficheValidations: 1 }),
            ...ficheItems(entities, ficheId),
            // The automations hear of the validation with it, once (the transactional outbox).
            outboxItem(entities, 'fiche_validated', { userId, ficheId, dogId, pointsEarned: earned }, at),
            // The training log (issue 25): after the items above, so they keep their positions.
            entities.trainingSession.create(session('first', earned)).commit(),
            // The request's key (issue 27), last: a request sent again with it is cancelled here.
            ...(keyRecord ? [entities.validationRequest.create(keyRecord('first', earned, reward > 0 && !pay)).commit()] : []),
          ];
        })
        .go(),
    );
    // Positions: the progress, the day's counter (when paying), the balance (or the member's check), one line per move.
    const ledgerAt = pay ? 2 : 1;
    return send.then((result) => {
      const items: readonly TransactionItem<unknown>[] = result.data;
      return {
        result,
        earned,
        progress: items[0]?.code,
        dayCounter: pay ? items[1]?.code : undefined,
        ledger: items.slice(ledgerAt, ledgerAt + 1 + moves.length),
        challengeLine: bonus ? items[ledgerAt + moves.length]?.code : undefined,
      };
    });
  };

  let pay = reward > 0 && validationPays(today?.paidFiches ?? 0);
  let bonus = challenge;
  // At most three sends: each later one drops what a failed condition refused (the day's cap reached, the month's
  // challenge already earned with another fiche), decided by those conditions alone.
  for (let send = 0; send < 3; send += 1) {
    const outcome = await complete({ pay, bonus });
    if (!outcome.result.canceled) {
      const recorded = { sessionId, kind: 'first' as const };
      return { ficheId, pointsEarned: outcome.earned, ...(await balance(db, userId)), alreadyCompleted: false, dailyCapReached: reward > 0 && !pay, dogId, session: recorded };
    }
    // Sent again with its key: answered as the first send was (the progress exists then too, so checked first).
    const again = await replayed();
    if (again) return again;
    if (outcome.progress === 'ConditionalCheckFailed') {
      const recorded = repeat ? await recordRepeat(db, session('repeat', 0), keyRecord?.('repeat', 0, false) ?? null) : null;
      if (recorded === 'replayed') return (await replayed()) ?? raise(`Séance refaite de ${ficheId} : clé de requête introuvable`);
      return { ficheId, pointsEarned: 0, ...(await balance(db, userId)), alreadyCompleted: true, dailyCapReached: false, dogId, session: recorded };
    }
    const capReached = outcome.dayCounter === 'ConditionalCheckFailed';
    const challengeEarned = outcome.challengeLine === 'ConditionalCheckFailed';
    if (capReached || challengeEarned) {
      if (capReached) pay = false;
      if (challengeEarned) bonus = null;
      continue;
    }
    if (ledgerRefusal(outcome.ledger) === 'no-member') throw new HttpError('MEMBER_NOT_FOUND');
    throw new Error(`Validation de ${ficheId} annulée : ${outcome.result.data.map((item) => item.code).join(', ')}`);
  }
  throw new Error(`Validation de ${ficheId} : trois envois refusés`);
}

/**
 * 'Refaire la séance': one more session of a fiche already completed for the dog, no points. One transaction: the
 * completion must exist (a repeat never stands in for the first validation), the session is created, the member exists,
 * and the request's key (when sent) is recorded, only if absent: 'replayed' when that key had already been applied.
 */
async function recordRepeat(
  db: Db,
  item: { userId: string; dogId: string; sessionId: string; ficheId: string; at: string; day: string; week: string; kind: TrainingSessionKind; pointsEarned: number },
  keyRecord: ValidationRequestRecord | null,
): Promise<FicheValidation['session'] | 'replayed'> {
  const { userId, dogId, ficheId } = item;
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.dogProgress.check({ userId, dogId, ficheId }).where((attributes, { exists }) => exists(attributes.ficheId)).commit(),
        entities.trainingSession.create(item).commit(),
        entities.points.check({ userId }).where((attributes, { exists }) => exists(attributes.userId)).commit(),
        ...(keyRecord ? [entities.validationRequest.create(keyRecord).commit()] : []),
      ])
      .go(),
  );
  if (!result.canceled) return { sessionId: item.sessionId, kind: 'repeat' };
  const items: readonly { code: string }[] = result.data;
  if (items[3]?.code === 'ConditionalCheckFailed') return 'replayed';
  if (result.data[2]?.code === 'ConditionalCheckFailed') throw new HttpError('MEMBER_NOT_FOUND');
  throw new Error(`Séance refaite de ${ficheId} annulée : ${result.data.map((entry) => entry.code).join(', ')}`);
}

/** A validation request's key is kept 30 days: longer than any queue waits (its validations count at most 48 h back). */
const VALIDATION_REQUEST_TTL_DAYS = 30;

type ValidationRequestRecord = EntityItem<Db['entities']['validationRequest']>;

/** The key's record id: the member's id and their key, hashed (one member's key never meets another's). */
const requestKeyOf = (userId: string, key: string): string => createHash('sha256').update(`${userId}\n${key}`).digest('base64url');

const raise = (message: string): never => {
  throw new Error(message);
};

/** The day's counter outlives its Paris day by a little: the points page reads today's only. */
const VALIDATION_DAY_TTL_SECONDS = 3 * 24 * 3600;

async function balance(db: Db, userId: string) {
  const points = await readBalance(db, userId);
  if (!points) throw new HttpError('MEMBER_NOT_FOUND');
  return points;
}
