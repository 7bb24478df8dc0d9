import type Stripe from 'stripe';
import type { PlanId } from '../../../shared/domain/plans';
import type { ShopProductId } from '../../../shared/domain/shop';
import { isConditionFailure } from '../db/condition';
import type { Db } from '../db/service';
import { HttpError } from '../http/errors';
import { logger } from '../logger';
import type { Billing } from './billing';

/**
 * What every checkout needs, whatever it sells (a plan, a shop product, a paid visio): the member's customer at the
 * provider, the provider's failures turned into a French 503, and the pages the provider sends the member back to.
 */

/** Where the provider sends the member back (SPEC §2: the URL flags the pages read on arrival). */
export const RETURN_PATHS = {
  /**
   * A first subscription, paid: SPEC's `success=true` ('Bienvenue dans la meute', the page waits for the activation).
   * Not `plan_upgraded` as well, which would say the same thing in a second toast; a plan change of a running
   * subscription happens in the portal (`portalReturn`).
   */
  planSuccess: '/membre/abonnement?success=true',
  planCanceled: '/offres?canceled=true',
  shopSuccess: (product: ShopProductId) => `/membre/dashboard?purchase_success=true&product=${product}`,
  shopCanceled: '/boutique?canceled=true',
  /**
   * The portal's way back names the plan the member had when they opened it: the page reads the subscription again
   * and, only if the plan changed there, sets `plan_upgraded=true&plan=<the new one>` (web/src/features/billing/
   * usePortalReturn.ts). The return address is fixed when the portal opens, before the member chooses anything.
   */
  portalReturn: (plan: PlanId) => `/membre/abonnement?retour_portail=${plan}`,
  visioPaid: '/membre/visios?paiement=recu',
  visioCanceled: (visioId: string) => `/membre/visios?paiement=annule&visio=${visioId}`,
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

/** A checkout session at the provider: its id and the address where the member pays (503 without one). */
export async function openCheckout(billing: Billing, params: Stripe.Checkout.SessionCreateParams, idempotencyKey?: string): Promise<{ id: string; url: string }> {
  const { id, url } = await provider('session de paiement', () => billing.createCheckout(params, idempotencyKey));
  if (!url) throw new HttpError('BILLING_UNAVAILABLE');
  return { id, url };
}
