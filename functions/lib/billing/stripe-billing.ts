import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, type PriceKey } from '../../../shared/domain/billing';
import { config } from '../config';
import { readDeploySettings } from '../deploy-settings';
import { once } from '../once';
import { InvalidSignature, MalformedPayload, type Billing } from './billing';

/**
 * The provider's keys (Secrets Manager) and its nine price ids (SSM), read on first use, never in the bundle. Until the
 * operator has filled every one, each call answers 503 and logs which keys are missing (functions/lib/deploy-settings);
 * once filled, they are kept for the container's life: a new value ships with a cold start.
 */
const settings = once(async () => {
  const { STRIPE_SECRET_ARN, STRIPE_PRICES_PARAMETER } = config();
  const { stripeKeys, stripePrices } = await readDeploySettings({ stripeKeys: STRIPE_SECRET_ARN, stripePrices: STRIPE_PRICES_PARAMETER });
  return { keys: stripeKeys as { secretKey: string; webhookSecret: string }, prices: stripePrices as Record<PriceKey, string> };
});

/** The SDK's connection: api.stripe.com, or the local sandbox when STRIPE_API_URL says where it listens. */
function connection(): Stripe.StripeConfig {
  const { STRIPE_API_URL } = config();
  const common = { maxNetworkRetries: 2, timeout: 10_000, telemetry: false } as const;
  if (!STRIPE_API_URL) return common;
  const url = new URL(STRIPE_API_URL);
  return { ...common, host: url.hostname, port: url.port, protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

/** A read of an object the provider may not have (an id from an event it did not send, or from another account): null then. */
async function unlessMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    throw error;
  }
}

/** The payments port over the Stripe SDK, its client created once per container. */
export const stripeBilling = once(async (): Promise<Billing> => {
  const { keys, prices } = await settings();
  const stripe = new Stripe(keys.secretKey, connection());
  const byPriceId = new Map(Object.entries(prices).map(([key, id]) => [id, key as PriceKey]));
  return {
    mode: config().STRIPE_API_URL ? 'sandbox' : keys.secretKey.startsWith('sk_live_') || keys.secretKey.startsWith('rk_live_') ? 'live' : 'test',
    priceId: (key) => prices[key],
    priceKey: (priceId) => byPriceId.get(priceId),
    async createCustomer({ userId, email, name }, idempotencyKey) {
      const customer = await stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey });
      return customer.id;
    },
    async updateCustomerEmail(customerId, email) {
      return (await unlessMissing(stripe.customers.update(customerId, { email }))) ? 'updated' : 'missing';
    },
    async createCheckout(params, idempotencyKey) {
      const { id, url } = await stripe.checkout.sessions.create(params, idempotencyKey ? { idempotencyKey } : {});
      return { id, url };
    },
    async expireCheckout(sessionId) {
      const current = await stripe.checkout.sessions.retrieve(sessionId);
      if (current.status !== 'open') return current.status ?? 'expired';
      // Refused when the member paid in the meantime: the session read again says which.
      const expired = await stripe.checkout.sessions.expire(sessionId).catch(() => null);
      return expired?.status ?? (await stripe.checkout.sessions.retrieve(sessionId)).status ?? 'open';
    },
    async createPortal(customer, returnUrl) {
      return (await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl, locale: 'fr' })).url;
    },
    subscription: (id) => unlessMissing(stripe.subscriptions.retrieve(id)),
    async cancelSubscription(id) {
      const current = await unlessMissing(stripe.subscriptions.retrieve(id));
      if (!current) return 'missing';
      // Stripe refuses to cancel a subscription that has already ended: read first, so a retry is a no-op.
      if (current.status === 'canceled' || current.status === 'incomplete_expired') return 'canceled';
      await stripe.subscriptions.cancel(id, { invoice_now: false, prorate: false });
      return 'canceled';
    },
    async customerUserId(customerId) {
      const customer = await unlessMissing(stripe.customers.retrieve(customerId));
      return !customer || customer.deleted ? undefined : customer.metadata.userId;
    },
    async refund(paymentIntent, idempotencyKey) {
      try {
        return (await stripe.refunds.create({ payment_intent: paymentIntent, reason: 'requested_by_customer' }, { idempotencyKey })).id;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return null;
        throw error;
      }
    },
    async verifyEvent(rawBody, signature) {
      if (!signature) throw new InvalidSignature('En-tête stripe-signature absent');
      try {
        return await stripe.webhooks.constructEventAsync(rawBody, signature, keys.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidSignature(error.message);
        // The signature held: only then does the SDK parse the body.
        if (error instanceof SyntaxError) throw new MalformedPayload(error.message);
        throw error;
      }
    },
  };
});
