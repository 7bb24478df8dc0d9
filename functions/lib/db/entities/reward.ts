import { REWARD_ORIGINS, REWARD_TYPES } from '../../../../shared/domain/rewards';

/**
 * A reward a member holds (SPEC §3 user_rewards): a credit for one standard ticket, one urgent ticket or one
 * 30-minute visio, on any plan. Created by an exchange of points (in the same transaction as the debit) or given by
 * an admin; `used` flips to true once, in the same transaction that creates the ticket or the visio it pays for
 * (functions/lib/points/rewards.ts `useRewardItem`). The id is the request's key (the browser's or the admin's
 * UUID), so a retried request finds the reward it already created. Read newest first through gsi1.
 */
export const rewardModel = {
  model: { entity: 'reward', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    rewardId: { type: 'string', required: true, readOnly: true },
    rewardType: { type: REWARD_TYPES, required: true, readOnly: true },
    /** Points it cost (0 for a gift). */
    pointsCost: { type: 'number', required: true, readOnly: true },
    origin: { type: REWARD_ORIGINS, required: true, readOnly: true },
    /** Why an admin gave it, and who (a gift only). */
    reason: { type: 'string', readOnly: true },
    grantedBy: { type: 'string', readOnly: true },
    unlockedAt: { type: 'string', required: true, readOnly: true },
    used: { type: 'boolean', required: true, default: false },
    usedAt: { type: 'string' },
    /** What it paid for: `ticket:<id>`, `visio:<id>`. */
    usedFor: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['rewardId'] } },
    byUnlock: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['unlockedAt', 'rewardId'] } },
  },
} as const;
