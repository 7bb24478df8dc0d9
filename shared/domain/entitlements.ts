import type { Fiche } from './fiche';
import { PLANS, type PlanId } from './plans';
import { formatEuros } from './money';
import { INCLUDED_LABEL, VISIO_PRICES, type VisioDuration } from './visios';

/**
 * What a plan entitles a member to (SPEC §6). One function per question; the server enforces them,
 * the web only uses them to show locks and buttons.
 *
 * Reading a fiche — SPEC gives two readings (the table: gratuit reads only is_free; the recommendation rule:
 * gratuit reads what is neither premium_only nor expert_plus_only). One rule serves the library, the detail
 * page and the recommendations, so a card never promises what the detail page then locks:
 * - expert reads every fiche;
 * - premium reads every fiche except expert_plus_only ones (that is what its 'Expert+' lock means);
 * - gratuit reads a fiche that is free and neither premium_only nor expert_plus_only.
 */
export type FicheAccessFlags = Pick<Fiche, 'isFree' | 'premiumOnly' | 'expertPlusOnly'>;

export interface FicheLock {
  /** The cheapest plan that reads the fiche. */
  requiredPlan: Exclude<PlanId, 'gratuit'>;
  /** Lock badge of a card: 'Premium' or 'Expert+'. */
  badge: string;
  /** 'Nécessite le plan Premium' or 'Nécessite le plan Expert+'. */
  reason: string;
}

const LOCKS: Readonly<Record<FicheLock['requiredPlan'], FicheLock>> = {
  premium: { requiredPlan: 'premium', badge: PLANS.premium.name, reason: `Nécessite le plan ${PLANS.premium.name}` },
  expert: { requiredPlan: 'expert', badge: PLANS.expert.name, reason: `Nécessite le plan ${PLANS.expert.name}` },
};

/**
 * The plan fiches are read with (issue 21): staff (educators, admins) read every fiche in full, whatever their own
 * plan, in the library as on the fiche's page; a member reads with their plan.
 */
export function readingPlan(plan: PlanId, staff: boolean): PlanId {
  return staff ? 'expert' : plan;
}

/** The lock a plan meets on a fiche, or null when it may read it. */
export function ficheLock(plan: PlanId, fiche: FicheAccessFlags): FicheLock | null {
  if (fiche.expertPlusOnly) return plan === 'expert' ? null : LOCKS.expert;
  if (plan !== 'gratuit') return null;
  return fiche.isFree && !fiche.premiumOnly ? null : LOCKS.premium;
}

export function canReadFiche(plan: PlanId, fiche: FicheAccessFlags): boolean {
  return ficheLock(plan, fiche) === null;
}

/**
 * Whether the library lists a fiche for a plan (SPEC §2 Fiche library): published ones only, and for the
 * free plan only the free ones; paid plans also see the fiches they cannot read, locked.
 */
export function isListedInLibrary(plan: PlanId, fiche: Pick<Fiche, 'isFree' | 'isPublished'>): boolean {
  return fiche.isPublished && (plan !== 'gratuit' || fiche.isFree);
}

/** What a recommendation card may show (SPEC §2 Recommendations): the teaser always, the link only when readable. */
export interface RecommendationVisibility {
  accessible: boolean;
  lock: FicheLock | null;
}

export function recommendationVisibility(plan: PlanId, fiche: FicheAccessFlags): RecommendationVisibility {
  const lock = ficheLock(plan, fiche);
  return { accessible: lock === null, lock };
}

/** The subscription counters the entitlement questions read (same names as the API's subscription). */
export interface SubscriptionState {
  type: PlanId;
  ticketsRemaining: number;
  visiosRemaining: number;
  visiosBonus: number;
}

/** The monthly visio of Expert+: included while visios_remaining > 0 (SPEC §6). */
export function isVisioIncluded(subscription: Pick<SubscriptionState, 'type' | 'visiosRemaining'>): boolean {
  return subscription.type === 'expert' && subscription.visiosRemaining > 0;
}

/** Bonus visios (from rewards or purchases) are available to any plan (SPEC §6). */
export function hasBonusVisio(subscription: Pick<SubscriptionState, 'visiosBonus'>): boolean {
  return subscription.visiosBonus > 0;
}

/** Price label of a visio booking card: 'Inclus' for the included 30 min, else its price ('39 €', '69 €'). */
export function visioPriceLabel(subscription: Pick<SubscriptionState, 'type' | 'visiosRemaining'>, duration: VisioDuration): string {
  return duration === 30 && isVisioIncluded(subscription) ? INCLUDED_LABEL : formatEuros(VISIO_PRICES[duration]);
}
