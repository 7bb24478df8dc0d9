import type { EntityItem } from 'electrodb';
import { isUpgrade } from '../../../shared/domain/billing';
import { parisMonth } from '../../../shared/domain/months';
import { monthlyCounters, type PlanId } from '../../../shared/domain/plans';
import { planChangeDeltas } from '../../../shared/domain/stats';
import type { Db } from '../db/service';
import { outboxItem } from '../events/outbox';
import type { WriteEntities } from '../points/ledger';
import { notificationItem } from '../realtime/notifier';
import { periodItems, totalsItems } from '../stats/counters';
import type { MemberFacts } from './facts';

type SubscriptionItem = EntityItem<Db['entities']['subscription']>;

/**
 * What a change of plan the team makes (a gift given or ended, issue 21) brings beside the subscription's own write,
 * in the same transaction, as a synchronisation with the payment provider does (functions/payments/sync-subscription.ts):
 * the admin's figures (members by plan; a gift has no billing period, so it is neither revenue nor a sale), the
 * member's open app told to read their rights again, and plan_upgraded or plan_cancelled in the outbox, which the
 * automations and the Discord roles follow (their consumers, once per event).
 */
export function planChangeEffects(entities: WriteEntities, change: { before: Pick<SubscriptionItem, 'plan' | 'billingPeriod' | 'staff'>; plan: PlanId; member: MemberFacts; at: string }) {
  const { before, plan, member, at } = change;
  if (before.plan === plan) return [];
  // A staff account is out of the members by plan: the write that brings these effects is conditioned on the standing read.
  const deltas = planChangeDeltas({ plan: before.plan, period: before.billingPeriod ?? null, staff: before.staff === true }, { plan, period: null });
  const facts = { ...member, plan };
  return [
    ...totalsItems(entities, deltas.totals),
    ...periodItems(entities, at, { ...deltas.period, ...deltas.totals }),
    notificationItem(entities, member.userId, { kind: 'subscription_updated', plan }, at),
    ...(plan !== 'gratuit' && isUpgrade(before.plan, plan) ? [outboxItem(entities, 'plan_upgraded', { ...facts, subscriptionType: plan, previousPlan: before.plan }, at)] : []),
    ...(plan === 'gratuit' && before.plan !== 'gratuit' ? [outboxItem(entities, 'plan_cancelled', { ...facts, previousPlan: before.plan }, at)] : []),
  ];
}

/**
 * The end of a member's gift, for one transaction (an admin's end, or the expiry job's): back to the free plan with
 * its counters, the gift and its end removed, and the plan change's effects. Written only over the very gift read
 * (`giftId`) and the plan read, so a gift replaced, ended or overtaken by a payment meanwhile is left as it is.
 */
export function giftEndItems(entities: WriteEntities, { before, member, at }: { before: SubscriptionItem; member: MemberFacts; at: string }) {
  const plan: PlanId = 'gratuit';
  return [
    entities.subscription
      .patch({ userId: before.userId })
      .set({ plan, ...monthlyCounters(plan), quotaMonth: parisMonth(at), updatedAt: at })
      .remove(['giftPlan', 'giftEndsAt', 'giftId'])
      .where(({ giftId, plan: storedPlan, staff }, { eq, notExists }) =>
        [eq(giftId, before.giftId ?? ''), eq(storedPlan, before.plan), before.staff ? eq(staff, true) : notExists(staff)].join(' AND '),
      )
      .commit(),
    entities.giftEnd.delete({ userId: before.userId }).commit(),
    ...planChangeEffects(entities, { before, plan, member, at }),
  ];
}
