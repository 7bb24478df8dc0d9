import { PLANS, type BillingPeriod, type PlanId } from './plans';

/** The admin's figures (SPEC §2 Admin Dashboard, issue 14): what each fact adds to them. */

export const MEMBER_COUNTERS = { gratuit: 'membersGratuit', premium: 'membersPremium', expert: 'membersExpert' } as const satisfies Record<PlanId, TotalCounter>;

/** Monthly recurring revenue of one subscription, in cents: its monthly price, or a twelfth of its yearly one. */
export function monthlyRevenue(plan: PlanId, period: BillingPeriod | null | undefined): number {
  if (plan === 'gratuit' || !period) return 0;
  return period === 'yearly' ? Math.round(PLANS[plan].prices.yearly / 12) : PLANS[plan].prices.monthly;
}

/** Counters of the whole service, as it stands now. */
export const TOTAL_COUNTERS = ['membersGratuit', 'membersPremium', 'membersExpert', 'mrr', 'ficheValidations', 'ticketsOuvert', 'ticketsEnCours', 'ticketsResolu', 'ticketsFerme'] as const;
export type TotalCounter = (typeof TOTAL_COUNTERS)[number];
/** Counters of what happened in a Paris month or day. */
export const PERIOD_COUNTERS = ['signups', 'paidActivations', 'paidCancellations', 'ficheValidations', 'visios'] as const;
export type PeriodCounter = (typeof PERIOD_COUNTERS)[number];

/** A ticket's status, counted under its counter. */
export const TICKET_STATUS_COUNTERS = { ouvert: 'ticketsOuvert', en_cours: 'ticketsEnCours', resolu: 'ticketsResolu', ferme: 'ticketsFerme' } as const satisfies Record<string, TotalCounter>;

export interface PlanState {
  plan: PlanId;
  /** How the member pays: null for a plan the team gave (no revenue). */
  period: BillingPeriod | null;
}

/**
 * What a change of a member's plan moves: the member counted under their new plan instead of the old one, the MRR by
 * the difference, and a paid activation (a first paid subscription) or a paid cancellation (a paid plan ended).
 */
export function planChangeDeltas(before: PlanState, after: PlanState): { totals: Partial<Record<TotalCounter, number>>; period: Partial<Record<PeriodCounter, number>> } {
  const deltas: Partial<Record<TotalCounter, number>> = {};
  const add = (counter: TotalCounter, delta: number) => {
    if (delta !== 0) deltas[counter] = (deltas[counter] ?? 0) + delta;
  };
  if (before.plan !== after.plan) {
    add(MEMBER_COUNTERS[before.plan], -1);
    add(MEMBER_COUNTERS[after.plan], 1);
  }
  add('mrr', monthlyRevenue(after.plan, after.period) - monthlyRevenue(before.plan, before.period));
  const period: Partial<Record<PeriodCounter, number>> = {};
  // Paid members only: a plan the team gives (no billing period) is neither a sale nor a churn.
  if (!before.period && after.period && after.plan !== 'gratuit') period.paidActivations = 1;
  if (before.period && before.plan !== 'gratuit' && after.plan === 'gratuit') period.paidCancellations = 1;
  return { totals: deltas, period };
}
