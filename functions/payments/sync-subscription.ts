import type Stripe from 'stripe';
import {
  grantsAccess,
  isPlanPriceKey,
  isUpgrade,
  planFromSubscription,
  planOfPriceKey,
  resetsCounters,
  type SubscriptionFacts,
} from '../../shared/domain/billing';
import { parisMonth } from '../../shared/domain/months';
import { giftRuns } from '../../shared/domain/plan-gifts';
import { monthlyCounters, PLANS, type BillingPeriod, type PaidPlanId } from '../../shared/domain/plans';
import { signUpBonusReason } from '../../shared/domain/points';
import type { EventDetail } from '../../shared/events/catalogue';
import type { Billing } from '../lib/billing/billing';
import type { Db } from '../lib/db/service';
import { outboxItem } from '../lib/events/outbox';
import { logger } from '../lib/logger';
import { memberFacts, type MemberFacts } from '../lib/members/facts';
import { creditItems, pointsSource } from '../lib/points/ledger';
import { notificationItem } from '../lib/realtime/notifier';
import { periodItems, totalsItems } from '../lib/stats/counters';
import { planChangeDeltas } from '../../shared/domain/stats';
import { idOf } from './provider-ids';
import { recordedWrite, type RecordedItem } from './recorded-write';

export interface ProviderEvent {
  id: string;
  type: string;
}

/** The member a subscription belongs to, as the synchronisation found them. */
export interface SyncedMember {
  userId: string;
  email: string;
  plan: PaidPlanId;
  period: BillingPeriod;
}

export interface SyncInput {
  subscriptionId: string;
  /** The event that asked for it (recorded once, with the effect); null for the member's 'Actualiser'. */
  event: ProviderEvent | null;
  /** Items the event adds to the same transaction (an invoice's payment row), made for the member it belongs to. */
  extra?: (member: SyncedMember) => readonly RecordedItem[];
  /** Events the extra items bring, written with them if they are new, beside the ones the change itself makes (payment_failed). */
  alsoPublish?: readonly MemberEvent[];
  /** The clock: the instant of the write, and of the read (which orders concurrent synchronisations). */
  now: () => string;
}

type MemberEventName = 'plan_upgraded' | 'plan_cancelled' | 'subscription_cancelled' | 'payment_failed';
/** A member event without the member's facts, which the synchronisation adds when it writes it to the outbox. */
export type MemberEvent = { [N in MemberEventName]: { name: N; detail: Omit<EventDetail<N>, keyof MemberFacts> } }[MemberEventName];

const toIso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** The subscription in the product's terms; null when its price is not one the product sells. */
export function subscriptionFacts(subscription: Stripe.Subscription, billing: Billing): (SubscriptionFacts & { amount: number }) | null {
  const item = subscription.items.data[0];
  const key = item ? billing.priceKey(item.price.id) : undefined;
  if (!item || !key || !isPlanPriceKey(key)) return null;
  const { plan, period } = planOfPriceKey(key);
  return {
    status: subscription.status,
    plan,
    period,
    periodStart: toIso(item.current_period_start),
    periodEnd: toIso(item.current_period_end),
    // A cancellation the member asked for ends the plan at the end of the period (`cancel_at` is the portal's way).
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    amount: item.price.unit_amount ?? 0,
  };
}

/**
 * Writes a member's plan from their subscription as the provider holds it NOW (issue 13, DESIGN §8): whatever event
 * asked, the handler re-reads the subscription and writes the state it finds, so events arriving late, twice or out
 * of order (a `deleted` before an `updated`, two `updated` older first) all end in the provider's current state.
 * One transaction holds the event's record, the member's state, the subscription row and, on a plan's first
 * activation, its bonus points (once per member and plan, by the ledger's source key):
 * - the state is written only over an older read (`syncedAt`), so two synchronisations racing cannot leave the
 *   older read last;
 * - the monthly counters are set afresh on a change of plan and at each new paid period, once per period;
 * - an old subscription of the member that ends does not touch the plan a newer one gives.
 */
export async function syncSubscription(db: Db, billing: Billing, input: SyncInput): Promise<'synced' | 'duplicate' | 'ignored'> {
  const subscription = await billing.subscription(input.subscriptionId);
  const readAt = input.now();
  const facts = subscription && subscriptionFacts(subscription, billing);
  const userId = subscription && (subscription.metadata.userId ?? (await billing.customerUserId(idOf(subscription.customer))));
  const { data: before } = userId ? await db.entities.subscription.get({ userId }).go({ consistent: true }) : { data: null };
  if (!subscription || !facts || !userId || !before) {
    // Not ours (unknown to the provider, another product's price, a customer without a member): nothing to write,
    // and the event is acknowledged so the provider stops sending it. Ids only in the log, no personal data.
    logger.warn('Abonnement inconnu, sans membre ou à un prix inconnu : ignoré', { subscriptionId: input.subscriptionId, found: Boolean(subscription), known: Boolean(facts) });
    return 'ignored';
  }

  const plan = planFromSubscription(facts);
  // The paid plan comes first (shared/domain/plan-gifts.ts): a subscription without access leaves a running gift as it
  // is, and one with access replaces it (the gift and its end removed with the state).
  const keepsGift = plan === 'gratuit' && giftRuns(before, readAt);
  const endsGift = plan !== 'gratuit' && Boolean(before.giftPlan);
  const isCurrent = (!before.stripeSubscriptionId || before.stripeSubscriptionId === subscription.id || grantsAccess(facts.status)) && !keepsGift;
  const reset = resetsCounters({ plan: before.plan, quotaPeriod: before.quotaPeriod ?? null }, plan, facts.periodStart);
  const at = input.now();
  const { email } = (await db.entities.profile.get({ userId }).go({ attributes: ['email'] })).data ?? { email: '' };

  // The admin's figures (members by plan, MRR, paid activations and cancellations) move with the state, in its part.
  const deltas = planChangeDeltas({ plan: before.plan, period: before.billingPeriod ?? null, staff: before.staff === true }, { plan, period: plan === 'gratuit' ? null : facts.period });
  const state: RecordedItem = {
    group: 'state',
    items: (entities) => [
      entities.subscription
        .patch({ userId })
        .set({
          plan,
          stripeSubscriptionId: subscription.id,
          billingPeriod: facts.period,
          billingStatus: facts.status,
          periodEnd: facts.periodEnd,
          cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
          syncedAt: readAt,
          updatedAt: at,
          ...(reset
            ? { ...monthlyCounters(plan), quotaPeriod: facts.periodStart, quotaMonth: parisMonth(at) }
            : {}),
        })
        .remove(endsGift ? ['giftPlan', 'giftEndsAt', 'giftId'] : [])
        // Over an older read, and over the plan this synchronisation read: the admin's figures below move from it.
        .where(({ syncedAt, plan: storedPlan, billingPeriod, staff }, { notExists, lte, eq }) =>
          [
            `(${notExists(syncedAt)} OR ${lte(syncedAt, readAt)})`,
            eq(storedPlan, before.plan),
            before.billingPeriod ? eq(billingPeriod, before.billingPeriod) : notExists(billingPeriod),
            // A staff account is out of the members by plan (issue 21): the figures move from the standing read.
            before.staff ? eq(staff, true) : notExists(staff),
          ].join(' AND '),
        )
        .commit(),
      ...(endsGift ? [entities.giftEnd.delete({ userId }).commit()] : []),
      ...totalsItems(entities, deltas.totals),
      ...periodItems(entities, at, { ...deltas.period, ...deltas.totals }),
      // The member's open app reads their rights again.
      notificationItem(entities, userId, { kind: 'subscription_updated', plan }, at),
    ],
  };
  const row: RecordedItem = {
    items: ({ paidSubscription }) => [
      paidSubscription
        .put({
          subscriptionId: subscription.id,
          userId,
          memberEmail: email,
          plan: facts.plan,
          billingPeriod: facts.period,
          status: facts.status,
          amount: facts.amount,
          periodEnd: facts.periodEnd,
          cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
          startedAt: toIso(subscription.start_date),
          updatedAt: at,
        })
        .commit(),
    ],
  };
  // The plan's bonus, paid with the plan that brings it: once per member and plan, whatever the events (the line's key).
  const bonus: RecordedItem[] =
    isCurrent && plan !== 'gratuit' && PLANS[plan].signUpBonusPoints > 0
      ? creditLines(userId, { source: pointsSource.planBonus(plan), points: PLANS[plan].signUpBonusPoints, reason: signUpBonusReason(plan), at })
      : [];

  // The event's own items (an invoice's row) stand or fall together, with the events they bring (payment_failed).
  const extra = (input.extra?.({ userId, email, plan: facts.plan, period: facts.period }) ?? []).map((item) => ({ ...item, group: item.group ?? 'extra' }));
  // What the change tells the automations, written to the outbox in the very transaction: each part's events stand
  // or fall with it (the state's with the state, payment_failed with the invoice's row), so they are sent once.
  const stateEvents: MemberEvent[] = [];
  if (isCurrent) {
    if (isUpgrade(before.plan, plan) && plan !== 'gratuit') stateEvents.push({ name: 'plan_upgraded', detail: { subscriptionType: plan, previousPlan: before.plan } });
    if (plan !== 'gratuit' && facts.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
      stateEvents.push({ name: 'subscription_cancelled', detail: { subscriptionType: plan, accessUntil: facts.periodEnd } });
    }
    if (plan === 'gratuit' && before.plan !== 'gratuit') stateEvents.push({ name: 'plan_cancelled', detail: { previousPlan: before.plan } });
  }
  const member = { ...(await memberFacts(db, userId)), plan };
  const announce = (group: string, list: readonly MemberEvent[]): RecordedItem[] =>
    list.length === 0 ? [] : [{ group, items: (entities) => list.map((event) => outboxItem(entities, event.name, { ...member, ...event.detail } as EventDetail<typeof event.name>, at)) }];
  const events = [...announce('state', stateEvents), ...(extra.length ? announce('extra', input.alsoPublish ?? []) : [])];

  const items = [...(isCurrent ? [state] : []), row, ...bonus, ...extra, ...events];
  const outcome = await recordedWrite(db, input.event, items, at);
  if (outcome.status === 'duplicate') return 'duplicate';
  return 'synced';
}

/** A credit of the ledger as one recorded part: the balance's update and the line stand or fall together. */
export function creditLines(userId: string, move: { source: ReturnType<(typeof pointsSource)[keyof typeof pointsSource]>; points: number; reason: string; at: string }): RecordedItem[] {
  return [{ group: `credit:${move.source}`, items: (entities) => creditItems(entities, { userId, ...move }) }];
}
