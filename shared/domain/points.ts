import { canReadFiche, type FicheAccessFlags } from './entitlements';
import type { Fiche } from './fiche';
import { PLANS, type PlanId } from './plans';
import { REWARDS, type Reward } from './rewards';
import { SHOP_PRODUCTS, type ShopProduct } from './shop';
import { POINTS_RULES, pointsLabel } from './points-rules';
import { parisDate } from './visio-slots';

/** The rules and the formatter live apart (points-rules.ts): the messages a first screen shows need them, not the rest. */
export { POINTS_RULES, pointsLabel };

/** The reasons written in a member's transaction history. */
export const TRANSACTION_REASONS = {
  ficheCompleted: 'Fiche complétée',
  ticketResolved: 'Ticket résolu',
  verifiedShare: 'Partage vérifié',
  monthlyChallenge: 'Défi du mois réussi',
  profileCompleted: 'Profil de ton chien complété',
} as const;

export const WAYS_TO_EARN_IDS = ['profileCompleted', 'fiche', 'ticketResolved', 'verifiedShare', 'monthlyChallenge', 'shopBonus', 'planBonus'] as const;
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

/** The shop's bonuses, smallest first ('+2 / +3 / +5 / +10'). */
const shopBonuses = Object.values(SHOP_PRODUCTS)
  .map((product) => product.bonusPoints)
  .sort((a, b) => a - b)
  .map((bonus) => `+${bonus}`)
  .join(' / ');

/** The points page's 'ways to earn' list: every source of points (SPEC §4, §9), in the order a member meets them. */
export const WAYS_TO_EARN: readonly WayToEarn[] = [
  {
    id: 'profileCompleted',
    label: 'Compléter le profil de ton chien',
    points: pointsLabel(POINTS_RULES.profileCompleted, { sign: true }),
    detail: 'Une seule fois, quand tu enregistres le profil complet de ton chien : tes recommandations s’ajustent à lui.',
  },
  {
    id: 'fiche',
    label: 'Valider une fiche',
    points: `Les points de la fiche (+${POINTS_RULES.ficheCompletedDefault} par défaut)`,
    detail: `Chaque fiche réussie avec ton chien rapporte ses points, une seule fois, pour ${POINTS_RULES.paidValidationsPerDay} fiches par jour au plus.`,
  },
  {
    id: 'ticketResolved',
    label: 'Un ticket résolu avec un éducateur',
    points: pointsLabel(POINTS_RULES.ticketResolved, { sign: true }),
    detail: 'Quand un éducateur marque ton ticket comme résolu.',
  },
  {
    id: 'verifiedShare',
    label: 'Un partage vérifié sur les réseaux',
    points: pointsLabel(POINTS_RULES.verifiedShare, { sign: true }),
    detail: `Partage une fiche réussie : les points arrivent quand quelqu’un d’autre ouvre ton lien, une fois par fiche et jusqu’à ${POINTS_RULES.verifiedSharesPerMonth} partages par mois.`,
  },
  {
    id: 'monthlyChallenge',
    label: 'Réussir le défi du mois',
    points: pointsLabel(POINTS_RULES.monthlyChallenge, { sign: true }),
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


/**
 * The daily cap on validation points (issue 23). A validation pays its fiche's points only while fewer than
 * `POINTS_RULES.paidValidationsPerDay` validations of the member have paid on that Paris day; beyond, the fiche is
 * still recorded as completed (the member did the work: their progress, streaks and next steps count it) but pays
 * 0, and since a fiche pays once, it never pays later. That is why the member is told before confirming (the card's
 * dialog, the fiche's page) and after (the toast), and the points page shows the day's count. Refusing the
 * validation instead would hide real progress; deferring its points would need a job to pay them later. The server
 * holds the count in one item per member and day, raised in the validation's transaction on the condition that it
 * is under the cap (functions/fiches/validate-fiche.ts): exact however many validations race.
 */
export function validationPays(paidToday: number): boolean {
  return paidToday < POINTS_RULES.paidValidationsPerDay;
}

/** The Paris day (`YYYY-MM-DD`) a validation at `at` counts in. */
export function validationDay(at: string): string {
  return parisDate(at);
}

export interface DailyValidations {
  /** `YYYY-MM-DD`, Paris. */
  day: string;
  /** Validations that paid their points that day, at most the cap. */
  paidFiches: number;
  /** Points those validations paid (the fiches' own points; the month's challenge is its own rule). */
  points: number;
  cap: number;
  /** Validations that may still pay today. */
  remaining: number;
}

/** A day's validation points as the points page shows them, from the day's counter (absent: nothing paid yet). */
export function dailyValidations(day: string, counter: { paidFiches?: number; points?: number } | null): DailyValidations {
  const cap = POINTS_RULES.paidValidationsPerDay;
  const paidFiches = Math.min(cap, Math.max(0, counter?.paidFiches ?? 0));
  return { day, paidFiches, points: Math.max(0, counter?.points ?? 0), cap, remaining: cap - paidFiches };
}

/** The points page's line: 'Aujourd’hui : 6 points gagnés avec tes fiches (3 fiches payées sur 5).' */
export function dailyValidationsSummary({ paidFiches, points, cap }: Pick<DailyValidations, 'paidFiches' | 'points' | 'cap'>): string {
  const fiches = `${paidFiches} ${paidFiches > 1 ? 'fiches payées' : 'fiche payée'} sur ${cap}`;
  return `Aujourd’hui : ${pointsLabel(points)} ${points > 1 ? 'gagnés' : 'gagné'} avec tes fiches (${fiches}).`;
}

/** Told before a validation that will not pay: the day's cap is reached. */
export function dailyCapReachedNotice(fichePoints: number): string {
  return `Tu as déjà gagné les points de ${POINTS_RULES.paidValidationsPerDay} fiches aujourd’hui : valide celle-ci demain pour gagner ses ${pointsLabel(fichePoints)}. Validée aujourd’hui, elle est enregistrée sans points.`;
}

/** Told after a validation that paid nothing because of the day's cap. */
export const DAILY_CAP_REACHED_TOAST = {
  title: 'Fiche validée, sans points aujourd’hui',
  description: `Tu as déjà gagné les points de ${POINTS_RULES.paidValidationsPerDay} fiches aujourd’hui : celle-ci est enregistrée comme réussie, sans points.`,
} as const;

/** What a path to the first reward needs to know of a fiche. */
export type PathFiche = FicheAccessFlags & Pick<Fiche, 'isPublished'> & Partial<Pick<Fiche, 'pointsReward'>>;

export type EarningStepId = 'planBonus' | 'profileCompleted' | 'fiches';

export interface EarningStep {
  id: EarningStepId;
  /** What the member does, in French. */
  label: string;
  points: number;
}

export interface PathToFirstReward {
  plan: PlanId;
  /** The steps a member of the plan takes alone, in order, each paying once. */
  steps: EarningStep[];
  /** What the steps pay in all. */
  points: number;
  /** The cheapest reward of the ladder. */
  firstReward: Reward;
  /** Whether the steps pay at least the first reward's cost. */
  reaches: boolean;
  /** Paris days the fiches take at least, under the daily cap. */
  days: number;
}

/**
 * How a member of `plan` reaches their first reward from a new account by using the product as intended, on their
 * own (issue 23): the plan's welcome bonus (paid plans), completing their dog's profile once, and validating each
 * published fiche the plan reads once — at most `paidValidationsPerDay` a day. Left out of the guarantee, though they
 * pay too: the month's challenge (its fiches are the free plan's by default, but an admin may pick others), a
 * verified share (needs a visitor), a resolved ticket (needs an educator and a ticket the free plan does not
 * include), the shop and a plan change (they cost money). `catalogue` is the fiche catalogue (shared/catalogue or
 * the table's fiches): the path holds for the fiches members actually read.
 */
export function pathToFirstReward(plan: PlanId, catalogue: readonly PathFiche[]): PathToFirstReward {
  const readable = catalogue.filter((fiche) => fiche.isPublished && canReadFiche(plan, fiche));
  const bonus = PLANS[plan].signUpBonusPoints;
  const steps: EarningStep[] = [
    ...(bonus > 0 ? [{ id: 'planBonus' as const, label: `Le bonus de bienvenue ${PLANS[plan].name}`, points: bonus }] : []),
    { id: 'profileCompleted', label: 'Compléter le profil de ton chien', points: POINTS_RULES.profileCompleted },
    {
      id: 'fiches',
      label: `Réussir les ${readable.length} fiches de ton plan`,
      points: readable.reduce((sum, fiche) => sum + ficheCompletionPoints(fiche), 0),
    },
  ];
  const points = steps.reduce((sum, step) => sum + step.points, 0);
  const firstReward = REWARDS.reduce((cheapest, reward) => (reward.pointsCost < cheapest.pointsCost ? reward : cheapest));
  return { plan, steps, points, firstReward, reaches: points >= firstReward.pointsCost, days: Math.ceil(readable.length / POINTS_RULES.paidValidationsPerDay) };
}

export function signUpBonusReason(plan: PlanId): string {
  return `Bonus de bienvenue ${PLANS[plan].name}`;
}

/** Transaction of an exchange: negative points, the reward named. */
export function rewardExchangeReason(reward: Pick<Reward, 'name'>): string {
  return `Échange : ${reward.name}`;
}

export function purchaseBonusReason(product: Pick<ShopProduct, 'name'>): string {
  return `Bonus d’achat : ${product.name}`;
}
