import type { ApiErrorCode } from '../../shared/contract/errors';
import { ficheLock, type FicheLock } from '../../shared/domain/entitlements';
import type { LevelId } from '../../shared/domain/levels';
import { ficheCompletionPoints, TRANSACTION_REASONS } from '../../shared/domain/points';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { ficheItems, periodItems, totalsItems } from '../lib/stats/counters';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { creditItems, ledgerRefusal, pointsSource, readBalance, type PointsMove } from '../lib/points/ledger';
import { challengeCredit } from '../points/challenge';

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
 * Marks a fiche completed for the member, once (SPEC §4 Fiche progress): creates the progress item and credits
 * the fiche's points_reward through the ledger ('Fiche complétée', source `fiche:<id>`), in ONE DynamoDB
 * transaction guarded by conditions:
 * - the progress item is created only if absent (attribute_not_exists): the completion and everything in the
 *   transaction happen at most once per member and fiche, however many requests race;
 * - the ledger's balance update is an atomic `ADD` on the condition that the member's points exist, so
 *   validations of other fiches by the same member commit side by side instead of retrying each other out,
 *   and a token without a member record writes nothing (403);
 * - the ledger line, keyed by the fiche, is a second guard of the same fact.
 * When the fiche is one of the month's challenge fiches, the challenge's +10 (`challenge:<month>`, once a month)
 * joins the same transaction: one update of the balance, one more line.
 * The answer's total is read after the commit (consistent read): it includes this credit and any that
 * committed meanwhile, and the level is derived from it (a level crossed is announced from the table's stream,
 * functions/lib/points/milestones.ts, not by this request).
 */
export async function validateFiche(db: Db, { userId, ficheId, now }: { userId: string; ficheId: string; now: () => string }): Promise<FicheValidation> {
  const at = now();
  const [{ data: fiche }, { data: subscription }, challenge] = await Promise.all([
    db.entities.fiche.get({ ficheId }).go({ attributes: ['ficheId', 'isPublished', 'isFree', 'premiumOnly', 'expertPlusOnly', 'pointsReward'] }),
    db.entities.subscription.get({ userId }).go({ attributes: ['plan'] }),
    challengeCredit(db, { userId, ficheId, at }),
  ]);
  if (!fiche || !fiche.isPublished) throw new HttpError('FICHE_NOT_FOUND');
  const lock = ficheLock(subscription?.plan ?? 'gratuit', fiche);
  if (lock) throw new HttpError(LOCKED[lock.requiredPlan]);

  const reward = ficheCompletionPoints(fiche);
  const credit = { userId, source: pointsSource.fiche(ficheId), points: reward, reason: TRANSACTION_REASONS.ficheCompleted, at };
  const complete = (bonus: PointsMove | null) =>
    writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.ficheProgress.create({ userId, ficheId, completedAt: at, pointsEarned: reward + (bonus?.points ?? 0) }).commit(),
          ...creditItems(entities, credit, ...(bonus ? [bonus] : [])),
          // The admin's figures count the validation with it, once (issue 14): after the items read by position above.
          ...totalsItems(entities, { ficheValidations: 1 }),
          ...periodItems(entities, at, { ficheValidations: 1 }),
          ...ficheItems(entities, ficheId),
          // The automations hear of the validation with it, once (the transactional outbox).
          outboxItem(entities, 'fiche_validated', { userId, ficheId, pointsEarned: reward + (bonus?.points ?? 0) }, at),
        ])
        .go(),
    );

  let bonus = challenge;
  let result = await complete(bonus);
  // The month's challenge pays once: if the member earned it with another challenge fiche (its line exists), the
  // validation goes through without it — one more send, decided by that condition alone.
  const codes = result.data.map((item) => item.code); // progress, balance, fiche line, challenge line
  if (result.canceled && bonus && codes[0] !== 'ConditionalCheckFailed' && codes[3] === 'ConditionalCheckFailed') {
    bonus = null;
    result = await complete(bonus);
  }
  if (result.canceled) {
    const [progress, ...ledger] = result.data;
    if (progress?.code === 'ConditionalCheckFailed') return { ficheId, pointsEarned: 0, ...(await balance(db, userId)), alreadyCompleted: true };
    if (ledgerRefusal(ledger) === 'no-member') throw new HttpError('MEMBER_NOT_FOUND');
    throw new Error(`Validation de ${ficheId} annulée : ${result.data.map((item) => item.code).join(', ')}`);
  }
  return { ficheId, pointsEarned: reward + (bonus?.points ?? 0), ...(await balance(db, userId)), alreadyCompleted: false };
}

async function balance(db: Db, userId: string) {
  const points = await readBalance(db, userId);
  if (!points) throw new HttpError('MEMBER_NOT_FOUND');
  return points;
}
