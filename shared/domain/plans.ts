import type { Cents } from './money';
import { CREDIT_VISIO } from './visios';

/** The three plans of SPEC §1 and §9: catalogue, prices (integer cents), sign-up bonus and monthly quotas. */
export const PLAN_IDS = ['gratuit', 'premium', 'expert'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
/** The plans page opens on the monthly prices (SPEC §4). */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';

/** Badge of the yearly toggle on the plans page (SPEC §2 Plans page, §9). */
export const YEARLY_DISCOUNT_BADGE = '-15%';

/** Premium tickets per month. SPEC §1 quotes 2 or 3 on the landing pages; the product grants 3. */
export const PREMIUM_TICKETS_PER_MONTH = 3;
/** Visios included each month in Expert+ (SPEC §1, §6). */
export const EXPERT_VISIOS_PER_MONTH = 1;

export type TicketQuota = number | 'unlimited';

export interface Plan {
  id: PlanId;
  /** Name a member reads. */
  name: string;
  /** lucide-react icon name. */
  icon: 'PawPrint' | 'Star' | 'Crown';
  tagline: string;
  features: readonly string[];
  prices: Readonly<Record<BillingPeriod, Cents>>;
  signUpBonusPoints: number;
  ticketsPerMonth: TicketQuota;
  visiosPerMonth: number;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  gratuit: {
    id: 'gratuit',
    name: 'Gratuit',
    icon: 'PawPrint',
    tagline: 'Pour découvrir la méthode à ton rythme',
    features: ['Les fiches de base (10 fiches gratuites)', 'Un profil chien simplifié', 'Des recommandations limitées'],
    prices: { monthly: 0, yearly: 0 },
    signUpBonusPoints: 0,
    ticketsPerMonth: 0,
    visiosPerMonth: 0,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    icon: 'Star',
    tagline: 'Pour progresser chaque semaine avec ton chien',
    features: [
      'Toutes les fiches personnalisées',
      `${PREMIUM_TICKETS_PER_MONTH} tickets par mois avec un éducateur`,
      'Le profil chien complet',
      'Les points, niveaux et récompenses',
      '+10 points bonus à l’inscription',
    ],
    prices: { monthly: 1490, yearly: 14900 },
    signUpBonusPoints: 10,
    ticketsPerMonth: PREMIUM_TICKETS_PER_MONTH,
    visiosPerMonth: 0,
  },
  expert: {
    id: 'expert',
    name: 'Expert+',
    icon: 'Crown',
    tagline: 'Pour un accompagnement sur mesure',
    features: [
      'Tout le plan Premium',
      'Tickets illimités et tickets urgents prioritaires',
      `${EXPERT_VISIOS_PER_MONTH} ${CREDIT_VISIO.name.toLowerCase()} (${CREDIT_VISIO.durationMinutes} min) par mois avec un éducateur`,
      'Support prioritaire sous 24h',
      '+25 points bonus à l’inscription',
    ],
    prices: { monthly: 2990, yearly: 29900 },
    signUpBonusPoints: 25,
    ticketsPerMonth: 'unlimited',
    visiosPerMonth: EXPERT_VISIOS_PER_MONTH,
  },
};

/** Paid plans, in the order of the plans page. */
export const PAID_PLAN_IDS = ['premium', 'expert'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/**
 * Figures quoted by the landing pages, which disagree with the plans page (SPEC §1, §9).
 * They are kept as stated for those pages only; prices and quotas above are the ones the product applies.
 */
export const LANDING_PAGE_QUOTES = {
  premiumMonthlyPrices: [1290, 1490] as const satisfies readonly Cents[],
  expertMonthlyPrice: 2990 satisfies Cents,
  premiumTicketsPerMonth: [2, 3] as const,
  expertTickets: 'illimités',
} as const;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function planPrice(plan: PlanId, period: BillingPeriod): Cents {
  return PLANS[plan].prices[period];
}

/** Per-month price shown on the yearly card: yearly / 12, rounded to the cent (14900 → 1242). */
export function yearlyPricePerMonth(plan: PlanId): Cents {
  return Math.round(PLANS[plan].prices.yearly / 12);
}

/** Savings shown on the yearly card: 12 × monthly − yearly (Premium 2980, Expert+ 5980). */
export function yearlySavings(plan: PlanId): Cents {
  const { monthly, yearly } = PLANS[plan].prices;
  return 12 * monthly - yearly;
}

/**
 * Counters a subscription starts each month with (and after an upgrade). Expert+ tickets are unlimited,
 * so its ticket counter is not consulted and is set to 0.
 */
export function monthlyCounters(plan: PlanId): { ticketsRemaining: number; visiosRemaining: number } {
  const { ticketsPerMonth, visiosPerMonth } = PLANS[plan];
  return { ticketsRemaining: ticketsPerMonth === 'unlimited' ? 0 : ticketsPerMonth, visiosRemaining: visiosPerMonth };
}
