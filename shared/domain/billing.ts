import { BILLING_PERIODS, PAID_PLAN_IDS, PLAN_IDS, PLANS, type BillingPeriod, type PaidPlanId, type PlanId } from './plans';
import type { RewardType } from './rewards';
import { isShopProductId, REFUND_WINDOW_DAYS, SHOP_PRODUCT_IDS, SHOP_PRODUCTS, type ShopProductId } from './shop';
import { VISIO_DURATIONS, visioOfferOf, type VisioDuration } from './visios';

/**
 * Payments (issue 13): what a member can buy, the state a subscription gives them and when a purchase can be refunded.
 * The server maps each price key to the payment provider's price id (configuration, never the client's copy).
 */

/** One price per thing sold: a paid plan for a billing period, a product of the shop, or a paid visio of a length. */
export const PLAN_PRICE_KEYS = PAID_PLAN_IDS.flatMap((plan) => BILLING_PERIODS.map((period) => `${plan}_${period}` as const));
export type PlanPriceKey = `${PaidPlanId}_${BillingPeriod}`;
export const VISIO_PRICE_KEYS = VISIO_DURATIONS.map((duration) => `visio_${duration}` as const);
export type VisioPriceKey = `visio_${VisioDuration}`;
export const PRICE_KEYS = [...PLAN_PRICE_KEYS, ...SHOP_PRODUCT_IDS, ...VISIO_PRICE_KEYS] as const;
export type PriceKey = PlanPriceKey | ShopProductId | VisioPriceKey;

export function visioPriceKey(duration: VisioDuration): VisioPriceKey {
  return `visio_${duration}`;
}

export function isVisioPriceKey(value: string): value is VisioPriceKey {
  return (VISIO_PRICE_KEYS as readonly string[]).includes(value);
}

/** 'Visio bilan (60 min)': the offer a visio price sells. */
function visioPriceLabel(key: VisioPriceKey): string {
  const offer = visioOfferOf(Number(key.slice('visio_'.length)) as VisioDuration);
  return `${offer.name} (${offer.durationMinutes} min)`;
}

export function planPriceKey(plan: PaidPlanId, period: BillingPeriod): PlanPriceKey {
  return `${plan}_${period}`;
}

/** The plan and period a plan price key sells. */
export function planOfPriceKey(key: PlanPriceKey): { plan: PaidPlanId; period: BillingPeriod } {
  const [plan, period] = key.split('_') as [PaidPlanId, BillingPeriod];
  return { plan, period };
}

export function isPlanPriceKey(value: string): value is PlanPriceKey {
  return (PLAN_PRICE_KEYS as readonly string[]).includes(value);
}

/**
 * What a shop product leaves the member once paid: a ticket or video credit (a reward of that type, on any plan) or a bonus
 * visio (the subscription's `visios_bonus`: a visio de suivi). Credits never expire (SHOP_TERMS).
 */
export type ShopCredit = { kind: 'reward'; rewardType: RewardType } | { kind: 'visioBonus' };

export const SHOP_CREDITS: Readonly<Record<ShopProductId, ShopCredit>> = {
  ticket_standard: { kind: 'reward', rewardType: 'ticket_standard' },
  ticket_urgent: { kind: 'reward', rewardType: 'ticket_urgent' },
  visio_unique: { kind: 'visioBonus' },
  video_retour: { kind: 'reward', rewardType: 'video_retour' },
};

/**
 * The provider's subscription statuses (Stripe's) that keep the plan's access: paying, in a trial, or a renewal that
 * failed and is being retried (`past_due`: the member keeps access and sees the card banner until the provider gives
 * up). Every other status (canceled, unpaid, incomplete, incomplete_expired, paused) is the free plan.
 */
const STATUSES_WITH_ACCESS = new Set(['active', 'trialing', 'past_due']);

export function grantsAccess(status: string): boolean {
  return STATUSES_WITH_ACCESS.has(status);
}

/** Statuses of a subscription the provider has ended for good: its portal has nothing of it left to manage. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/**
 * Whether the member has a subscription at the provider to manage in its portal (card, invoices, change of plan,
 * cancellation): one that has not ended. A customer alone (a shop purchase, a checkout left unpaid) or a plan the team
 * gave (shared/domain/plan-gifts.ts) is no subscription: the portal would only say that none is running.
 */
export function hasSubscriptionToManage({ stripeSubscriptionId, billingStatus }: { stripeSubscriptionId?: string | null; billingStatus?: string | null }): boolean {
  return Boolean(stripeSubscriptionId) && Boolean(billingStatus) && !ENDED_STATUSES.has(billingStatus ?? '');
}

/** Paid plans in rising order: going up is an upgrade (plan_upgraded), going down is not. */
const PLAN_RANK: Readonly<Record<PlanId, number>> = Object.fromEntries(PLAN_IDS.map((plan, rank) => [plan, rank])) as Record<PlanId, number>;

export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return PLAN_RANK[to] > PLAN_RANK[from];
}

/** What a subscription, as the provider holds it now, makes of the member. */
export interface SubscriptionFacts {
  status: string;
  /** The plan its price sells. */
  plan: PaidPlanId;
  period: BillingPeriod;
  /** Start and end of the period paid for (ISO). */
  periodStart: string;
  periodEnd: string;
  cancelAtPeriodEnd: boolean;
}

export interface MemberBilling {
  plan: PlanId;
  /** The period the monthly counters were last set for: a new one resets them (once per period). */
  quotaPeriod: string | null;
}

/**
 * The member's plan from their subscription: its plan while the status grants access, else the free plan. Access
 * lasts to the end of the paid period after a cancellation: the provider keeps the status `active` until then.
 */
export function planFromSubscription(facts: Pick<SubscriptionFacts, 'status' | 'plan'>): PlanId {
  return grantsAccess(facts.status) ? facts.plan : 'gratuit';
}

/**
 * Whether the monthly counters (tickets_remaining, visios_remaining) are set afresh: on a change of plan, and at the
 * start of each paid period (a renewal), once per period whatever the number of events that tell it.
 */
export function resetsCounters(before: MemberBilling, plan: PlanId, periodStart: string | null): boolean {
  if (plan !== before.plan) return true;
  return plan !== 'gratuit' && periodStart !== null && periodStart !== before.quotaPeriod;
}

/** What the member's page shows of a paid plan (check-subscription, SPEC §7). */
export interface SubscriptionCheck {
  subscribed: boolean;
  subscriptionType: PlanId;
  /** End of the paid period: the renewal date, or the last day of access after a cancellation. */
  subscriptionEnd: string | null;
}

/** A shop purchase may be refunded while its credit is unused, up to 14 days after payment (SPEC §9). */
export function refundDeadline(paidAt: string): string {
  return new Date(Date.parse(paidAt) + REFUND_WINDOW_DAYS * 24 * 3_600_000).toISOString();
}

export function isWithinRefundWindow(paidAt: string, now: string): boolean {
  return Date.parse(now) <= Date.parse(refundDeadline(paidAt));
}

/** What a payment paid for: a shop product, a subscription invoice, a booked visio (its length's price). */
export const PAYMENT_KINDS = ['shop', 'subscription', 'visio'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** How a payment stands in the admin's list. */
export const PAYMENT_STATUSES = ['paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  paid: 'Payé',
  failed: 'Échoué',
  refunded: 'Remboursé',
};

/** The webhook events the product handles: the ones to subscribe the endpoint to (admin's webhook guide). */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Seconds a signed webhook stays acceptable: older is a replay (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const BILLING_PERIOD_LABELS: Readonly<Record<BillingPeriod, string>> = { monthly: 'mensuel', yearly: 'annuel' };

/** What a payment bought, as an admin reads it: 'Ticket urgent', 'Premium (annuel)'. */
export function paymentProductLabel(payment: { kind: PaymentKind; product: string; billingPeriod?: BillingPeriod | null }): string {
  if (payment.kind === 'shop') return isShopProductId(payment.product) ? SHOP_PRODUCTS[payment.product].name : payment.product;
  if (payment.kind === 'visio') return isVisioPriceKey(payment.product) ? visioPriceLabel(payment.product) : payment.product;
  const name = (PLAN_IDS as readonly string[]).includes(payment.product) ? PLANS[payment.product as PlanId].name : payment.product;
  return payment.billingPeriod ? `${name} (${BILLING_PERIOD_LABELS[payment.billingPeriod]})` : name;
}

/** The provider's subscription statuses in French (admin's list). */
const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Actif',
  trialing: 'Essai',
  past_due: 'Paiement en retard',
  unpaid: 'Impayé',
  canceled: 'Terminé',
  incomplete: 'Incomplet',
  incomplete_expired: 'Expiré',
  paused: 'En pause',
};

export function subscriptionStatusLabel(status: string, cancelAtPeriodEnd: boolean): string {
  if (grantsAccess(status) && cancelAtPeriodEnd) return 'Résilié, actif jusqu’à la fin de la période';
  return SUBSCRIPTION_STATUS_LABELS[status] ?? status;
}

/** Whether a renewal failed and the member should update their card. */
export function paymentFailed(status: string | null | undefined): boolean {
  return status === 'past_due' || status === 'unpaid';
}

/**
 * Why an admin cannot refund a payment now, or null when they can: a shop purchase, paid, its credit unused, within
 * 14 days (SPEC §9).
 */
export function refundBlocker(
  payment: { kind: PaymentKind; status: PaymentStatus; paidAt: string },
  creditUnused: boolean,
  now: string,
): string | null {
  if (payment.kind === 'subscription') return 'Abonnement : à rembourser depuis le tableau de bord Stripe';
  if (payment.kind === 'visio') return 'Visio : remboursée à son annulation, au moins 24 h avant';
  if (payment.status !== 'paid') return null;
  if (!isWithinRefundWindow(payment.paidAt, now)) return `Plus de ${REFUND_WINDOW_DAYS} jours`;
  if (!creditUnused) return 'Crédit déjà utilisé';
  return null;
}
