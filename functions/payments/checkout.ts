import { grantsAccess, hasSubscriptionToManage, planPriceKey } from '../../shared/domain/billing';
import type { BillingPeriod, PaidPlanId } from '../../shared/domain/plans';
import type { ShopProductId } from '../../shared/domain/shop';
import type { Billing } from '../lib/billing/billing';
import { ensureCustomer, openCheckout, provider, RETURN_PATHS } from '../lib/billing/checkout-session';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';

interface CheckoutContext {
  billing: Billing;
  siteUrl: string;
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
  const { url } = await openCheckout(billing, {
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
  return { url };
}

/** One-off checkout of a shop product (SPEC §2 Shop): the credit comes with the webhook, once paid. */
export async function startShopCheckout(db: Db, { billing, siteUrl }: CheckoutContext, input: { userId: string; product: ShopProductId }) {
  const { userId, product } = input;
  const customer = await ensureCustomer(db, billing, userId);
  const { url } = await openCheckout(billing, {
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
  return { url };
}

/**
 * The customer portal of the caller's own customer: its id comes from their item, never from the request. Only for a
 * member with a subscription to manage there (issue 23): a customer alone (a shop purchase) or a plan the team gave
 * would open a portal that says no subscription is running, so it is refused before the provider is called.
 */
export async function openPortal(db: Db, { billing, siteUrl }: CheckoutContext, userId: string): Promise<{ url: string }> {
  const { data } = await db.entities.subscription
    .get({ userId })
    .go({ consistent: true, attributes: ['stripeCustomerId', 'stripeSubscriptionId', 'billingStatus', 'plan'] });
  if (!data?.stripeCustomerId || !hasSubscriptionToManage(data)) throw new HttpError('BILLING_NOTHING_TO_MANAGE');
  const customerId = data.stripeCustomerId;
  return { url: await provider('portail client', () => billing.createPortal(customerId, `${siteUrl}${RETURN_PATHS.portalReturn(data.plan)}`)) };
}
