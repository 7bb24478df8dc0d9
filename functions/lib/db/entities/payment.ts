import { BILLING_PERIODS, PLAN_IDS } from '../../../../shared/domain/plans';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../../../../shared/domain/billing';

/**
 * A payment the provider settled (issue 13): a shop purchase (keyed by its payment intent, which a refund names) or a
 * subscription invoice (keyed by the invoice). Created once, in the same transaction as what it pays for (the credit,
 * the points); a refund withdraws the credit in the same transaction that marks it refunded. Read by id, by member
 * (gsi1) and by the Paris month it was paid in (gsi3: the admin's list, a month per page).
 */
export const paymentModel = {
  model: { entity: 'payment', version: '1', service: 'lameute' },
  attributes: {
    paymentId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** Copied in so the admin's list reads no other item per row. */
    memberEmail: { type: 'string', required: true, readOnly: true },
    kind: { type: PAYMENT_KINDS, required: true, readOnly: true },
    /** What was bought: a shop product id, a plan id or a visio's price key (visio_30, visio_60). */
    product: { type: 'string', required: true, readOnly: true },
    billingPeriod: { type: BILLING_PERIODS, readOnly: true },
    /** Amount received, in cents (after a promotion code). */
    amount: { type: 'number', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    status: { type: PAYMENT_STATUSES, required: true },
    /** The credit it left: the reward's id (a ticket) or 'visio-bonus' (shop purchases); the session's id (a paid visio). */
    creditRef: { type: 'string', readOnly: true },
    /** The provider's references: the checkout session, the subscription of an invoice. */
    reference: { type: 'string', readOnly: true },
    paidAt: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    refundedAt: { type: 'string' },
    /** The admin who refunded it ('stripe' when it was refunded from the provider's dashboard). */
    refundedBy: { type: 'string' },
    /** Whether the credit was withdrawn with the refund (false: it had been used, refunded anyway from the dashboard). */
    creditWithdrawn: { type: 'boolean' },
    /** The provider's refund, recorded once by the refunds consumer (functions/consumers/refunds.ts). */
    refundId: { type: 'string' },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['paymentId'] }, sk: { field: 'sk', composite: [] } },
    byMember: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['paidAt', 'paymentId'] } },
    byMonth: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['month'] }, sk: { field: 'gsi3sk', composite: ['paidAt', 'paymentId'] } },
  },
} as const;

/**
 * A paid subscription as the provider last showed it (issue 13): the admin's list of subscriptions. Rewritten whole
 * by every synchronisation, in the same transaction as the member's state. Listed by the date it started (gsi2, one
 * partition: a subscription list an admin pages through).
 */
export const paidSubscriptionModel = {
  model: { entity: 'paidSubscription', version: '1', service: 'lameute' },
  attributes: {
    subscriptionId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    memberEmail: { type: 'string', required: true },
    plan: { type: PLAN_IDS, required: true },
    billingPeriod: { type: BILLING_PERIODS, required: true },
    /** The provider's status (active, past_due, canceled…). */
    status: { type: 'string', required: true },
    amount: { type: 'number', required: true },
    periodEnd: { type: 'string', required: true },
    cancelAtPeriodEnd: { type: 'boolean', required: true },
    startedAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['subscriptionId'] }, sk: { field: 'sk', composite: [] } },
    byStart: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['startedAt', 'subscriptionId'] } },
  },
} as const;

/**
 * A provider event already processed (issue 13): created on the condition that it does not exist, in the same
 * transaction as the event's effect, so an event delivered five times takes effect once. Kept 30 days (the provider
 * retries for 3), then expired by DynamoDB's TTL.
 */
export const webhookEventModel = {
  model: { entity: 'webhookEvent', version: '1', service: 'lameute' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    processedAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
