import { grantsAccess } from './billing';
import { PLANS, type PaidPlanId, type PlanId } from './plans';
import { addDays, parisDate } from './visio-slots';

/**
 * A plan the team gives by hand (issue 21): Premium or Expert+, until a date or until an admin ends it.
 *
 * A gift never fights the payment provider, by one rule: **the paid plan comes first**.
 * - A member whose paid subscription gives access (active, trialing, past_due) cannot receive a gift: the admin is
 *   told to act on the subscription instead (a refund, a coupon at Stripe), so the member is never charged for a
 *   plan a gift also gives, and the gift's end never takes away a plan they pay for.
 * - A gifted member may still subscribe: once their paid subscription gives access, it replaces the gift (which ends
 *   there), and the payments alone decide their plan from then on.
 * - A payment event for an old, ended subscription does not take a running gift away.
 * So when a gift ends (its date passed, or an admin ended it), the payments give the free plan: that is where the
 * member returns.
 */

/** The member's billing as stored (the subscription item). */
export interface GiftBilling {
  plan: PlanId;
  stripeSubscriptionId?: string | null;
  billingStatus?: string | null;
}

/** Whether a paid subscription gives the member their plan now: no gift then (the paid plan comes first). */
export function paysForPlan({ plan, stripeSubscriptionId, billingStatus }: GiftBilling): boolean {
  return plan !== 'gratuit' && Boolean(stripeSubscriptionId) && Boolean(billingStatus) && grantsAccess(billingStatus ?? '');
}

/** A running gift as the subscription item holds it. */
export interface RunningGift {
  giftPlan?: PaidPlanId | null;
  /** The instant it ends (ISO); absent: until an admin ends it. */
  giftEndsAt?: string | null;
}

/** Whether a gift gives the member their plan at `now`. */
export function giftRuns(gift: RunningGift, now: string): boolean {
  return Boolean(gift.giftPlan) && (!gift.giftEndsAt || gift.giftEndsAt > now);
}

/** The gift that gives the member their plan at `now`, as the member's and the admin's pages show it; null without one. */
export function runningGift(gift: RunningGift, now: string): { plan: PaidPlanId; endsAt: string | null } | null {
  return gift.giftPlan && giftRuns(gift, now) ? { plan: gift.giftPlan, endsAt: gift.giftEndsAt ?? null } : null;
}

/**
 * The instant a gift given "until <day>" ends: midnight in Paris at the end of that day (the member keeps the whole
 * last day, summer time or not).
 */
export function giftEndOf(day: string): string {
  const nextMidnightUtc = Date.parse(`${addDays(day, 1)}T00:00:00Z`);
  // Paris is two hours ahead of UTC in summer, one in winter: two hours earlier is already the next day only in summer.
  const summer = nextMidnightUtc - 2 * 3_600_000;
  return new Date(parisDate(summer) === addDays(day, 1) ? summer : nextMidnightUtc - 3_600_000).toISOString();
}

/** What the admin's log says of a gift ('Offre Premium offerte jusqu’au 31/12/2026', '… sans date de fin'). */
export function giftSummary(plan: PaidPlanId, endsAt: string | null): string {
  const until = endsAt ? `jusqu’au ${new Date(Date.parse(endsAt) - 1).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}` : 'sans date de fin';
  return `Offre ${PLANS[plan].name} offerte ${until}`;
}
