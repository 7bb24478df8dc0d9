import type { Fiche } from './fiche';
import { PLANS, type PlanId } from './plans';
import type { Reward } from './rewards';
import { SHOP_PRODUCTS, type ShopProduct } from './shop';

/** How points are earned (SPEC §4, §9) and the reasons written in a member's transaction history. */
export const POINTS_RULES = {
  /** A fiche is worth its points_reward; this is the default when it has none. */
  ficheCompletedDefault: 1,
  ticketResolved: 5,
  verifiedShare: 3,
  monthlyChallenge: 10,
  /** Verified shares paid per member and month (Paris), so sharing cannot be farmed. */
  verifiedSharesPerMonth: 5,
} as const;

export const TRANSACTION_REASONS = {
  ficheCompleted: 'Fiche complétée',
  ticketResolved: 'Ticket résolu',
  verifiedShare: 'Partage vérifié',
  monthlyChallenge: 'Défi du mois réussi',
} as const;

export const WAYS_TO_EARN_IDS = ['fiche', 'ticketResolved', 'verifiedShare', 'monthlyChallenge', 'shopBonus', 'planBonus'] as const;
export type WayToEarnId = (typeof WAYS_TO_EARN_IDS)[number];

export interface WayToEarn {
  /** Lets a page attach what belongs to one way (the month's challenge fiches to 'monthlyChallenge'). */
  id: WayToEarnId;
  label: string;
  /** What it pays, as the page shows it. */
  points: string;
  /** How it works, in one sentence. */
  detail: string;
}

const shopBonuses = Object.values(SHOP_PRODUCTS)
  .map((product) => `+${product.bonusPoints}`)
  .join(' / ');

/** The points page's 'ways to earn' list: every source of points (SPEC §4, §9), in the order a member meets them. */
export const WAYS_TO_EARN: readonly WayToEarn[] = [
  {
    id: 'fiche',
    label: 'Valider une fiche',
    points: `Les points de la fiche (+${POINTS_RULES.ficheCompletedDefault} par défaut)`,
    detail: 'Chaque fiche réussie avec ton chien rapporte ses points, une seule fois.',
  },
  {
    id: 'ticketResolved',
    label: 'Un ticket résolu avec un éducateur',
    points: `+${POINTS_RULES.ticketResolved} points`,
    detail: 'Quand un éducateur marque ton ticket comme résolu.',
  },
  {
    id: 'verifiedShare',
    label: 'Un partage vérifié sur les réseaux',
    points: `+${POINTS_RULES.verifiedShare} points`,
    detail: `Partage une fiche réussie : les points arrivent quand quelqu'un d'autre ouvre ton lien, une fois par fiche et jusqu'à ${POINTS_RULES.verifiedSharesPerMonth} partages par mois.`,
  },
  {
    id: 'monthlyChallenge',
    label: 'Réussir le défi du mois',
    points: `+${POINTS_RULES.monthlyChallenge} points`,
    detail: 'Valide une des fiches du défi pendant le mois, une fois par mois.',
  },
  {
    id: 'shopBonus',
    label: 'Un achat dans la boutique',
    points: `${shopBonuses} points`,
    detail: Object.values(SHOP_PRODUCTS)
      .map((product) => `${product.name} +${product.bonusPoints}`)
      .join(', '),
  },
  {
    id: 'planBonus',
    label: 'Passer à un plan payant',
    points: `+${PLANS.premium.signUpBonusPoints} / +${PLANS.expert.signUpBonusPoints} points`,
    detail: `${PLANS.premium.name} +${PLANS.premium.signUpBonusPoints}, ${PLANS.expert.name} +${PLANS.expert.signUpBonusPoints}, une seule fois par membre.`,
  },
];

/** Points a fiche gives when validated: its points_reward, 1 by default. */
export function ficheCompletionPoints(fiche: Partial<Pick<Fiche, 'pointsReward'>>): number {
  return fiche.pointsReward ?? POINTS_RULES.ficheCompletedDefault;
}

export function signUpBonusReason(plan: PlanId): string {
  return `Bonus de bienvenue ${PLANS[plan].name}`;
}

/** Transaction of an exchange: negative points, the reward named. */
export function rewardExchangeReason(reward: Pick<Reward, 'name'>): string {
  return `Échange : ${reward.name}`;
}

export function purchaseBonusReason(product: Pick<ShopProduct, 'name'>): string {
  return `Bonus d'achat : ${product.name}`;
}
