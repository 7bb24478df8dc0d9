import type Stripe from 'stripe';
import { isVisioPriceKey } from '../../shared/domain/billing';
import { parisMonth } from '../../shared/domain/months';
import type { Db } from '../lib/db/service';
import { outboxItem } from '../lib/events/outbox';
import { logger } from '../lib/logger';
import { confirmHeldVisioItems, releaseHeldVisioItems } from '../lib/visios/held-visio';
import { idOf } from './provider-ids';
import { recordedWrite, type RecordedItem } from './recorded-write';
import type { ProviderEvent } from './sync-subscription';

/** A checkout of a paid visio: its metadata names the held session (paid-visio.ts opens it). */
export const isVisioCheckout = (session: Stripe.Checkout.Session): boolean => Boolean(session.metadata?.visioId);

/** The session a checkout holds, if it is still the member's. */
async function heldVisio(db: Db, session: Stripe.Checkout.Session) {
  const visioId = session.metadata?.visioId;
  const userId = session.client_reference_id ?? session.metadata?.userId;
  if (!visioId || !userId) return null;
  const { data } = await db.entities.visio.get({ visioId }).go({ consistent: true });
  return data && data.userId === userId ? data : null;
}

/**
 * A paid visio's checkout completed (checkout.session.completed, payment mode): in ONE transaction with the event's
 * record, the payment row (keyed by its payment intent) and the session confirmed — on the condition that it is still
 * held for this checkout — counted in its month, with `visio_booked` (its reminders and confirmation e-mail).
 * Delivered five times, it confirms once. A payment for a slot no longer held (it cannot happen while the checkout
 * expires with the hold, but money is never kept for nothing) is recorded refunded with its `payment_refund_due` event,
 * which has the provider refund it.
 */
export async function completeVisioPayment(
  db: Db,
  session: Stripe.Checkout.Session,
  event: ProviderEvent,
  at: string,
): Promise<'confirmed' | 'duplicate' | 'refunded' | 'ignored'> {
  const visio = await heldVisio(db, session);
  const paymentId = idOf(session.payment_intent);
  const product = session.metadata?.product ?? '';
  const profile = visio ? (await db.entities.profile.get({ userId: visio.userId }).go({ attributes: ['email'] })).data : null;
  if (session.payment_status !== 'paid' || !visio || !paymentId || !isVisioPriceKey(product) || !profile) {
    logger.warn('Paiement de visio non rattaché (non payé, visio inconnue ou produit inconnu) : rien d’écrit', { sessionId: session.id, status: session.payment_status });
    return 'ignored';
  }
  const row = (status: 'paid' | 'refunded') => ({
    paymentId,
    userId: visio.userId,
    memberEmail: profile.email,
    kind: 'visio' as const,
    product,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'eur',
    status,
    creditRef: visio.visioId,
    reference: session.id,
    paidAt: at,
    month: parisMonth(at),
    ...(status === 'refunded' ? { refundedAt: at, refundedBy: 'automatique' } : {}),
  });
  // The payment and the session it confirms stand or fall together.
  const confirmation: RecordedItem = {
    group: 'visio',
    items: (entities) => [entities.payment.create(row('paid')).commit(), ...confirmHeldVisioItems(entities, visio, { checkoutSessionId: session.id, paymentId, at })],
  };
  const held = visio.status === 'en_attente' && visio.checkoutSessionId === session.id;
  const outcome = held ? await recordedWrite(db, event, [confirmation], at) : null;
  if (outcome?.status === 'duplicate') return 'duplicate';
  if (outcome?.written.has(confirmation)) return 'confirmed';
  // Not confirmed here. Another event about this payment confirmed it: nothing more to do.
  const { data: known } = await db.entities.payment.get({ paymentId }).go({ consistent: true });
  if (known) {
    if (!outcome) await recordedWrite(db, event, [], at);
    return 'duplicate';
  }
  // Paid for a slot no longer held: recorded refunded with the event that refunds it (the row is created once, so a
  // retried event refunds once), with the provider's event unless its record went with the attempt above.
  logger.error('Visio payée sans créneau gardé : paiement remboursé', { visioId: visio.visioId, paymentId });
  const refund: RecordedItem = {
    items: (entities) => [entities.payment.create(row('refunded')).commit(), outboxItem(entities, 'payment_refund_due', { userId: visio.userId, paymentId }, at)],
  };
  const recorded = await recordedWrite(db, outcome ? null : event, [refund], at);
  return recorded.status === 'committed' && recorded.written.has(refund) ? 'refunded' : 'duplicate';
}

/**
 * A paid visio's checkout expired unpaid (checkout.session.expired): its slot is freed, once — the session turns
 * `annulee` if it is still held (the member may have given it up first) and its cells are deleted.
 */
export async function expireVisioHold(db: Db, session: Stripe.Checkout.Session, event: ProviderEvent, at: string): Promise<'released' | 'duplicate' | 'ignored'> {
  const visio = await heldVisio(db, session);
  // A session not (or no longer) held for this checkout: nothing to free, nothing written.
  if (visio?.status !== 'en_attente' || visio.checkoutSessionId !== session.id) return 'ignored';
  const release: RecordedItem = { items: (entities) => releaseHeldVisioItems(entities, visio, at) };
  const outcome = await recordedWrite(db, event, [release], at);
  if (outcome.status === 'duplicate') return 'duplicate';
  return outcome.written.has(release) ? 'released' : 'ignored';
}
