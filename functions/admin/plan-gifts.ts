import type { EntityItem } from 'electrodb';
import type { PlanGift } from '../../shared/contract/admin-member-schemas';
import { parisMonth } from '../../shared/domain/months';
import { giftEndOf, giftSummary, paysForPlan, runningGift } from '../../shared/domain/plan-gifts';
import { monthlyCounters, PLANS, type PaidPlanId, type PlanId } from '../../shared/domain/plans';
import type { Db } from '../lib/db/service';
import { writeTransaction, type TransactionOutcome } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { adminActionItem } from '../lib/members/admin-actions';
import { memberFacts, type MemberFacts } from '../lib/members/facts';
import { giftEndItems, planChangeEffects } from '../lib/members/plan-change';

type SubscriptionItem = EntityItem<Db['entities']['subscription']>;

/** The member's plan after a gift was given or ended, and the gift that runs. */
export interface GiftResult {
  plan: PlanId;
  gift: PlanGift | null;
}

interface AdminRequest {
  actorId: string;
  userId: string;
  reason: string;
  /** The admin's request key: a retried request gives or ends the gift once and logs it once. */
  requestId: string;
  at: string;
}

/**
 * An admin gives Premium or Expert+ by hand (issue 21), until the end of a Paris day or until an admin ends it. The
 * paid plan comes first (shared/domain/plan-gifts.ts): a member whose paid subscription gives access is refused with
 * GIFT_PAID_SUBSCRIPTION. One conditional transaction holds the plan (its monthly counters set afresh on a change of
 * plan, as a payment would), the gift's end for the expiry job, the log line keyed by the admin's request (a retry
 * writes nothing more) and the plan change's effects (figures, the member's app, plan_upgraded for the automations
 * and Discord). It is written over the subscription as read: a payment synchronised meanwhile cancels it (409).
 */
export async function giftPlan(db: Db, request: AdminRequest & { plan: PaidPlanId; endsOn: string | null }): Promise<GiftResult> {
  const { actorId, userId, plan, endsOn, reason, requestId, at } = request;
  const endsAt = endsOn ? giftEndOf(endsOn) : null;
  if (endsAt && endsAt <= at) throw new HttpError('GIFT_END_PAST');
  const { before, member } = await readMember(db, userId);
  if (before.giftId === requestId) return resultOf(before, at);
  if (paysForPlan(before)) throw new HttpError('GIFT_PAID_SUBSCRIPTION');

  const outcome = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.subscription
          .patch({ userId })
          .set({
            plan,
            giftPlan: plan,
            giftId: requestId,
            ...(endsAt ? { giftEndsAt: endsAt } : {}),
            updatedAt: at,
            ...(before.plan !== plan ? { ...monthlyCounters(plan), quotaMonth: parisMonth(at) } : {}),
          })
          // A gifted plan has no billing period (no revenue); an end of gift left over from an earlier gift goes.
          .remove([...(endsAt ? [] : (['giftEndsAt'] as const)), ...(before.billingPeriod ? (['billingPeriod'] as const) : [])])
          // Over the subscription as read: same plan and staff standing, same gift, no synchronisation with the payment provider since.
          .where(({ plan: storedPlan, giftId, syncedAt, staff }, { eq, notExists }) =>
            [
              eq(storedPlan, before.plan),
              before.staff ? eq(staff, true) : notExists(staff),
              before.giftId ? eq(giftId, before.giftId) : notExists(giftId),
              before.syncedAt ? eq(syncedAt, before.syncedAt) : notExists(syncedAt),
            ].join(' AND '),
          )
          .commit(),
        endsAt ? entities.giftEnd.put({ userId, giftId: requestId, endsAt }).commit() : entities.giftEnd.delete({ userId }).commit(),
        adminActionItem(entities, { userId, actionId: requestId, kind: 'plan', summary: giftSummary(plan, endsAt), reason, actorId, at }),
        ...planChangeEffects(entities, { before, plan, member, at }),
      ])
      .go(),
  );
  return settled(db, outcome, userId, at);
}

/**
 * An admin ends a running gift now (issue 21): the member returns to the plan their payments give — the free plan,
 * since a paid plan with access would have replaced the gift — with the same effects as any change of plan
 * (plan_cancelled for the automations and Discord). Logged with its reason, once per request.
 */
export async function endGift(db: Db, request: AdminRequest): Promise<GiftResult> {
  const { actorId, userId, reason, requestId, at } = request;
  const { before, member } = await readMember(db, userId);
  if (!runningGift(before, at)) {
    // A retried end finds the gift gone: it answers as the first one did.
    const { data: logged } = await db.entities.adminAction.get({ userId, actionId: requestId }).go({ attributes: ['actionId'] });
    if (logged) return resultOf(before, at);
    throw new HttpError('GIFT_NONE');
  }
  const summary = `Offre ${PLANS[before.giftPlan as PaidPlanId].name} offerte arrêtée`;
  const outcome = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        ...giftEndItems(entities, { before, member, at }),
        adminActionItem(entities, { userId, actionId: requestId, kind: 'plan', summary, reason, actorId, at }),
      ])
      .go(),
  );
  return settled(db, outcome, userId, at);
}

async function readMember(db: Db, userId: string): Promise<{ before: SubscriptionItem; member: MemberFacts }> {
  const [{ data: before }, member] = await Promise.all([db.entities.subscription.get({ userId }).go({ consistent: true }), memberFacts(db, userId)]);
  if (!before) throw new HttpError('ADMIN_MEMBER_NOT_FOUND');
  return { before, member };
}

/** The outcome of a gift's transaction: written, or the same request already logged (a retry), or a change meanwhile. */
async function settled(db: Db, outcome: TransactionOutcome, userId: string, at: string): Promise<GiftResult> {
  if (outcome.canceled) {
    const [subscription, , action] = outcome.data.map((item) => item.code);
    const retried = action === 'ConditionalCheckFailed';
    if (!retried && subscription === 'ConditionalCheckFailed') throw new HttpError('GIFT_CHANGED');
    if (!retried) throw new Error(`Offre en cadeau annulée : ${outcome.data.map((item) => item.code).join(', ')}`);
  }
  const { data } = await db.entities.subscription.get({ userId }).go({ consistent: true });
  if (!data) throw new HttpError('ADMIN_MEMBER_NOT_FOUND');
  return resultOf(data, at);
}

function resultOf(item: SubscriptionItem, at: string): GiftResult {
  return { plan: item.plan, gift: runningGift(item, at) };
}
