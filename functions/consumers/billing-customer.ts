import type { Billing } from '../lib/billing/billing';
import { stripeBilling } from '../lib/billing/stripe-billing';
import { db, type Db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';

/**
 * Keeps the member's customer at the payment provider on their address (issue 22): after `email_changed`, the
 * provider's receipts and invoices go to the new address. The address is read from the profile when the message runs,
 * not from the event, so two changes in a row end on the last one whatever the order their messages arrive in; setting
 * the same address again changes nothing, so a message run twice is harmless. A member who never paid has no customer:
 * nothing to do. A provider that fails fails the message, which the queue brings back (then the dead-letter queue).
 */
export async function syncCustomerEmail(db: Db, billing: () => Promise<Billing>, { detail: { userId } }: ConsumedEvent<'billing-customer'>): Promise<'updated' | 'no-customer' | 'missing'> {
  const [{ data: subscription }, { data: profile }] = await Promise.all([
    db.entities.subscription.get({ userId }).go({ attributes: ['stripeCustomerId'] }),
    db.entities.profile.get({ userId }).go({ attributes: ['email'] }),
  ]);
  if (!subscription?.stripeCustomerId || !profile) return 'no-customer';
  const outcome = await (await billing()).updateCustomerEmail(subscription.stripeCustomerId, profile.email);
  if (outcome === 'missing') logger.warn('Client du prestataire de paiement introuvable : adresse non mise à jour', { userId });
  return outcome;
}

export const handler = consumerHandler('billing-customer', async (event) => {
  await syncCustomerEmail(db(), stripeBilling, event);
});
