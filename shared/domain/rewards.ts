import { VIDEO_EXTRA } from './videos';
import { CREDIT_VISIO } from './visios';

/** Rewards bought with points (SPEC §3 user_rewards, §4 reward ladder, §9). */
export const REWARD_TYPES = ['ticket_standard', 'ticket_urgent', 'visio_gratuite', VIDEO_EXTRA.rewardType] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/**
 * How a member came by a reward: exchanged for points, given by the team (an admin's goodwill gesture) or bought in
 * the shop (a ticket credit, issue 13: used like any other, refundable while unused).
 */
export const REWARD_ORIGINS = ['exchange', 'gift', 'purchase'] as const;
export type RewardOrigin = (typeof REWARD_ORIGINS)[number];

export interface Reward {
  type: RewardType;
  name: string;
  description: string;
  pointsCost: number;
  /** Grammatical gender of the name, for 'Visio de suivi offerte débloquée'. */
  feminine: boolean;
}

/** The ladder, cheapest first. */
export const REWARDS: readonly Reward[] = [
  { type: 'ticket_standard', name: 'Ticket standard', description: 'Une question à un éducateur, réponse sous 48h', pointsCost: 20, feminine: false },
  { type: 'ticket_urgent', name: 'Ticket urgent', description: 'Un accompagnement prioritaire, réponse sous 24h', pointsCost: 50, feminine: false },
  // The offer's visio de suivi, offered (issue 23: one visio offer; the type keeps its stored name).
  {
    type: 'visio_gratuite',
    name: `${CREDIT_VISIO.name} offerte`,
    description: `Une ${CREDIT_VISIO.name.toLowerCase()} de ${CREDIT_VISIO.durationMinutes} minutes avec un éducateur`,
    pointsCost: 100,
    feminine: true,
  },
];

/**
 * Rewards exchanged like the ladder's but off it (SPEC's ladder is 20, 50, 100 points): the extra video of issue 26,
 * a credit for one video beyond the month's quota.
 */
export const EXTRA_REWARDS: readonly Reward[] = [
  { type: VIDEO_EXTRA.rewardType, name: VIDEO_EXTRA.name, description: VIDEO_EXTRA.description, pointsCost: VIDEO_EXTRA.pointsCost, feminine: false },
];

/** Shown instead of a next reward once every reward of the ladder is within reach (100 points and more). */
export const TOP_OF_LADDER_LABEL = 'Niveau Expert atteint';

const BY_TYPE = Object.fromEntries([...REWARDS, ...EXTRA_REWARDS].map((reward) => [reward.type, reward])) as Record<RewardType, Reward>;

export function rewardByType(type: RewardType): Reward {
  return BY_TYPE[type];
}

export function isRewardType(value: unknown): value is RewardType {
  return typeof value === 'string' && Object.hasOwn(BY_TYPE, value);
}

/** Exchanging points needs at least the reward's cost (SPEC §5 Reward exchange). */
export function canExchange(points: number, type: RewardType): boolean {
  return points >= BY_TYPE[type].pointsCost;
}

export function availableRewards(points: number): Reward[] {
  return REWARDS.filter((reward) => points >= reward.pointsCost);
}

export interface NextReward {
  reward: Reward;
  pointsToGo: number;
  /** Progress from 0 points to the reward's cost, 0–99. */
  percent: number;
}

/** The cheapest reward not yet within reach; null from 100 points ('Niveau Expert atteint'). */
export function nextReward(points: number): NextReward | null {
  const reward = REWARDS.find((candidate) => points < candidate.pointsCost);
  if (!reward) return null;
  const earned = Math.max(0, points);
  return { reward, pointsToGo: reward.pointsCost - earned, percent: Math.floor((earned / reward.pointsCost) * 100) };
}

