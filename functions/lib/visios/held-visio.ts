import { claimCells } from '../../../shared/domain/visio-slots';
import { VISIO_HOLD_RELEASED_REASON, VISIO_PAYMENT_HOLD_MINUTES } from '../../../shared/domain/visios';
import { outboxItem } from '../events/outbox';
import type { WriteEntities } from '../points/ledger';
import { monthItems } from '../stats/counters';
import type { VisioItem } from './visio-item';

/**
 * A paid session's slot held while the member pays (functions/visios/paid-visio.ts): the items the visios domain and
 * the payments webhook write to confirm it once paid or to free it, each on the condition that it is still held.
 */

/** A slot held for a payment that never came (freed unpaid) was never a session: no list or figure shows it. */
export const isReleasedHold = (item: Pick<VisioItem, 'status' | 'cancelReason'>): boolean => item.status === 'annulee' && item.cancelReason === VISIO_HOLD_RELEASED_REASON;

/** Until when a slot booked now is held for its payment. */
export const holdUntil = (at: string): string => new Date(Date.parse(at) + VISIO_PAYMENT_HOLD_MINUTES * 60_000).toISOString();

/**
 * The items that confirm a held session once paid: the session turns `confirmee` with its payment (on the condition
 * that it is still held for this checkout), counts in the admin's month and writes `visio_booked` (its reminders and
 * confirmation e-mail), as any booking does.
 */
export function confirmHeldVisioItems(entities: WriteEntities, visio: VisioItem, { checkoutSessionId, paymentId, at }: { checkoutSessionId: string; paymentId: string; at: string }) {
  return [
    entities.visio
      .patch({ visioId: visio.visioId })
      .set({ status: 'confirmee', paymentId })
      .remove(['holdUntil', 'checkoutUrl'])
      .add({ version: 1 })
      .where(({ status, checkoutSessionId: held }, { eq }) => `${eq(status, 'en_attente')} AND ${eq(held, checkoutSessionId)}`)
      .commit(),
    ...monthItems(entities, visio.month, { visios: 1 }),
    outboxItem(entities, 'visio_booked', { userId: visio.userId, visioId: visio.visioId }, at),
  ];
}

/**
 * The items that free a held session's slot: the session turns `annulee` and its cells are deleted, on the condition
 * that it is still held with the checkout its releaser read — none, or one that is closed (expired at the provider,
 * or closed by the releaser first). A checkout recorded since that read could still be paid: the release then fails
 * and its caller reads the session again.
 */
export function releaseHeldVisioItems(entities: WriteEntities, visio: VisioItem, at: string) {
  const known = visio.checkoutSessionId;
  return [
    entities.visio
      .patch({ visioId: visio.visioId })
      .set({ status: 'annulee', cancelledAt: at, cancelReason: VISIO_HOLD_RELEASED_REASON })
      .remove(['checkoutUrl', 'holdUntil'])
      .add({ version: 1 })
      .where(({ status, checkoutSessionId }, { eq, notExists }) => `${eq(status, 'en_attente')} AND ${known ? eq(checkoutSessionId, known) : notExists(checkoutSessionId)}`)
      .commit(),
    ...claimCells(visio.start, visio.durationMinutes, visio.bufferMinutes).map((cell) => entities.visioSlotClaim.delete({ educatorId: visio.educatorId, cell }).commit()),
  ];
}
