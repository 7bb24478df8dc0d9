import * as z from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATUSES, WEBHOOK_EVENTS } from '../domain/billing';
import { BILLING_PERIODS, PAID_PLAN_IDS, PLAN_IDS } from '../domain/plans';
import { SHOP_PRODUCT_IDS } from '../domain/shop';

/** Shapes of the payments domain (issue 13; SPEC §2 Plans page, Shop, Subscription, §7 Functions). */

/**
 * A plan's checkout: the plan and the period, never a price (SPEC's `{ priceId }` is the client's copy of something
 * the server knows: it maps the plan to the provider's price itself).
 */
export const planCheckoutBodySchema = z.strictObject({
  plan: z.enum(PAID_PLAN_IDS, { error: 'Choisis un plan payant' }),
  period: z.enum(BILLING_PERIODS, { error: 'Choisis une période de facturation' }),
});

export const shopCheckoutBodySchema = z.strictObject({
  product: z.enum(SHOP_PRODUCT_IDS, { error: 'Choisis un produit de la boutique' }),
});

/** Where the browser goes next: the provider's checkout or portal page. */
export const redirectSchema = z.object({ url: z.url() });

/** check-subscription (SPEC §7: subscribed, subscription_type, subscription_end) and what the page shows with it. */
export const subscriptionViewSchema = z.object({
  subscribed: z.boolean(),
  subscriptionType: z.enum(PLAN_IDS),
  /** End of the paid period: the renewal date, or the last day of access once cancelled. */
  subscriptionEnd: z.string().nullable(),
  billingPeriod: z.enum(BILLING_PERIODS).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A renewal failed: the member updates their card in the portal. */
  paymentFailed: z.boolean(),
  /** Whether the member has a subscription to manage in the provider's portal (not a gift, not a shop customer alone). */
  canManage: z.boolean(),
  ticketsRemaining: z.number().int(),
  visiosRemaining: z.number().int(),
  visiosBonus: z.number().int(),
  /** A plan the team gave (issue 21): which one and until when (null: until the team ends it); null without one. */
  gift: z.object({ plan: z.enum(PAID_PLAN_IDS), endsAt: z.string().nullable() }).nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const webhookAnswerSchema = z.object({ received: z.literal(true) });

const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;
export const adminPaymentsQuerySchema = z.strictObject({
  /** `YYYY-MM` (Paris); the current month when absent. */
  month: z.string().regex(MONTH, { error: 'Mois invalide (AAAA-MM)' }).optional(),
});

/** A payment id of the provider: a payment intent (shop) or an invoice (subscription). */
export const paymentIdParamsSchema = z.strictObject({ id: z.string().regex(/^(?:pi|in)_[A-Za-z0-9_]{1,200}$/, { error: 'Paiement introuvable' }) });

export const adminPaymentSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberEmail: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  /** What a person reads: 'Ticket urgent', 'Premium (mensuel)'. */
  productLabel: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.string(),
  refundedAt: z.string().nullable(),
  /** Whether the admin may refund it now (a shop purchase, paid, its credit unused, within 14 days). */
  refundable: z.boolean(),
  /** Why not, when it is a shop purchase that cannot be refunded. */
  refundNote: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminSubscriptionSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberEmail: z.string(),
  plan: z.enum(PLAN_IDS),
  billingPeriod: z.enum(BILLING_PERIODS),
  amount: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
  periodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  startedAt: z.string(),
});

export const adminPaymentsSchema = z.object({
  month: z.string(),
  payments: z.array(adminPaymentSchema),
  /** Received this month, refunds deducted, in cents. */
  revenue: z.number().int(),
  refunded: z.number().int(),
  subscriptions: z.array(adminSubscriptionSchema),
});

export const paymentsConfigSchema = z.object({
  /** The endpoint to register at the provider: this deployment's webhook URL. */
  webhookUrl: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** 'sandbox': the local Stripe sandbox; 'test' / 'live': the provider's key mode. */
  mode: z.enum(['sandbox', 'test', 'live']),
});
