import type { Fiche } from './fiche';
import { PLANS, type PlanId } from './plans';
import type { Reward } from './rewards';
import type { ShopProduct } from './shop';

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

/** The points page's 'ways to earn' list. */
export const WAYS_TO_EARN: readonly { label: string; points: string }[] = [
  { label: 'Valider une fiche', points: `Les points de la fiche (+${POINTS_RULES.ficheCompletedDefault} par défaut)` },
  { label: 'Un ticket résolu avec un éducateur', points: `+${POINTS_RULES.ticketResolved} points` },
  { label: 'Un partage vérifié sur les réseaux', points: `+${POINTS_RULES.verifiedShare} points` },
  { label: 'Réussir le défi du mois', points: `+${POINTS_RULES.monthlyChallenge} points` },
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
