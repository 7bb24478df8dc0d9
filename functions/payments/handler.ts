import { stripeBilling } from '../lib/billing/stripe-billing';
import { config } from '../lib/config';
import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { adminPayments, paymentsConfig } from './admin-payments';
import { provider } from '../lib/billing/checkout-session';
import { openPortal, startPlanCheckout, startShopCheckout } from './checkout';
import { subscriptionView } from './payment-views';
import { refundPurchase } from './refunds';
import { syncSubscription } from './sync-subscription';
import { receiveWebhook } from './webhook';

const now = () => new Date().toISOString();
/** The provider's client, its keys read on first use; a provider that cannot be configured answers 503. */
const billing = () => provider('configuration', stripeBilling);
const checkout = async () => ({ billing: await billing(), siteUrl: config().SITE_URL });

export const handler = domainHandler('payments', {
  planCheckout: async ({ caller, body }) => startPlanCheckout(db(), await checkout(), { userId: caller.userId, ...body }),
  shopCheckout: async ({ caller, body }) => startShopCheckout(db(), await checkout(), { userId: caller.userId, product: body.product }),
  billingPortal: async ({ caller }) => openPortal(db(), await checkout(), caller.userId),
  subscription: async ({ caller }) => subscriptionView((await db().entities.subscription.get({ userId: caller.userId }).go({ consistent: true })).data),
  checkSubscription: async ({ caller }) => {
    const { data } = await db().entities.subscription.get({ userId: caller.userId }).go({ consistent: true, attributes: ['stripeSubscriptionId'] });
    const subscriptionId = data?.stripeSubscriptionId;
    if (subscriptionId) {
      const provided = await billing();
      await provider('vérification de l’abonnement', () => syncSubscription(db(), provided, { subscriptionId, event: null, now }));
    }
    return subscriptionView((await db().entities.subscription.get({ userId: caller.userId }).go({ consistent: true })).data);
  },
  stripeWebhook: async ({ rawBody, headers }) => receiveWebhook(db(), { billing: await billing(), now }, { rawBody, signature: headers['stripe-signature'] }),
  adminPayments: async ({ query }) => adminPayments(db(), query.month, now()),
  refundPayment: async ({ caller, params }) => refundPurchase(db(), { paymentId: params.id, adminId: caller.userId, at: now() }),
  paymentsConfig: async () => paymentsConfig({ siteUrl: config().SITE_URL, mode: (await billing()).mode }),
});
