import type Stripe from 'stripe';
import { grantsAccess, planPriceKey } from '../../shared/domain/billing';
import type { BillingPeriod, PaidPlanId } from '../../shared/domain/plans';
import type { ShopProductId } from '../../shared/domain/shop';
import type { Billing } from '../lib/billing/billing';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { logger } from '../lib/logger';

/** Where the provider sends the member back (SPEC §2: the URL flags the pages read on arrival). */
export const RETURN_PATHS = {
  planSuccess: '/membre/abonnement?success=true',
  planCanceled: '/offres?canceled=true',
  shopSuccess: (product: ShopProductId) => `/membre/dashboard?purchase_success=true&product=${product}`,
  shopCanceled: '/boutique?canceled=true',
  portalReturn: '/membre/abonnement',
} as const;

/**
 * A call to the provider: any failure of theirs (down, refused, misconfigured) is logged and answered 503 with a
 * French message; nothing was charged and the member may try again.
 */
export async function provider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logger.error(`Prestataire de paiement : ${what} en échec`, { error });
    throw new HttpError('BILLING_UNAVAILABLE');
  }
}

/**
 * The member's customer at the provider, created once (issue 13): the provider's idempotency key makes two
 * simultaneous first checkouts create one customer, and the id is stored on the condition that none is, so a
 * member never has two customers (the portal shows one history).
 */
export async function ensureCustomer(db: Db, billing: Billing, userId: string): Promise<string> {
  const [{ data: subscription }, { data: profile }] = await Promise.all([
    db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['stripeCustomerId'] }),
    db.entities.profile.get({ userId }).go({ attributes: ['email', 'firstName'] }),
  ]);
  if (subscription?.stripeCustomerId) return subscription.stripeCustomerId;
  if (!profile) throw new HttpError('MEMBER_NOT_FOUND');
  const customerId = await provider('création du client', () =>
    billing.createCustomer({ userId, email: profile.email, name: profile.firstName }, `customer-${userId}`),
  );
  try {
    await db.entities.subscription
      .patch({ userId })
      .set({ stripeCustomerId: customerId })
      .where(({ stripeCustomerId }, { notExists }) => notExists(stripeCustomerId))
      .go({ response: 'none' });
    return customerId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['stripeCustomerId'] });
    return data?.stripeCustomerId ?? customerId;
  }
}

interface CheckoutContext {
  billing: Billing;
  siteUrl: string;
}

async function openCheckout(billing: Billing, params: Stripe.Checkout.SessionCreateParams): Promise<{ url: string }> {
  const url = await provider('session de paiement', () => billing.createCheckout(params));
  if (!url) throw new HttpError('BILLING_UNAVAILABLE');
  return { url };
}

/**
 * Checkout of a paid plan (SPEC §2 Plans page): the price is the server's, from the plan and the period; the
 * subscription carries the member's id, so its events find the member whatever order they come in. A member who
 * already pays for a plan changes it in the portal instead of starting a second subscription.
 */
export async function startPlanCheckout(db: Db, { billing, siteUrl }: CheckoutContext, input: { userId: string; plan: PaidPlanId; period: BillingPeriod }) {
  const { userId, plan, period } = input;
  const { data: current } = await db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['stripeSubscriptionId', 'billingStatus', 'plan'] });
  if (current?.stripeSubscriptionId && current.plan !== 'gratuit' && grantsAccess(current.billingStatus ?? '')) throw new HttpError('BILLING_ALREADY_SUBSCRIBED');
  const customer = await ensureCustomer(db, billing, userId);
  return openCheckout(billing, {
    mode: 'subscription',
    customer,
    client_reference_id: userId,
    line_items: [{ price: billing.priceId(planPriceKey(plan, period)), quantity: 1 }],
    allow_promotion_codes: true,
    locale: 'fr',
    metadata: { userId, plan, period },
    subscription_data: { metadata: { userId } },
    success_url: `${siteUrl}${RETURN_PATHS.planSuccess}`,
    cancel_url: `${siteUrl}${RETURN_PATHS.planCanceled}`,
  });
}

/** One-off checkout of a shop product (SPEC §2 Shop): the credit comes with the webhook, once paid. */
export async function startShopCheckout(db: Db, { billing, siteUrl }: CheckoutContext, input: { userId: string; product: ShopProductId }) {
  const { userId, product } = input;
  const customer = await ensureCustomer(db, billing, userId);
  return openCheckout(billing, {
    mode: 'payment',
    customer,
    client_reference_id: userId,
    line_items: [{ price: billing.priceId(product), quantity: 1 }],
    allow_promotion_codes: true,
    locale: 'fr',
    metadata: { userId, product },
    payment_intent_data: { metadata: { userId, product } },
    success_url: `${siteUrl}${RETURN_PATHS.shopSuccess(product)}`,
    cancel_url: `${siteUrl}${RETURN_PATHS.shopCanceled}`,
  });
}

/** The customer portal of the caller's own customer: its id comes from their item, never from the request. */
export async function openPortal(db: Db, { billing, siteUrl }: CheckoutContext, userId: string): Promise<{ url: string }> {
  const { data } = await db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['stripeCustomerId'] });
  if (!data?.stripeCustomerId) throw new HttpError('BILLING_NOTHING_TO_MANAGE');
  const customerId = data.stripeCustomerId;
  return { url: await provider('portail client', () => billing.createPortal(customerId, `${siteUrl}${RETURN_PATHS.portalReturn}`)) };
}
