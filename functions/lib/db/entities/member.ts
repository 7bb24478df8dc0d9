import { BILLING_PERIODS, PAID_PLAN_IDS, PLAN_IDS } from '../../../../shared/domain/plans';

/**
 * A member's own items share one partition (collection `member`), so `GET /me` is a single Query.
 * Keys come from the token's `sub` (DESIGN §6.3), never from the request.
 */
const memberPartition = { collection: 'member', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } } as const;

export const profileModel = {
  model: { entity: 'profile', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    newsletter: { type: 'boolean', required: true, default: false },
    discordId: { type: 'string' },
    cguAcceptedAt: { type: 'string' },
    /** A change of address waiting for its code (issue 22): the new address, claimed (entities/email-claim.ts). */
    pendingEmail: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: memberPartition,
    /** Every profile, newest first (admin users list, SPEC §7 profiles ordered by created_at desc). */
    byCreation: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'userId'] } },
  },
} as const;

export const subscriptionModel = {
  model: { entity: 'subscription', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    plan: { type: PLAN_IDS, required: true, default: 'gratuit' },
    ticketsRemaining: { type: 'number', required: true, default: 0 },
    visiosRemaining: { type: 'number', required: true, default: 0 },
    visiosBonus: { type: 'number', required: true, default: 0 },
    /**
     * The Paris month (YYYY-MM) the monthly counters were last given for: by the monthly reset job
     * (functions/jobs/monthly-reset.ts), or by a paid renewal; a month's reset happens once whatever the runs.
     */
    quotaMonth: { type: 'string' },
    /**
     * Payments (issue 13). The member's customer at the payment provider, created once (a conditional set), and the
     * state of their subscription as the provider last showed it: rewritten whole from a fresh read by every
     * synchronisation, on the condition that no later read was written first (`syncedAt`).
     */
    stripeCustomerId: { type: 'string' },
    stripeSubscriptionId: { type: 'string' },
    billingPeriod: { type: BILLING_PERIODS },
    /** The provider's status: past_due or unpaid shows the member the card banner. */
    billingStatus: { type: 'string' },
    periodEnd: { type: 'string' },
    cancelAtPeriodEnd: { type: 'boolean' },
    /** The paid period the monthly counters were last set for (its start): a renewal resets them once. */
    quotaPeriod: { type: 'string' },
    syncedAt: { type: 'string' },
    /**
     * A plan the team gave (issue 21, shared/domain/plan-gifts.ts): while it runs, `plan` is this plan. `giftEndsAt`
     * absent: until an admin ends it. `giftId` names the gift, so its end (job or admin) acts on that gift only.
     */
    giftPlan: { type: PAID_PLAN_IDS },
    giftEndsAt: { type: 'string' },
    giftId: { type: 'string' },
    /**
     * A staff account (issue 21): true while the person is on the team, absent otherwise. Such an account is not
     * counted among the members by plan; the writes that move those counters read it and are conditioned on it.
     */
    staff: { type: 'boolean' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: memberPartition,
    /** The members of a plan (the monthly reset job pages through Premium and Expert+; gsi1 sorted by member id). */
    byPlan: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['plan'] }, sk: { field: 'gsi1sk', composite: ['userId'] } },
  },
} as const;

/**
 * A member's points balance. Only the ledger (functions/lib/points) moves `total`, with an atomic `ADD`; the level
 * is not stored but derived from the total on read (shared/domain/levels.ts), so it can never disagree with it.
 */
export const pointsModel = {
  model: { entity: 'points', version: '1', service: 'lameute' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    total: { type: 'number', required: true, default: 0 },
    /**
     * The highest level whose points_milestone event was published (its rank in LEVELS): raised by a conditional
     * update only, so a level is announced once however many credits cross it at the same time.
     */
    announcedLevelRank: { type: 'number' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: memberPartition,
    /**
     * Every balance, highest first (the admin's top 10, issue 14). The index's sort key is `total` itself, a number:
     * the ledger's atomic `ADD` keeps the ranking in order with no key to rebuild. One partition: a Query reads the
     * first ten, whatever the number of members.
     */
    byTotal: { index: 'gsi4', pk: { field: 'gsi4pk', composite: [] }, sk: { field: 'total', composite: ['total'] } },
  },
} as const;
