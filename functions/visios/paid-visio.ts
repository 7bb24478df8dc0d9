import { visioPriceKey } from '../../shared/domain/billing';
import type { VisioDuration } from '../../shared/domain/visios';
import type { Billing } from '../lib/billing/billing';
import type { Db } from '../lib/db/service';
import { isConditionFailure } from '../lib/db/condition';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { logger } from '../lib/logger';
import { ensureCustomer, openCheckout, provider, RETURN_PATHS } from '../lib/billing/checkout-session';
import { holdUntil, releaseHeldVisioItems } from '../lib/visios/held-visio';
import type { VisioItem } from '../lib/visios/visio-item';
import { visioById } from './visio-views';

/**
 * Paid sessions (issue 12 with the payments of issue 13). A session no credit covers is booked in two steps:
 * 1. the booking holds the slot — the session is written `en_attente` with its educator's cells, in the transaction
 *    that makes any booking (no double booking) — and opens a checkout at the price of its length, which lives as
 *    long as the hold;
 * 2. the provider's webhook confirms it once paid (`confirmHeldVisioItems`, with the payment row), or frees the slot
 *    when the checkout expires unpaid (`releaseHeldVisioItems`). The member may also give the slot up before paying:
 *    the checkout is closed at the provider first, so a slot is never freed while its payment can still go through.
 * The price is the server's (the length's price key), never the client's.
 */

/** Where the member pays: the provider and the site the member comes back to. */
export interface PaymentDesk {
  billing: Billing;
  siteUrl: string;
}

/**
 * Opens the checkout of a held session and keeps its address on it, so a retried booking (or the member's list)
 * gives the same page. The provider's idempotency key is the session's: a retry after a crash opens no second
 * checkout. If the provider cannot open one, the slot is freed again before the 503. If the hold was freed while the
 * checkout opened (the member's next paid booking replaced it, member-hold.ts), the page just opened is closed again:
 * nobody may pay for a slot no longer held.
 */
export async function openVisioCheckout(db: Db, desk: PaymentDesk, visio: VisioItem, requested: VisioDuration): Promise<VisioItem> {
  if (visio.checkoutUrl) return visio;
  let opened: string | undefined;
  try {
    const customer = await ensureCustomer(db, desk.billing, visio.userId);
    const metadata = { userId: visio.userId, visioId: visio.visioId, product: visioPriceKey(requested) };
    const { id, url } = await openCheckout(
      desk.billing,
      {
        mode: 'payment',
        customer,
        client_reference_id: visio.userId,
        line_items: [{ price: desk.billing.priceId(visioPriceKey(requested)), quantity: 1 }],
        locale: 'fr',
        metadata,
        payment_intent_data: { metadata },
        expires_at: Math.floor(Date.parse(visio.holdUntil ?? holdUntil(visio.createdAt)) / 1000),
        success_url: `${desk.siteUrl}${RETURN_PATHS.visioPaid}`,
        cancel_url: `${desk.siteUrl}${RETURN_PATHS.visioCanceled(visio.visioId)}`,
      },
      `visio-checkout-${visio.visioId}`,
    );
    opened = id;
    await db.entities.visio
      .patch({ visioId: visio.visioId })
      .set({ checkoutSessionId: id, checkoutUrl: url })
      .where(({ status }, { eq }) => eq(status, 'en_attente'))
      .go({ response: 'none' });
    return { ...visio, checkoutSessionId: id, checkoutUrl: url };
  } catch (error) {
    // A page opened but not kept on the session is closed again: nobody may pay for a slot it no longer holds.
    if (opened) {
      await closeCheckout(desk.billing, opened).catch((close: unknown) => logger.error('Visio payante : paiement d’un créneau libéré resté ouvert', { visioId: visio.visioId, error: close }));
    }
    if (opened && isConditionFailure(error)) throw new HttpError('VISIO_HOLD_REPLACED');
    await releaseHeldVisio(db, visio, new Date().toISOString()).catch((release: unknown) => logger.error('Visio payante : créneau non libéré', { visioId: visio.visioId, error: release }));
    throw error;
  }
}

/** Frees a held session's slot; 'already' when it was confirmed or freed first (the session then says which). */
async function releaseHeldVisio(db: Db, visio: VisioItem, at: string): Promise<'released' | 'already'> {
  const result = await writeTransaction(() => db.transaction.write((entities) => releaseHeldVisioItems(entities, visio, at)).go());
  if (!result.canceled) return 'released';
  const [held] = result.data.map((item: { code: string }) => item.code);
  if (held === 'ConditionalCheckFailed') return 'already';
  throw new HttpError('BUSY');
}

/**
 * Closes a held session's checkout at the provider so that it can no longer be paid: 'closed', or 'paid' when the
 * member paid first (the webhook confirms the session). The provider out of reach answers 503.
 */
export async function closeCheckout(billing: Billing, sessionId: string): Promise<'closed' | 'paid'> {
  const checkout = await provider('fermeture du paiement', () => billing.expireCheckout(sessionId));
  if (checkout === 'open') throw new HttpError('BILLING_UNAVAILABLE');
  return checkout === 'complete' ? 'paid' : 'closed';
}

/**
 * The member gives up a held slot before paying (or comes back from the checkout's 'Retour'): the checkout is closed
 * at the provider first; if the member paid in the meantime, the session is theirs ('Ton paiement vient d'être
 * reçu'). Returns the session as it stands.
 */
export async function giveUpHeldVisio(db: Db, billing: Billing, visio: VisioItem, at: string): Promise<VisioItem> {
  if (visio.checkoutSessionId && (await closeCheckout(billing, visio.checkoutSessionId)) === 'paid') throw new HttpError('VISIO_ALREADY_PAID');
  const outcome = await releaseHeldVisio(db, visio, at);
  const now = await visioById(db, visio.visioId);
  // Its checkout was recorded between the read and the release (its booking was still opening it): close that one too.
  if (outcome === 'already' && now.status === 'en_attente' && now.checkoutSessionId !== visio.checkoutSessionId) return giveUpHeldVisio(db, billing, now, at);
  return now;
}
