import type { Billing } from '../lib/billing/billing';
import { stripeBilling } from '../lib/billing/stripe-billing';
import { isConditionFailure } from '../lib/db/condition';
import { db, type Db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';

/**
 * Gives a payment back (issue 20) from the `payment_refund_due` event its change wrote: a paid visio cancelled in time,
 * an admin's refund of a shop purchase, a visio paid for a slot no longer held. The change marked the payment refunded
 * (and withdrew its credit); this asks the provider. The provider's idempotency key is the event's id, so a message
 * run again — the provider failed, or this function stopped after its call — refunds once, and the refund's id is
 * recorded on the payment once (on the condition that none is). A provider that fails makes the message fail: the
 * queue brings it back every 15 minutes for 24 hours, then keeps it in the dead-letter queue, whose alarm calls the team.
 */
export async function refundPayment(db: Db, billing: Billing, event: ConsumedEvent<'refunds'>): Promise<'refunded' | 'already-refunded'> {
  const { paymentId } = event.detail;
  const refundId = await billing.refund(paymentId, event.id);
  if (!refundId) {
    // Refunded in full from the provider's dashboard first: its charge.refunded event records it.
    logger.warn('Paiement déjà remboursé chez le prestataire', { paymentId });
    return 'already-refunded';
  }
  await db.entities.payment
    .patch({ paymentId })
    .set({ refundId })
    .where(({ refundId: recorded }, { notExists }) => notExists(recorded))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  return 'refunded';
}

export const handler = consumerHandler('refunds', async (event) => {
  await refundPayment(db(), await stripeBilling(), event);
});
