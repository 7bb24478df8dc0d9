import type { Billing } from '../lib/billing/billing';
import type { Db } from '../lib/db/service';
import type { WriteEntities } from '../lib/points/ledger';
import { releaseHeldVisioItems } from '../lib/visios/held-visio';
import type { VisioItem } from '../lib/visios/visio-item';
import { closeCheckout } from './paid-visio';

/**
 * One unpaid hold per member (issue 20): a paid booking holds its slot for 35 minutes, hidden from everyone, so a
 * member could otherwise hold any number of slots without paying. A new paid booking releases the member's previous
 * hold instead, in the transaction that holds the new slot: the member's hold item (`visioHold`) is rewritten there
 * on the condition that it still names the hold the booking read, so of two bookings racing over the same previous
 * hold one commits and the other reads again (`HOLD_ATTEMPTS`).
 * The previous hold's checkout is closed at the provider BEFORE that transaction, as when the member gives a slot up
 * (paid-visio.ts): a slot is never freed while its payment can still go through, and the request answers once the
 * old page can no longer be paid — no outbox event is needed for a call that precedes the commit. A checkout opened
 * after this read makes the release's condition fail (held-visio.ts), and one opened after the commit is closed by
 * its opener, who finds its hold gone (`openVisioCheckout`).
 */

/** The member's previous hold as a new paid booking leaves it. */
export interface PreviousHold {
  /** The session the member's hold item names (undefined: the member never held a paid slot). */
  visioId: string | undefined;
  /** That session when it is still held unpaid, its checkout closed (or none opened yet): the booking frees it. */
  toFree: VisioItem | null;
}

/**
 * A booking whose transaction failed only on the previous hold (another booking of the member committed first, or
 * the hold was paid, freed or given a checkout meanwhile) reads it again. Each failure follows a change made by the
 * member's other bookings, each at most once per booking: one committing, one recording the checkout of the hold it
 * committed, or the provider freeing a hold whose checkout one of them closed. Among N simultaneous bookings none
 * fails much more than 3(N − 1) times: thirty attempts let ten of them all commit, one after the other. Giving up
 * matters: the booking may already have closed the checkout of the hold it meant to replace, which the provider's
 * expiry then frees, and the member would be left with no slot held.
 */
export const HOLD_ATTEMPTS = 30;

/**
 * Reads the member's previous hold and, if it is still unpaid, closes its checkout at the provider. A checkout paid
 * first leaves the hold to its payment (the webhook confirms it); the provider out of reach answers 503 with nothing
 * written. The booking's own id (a retried request) is never closed: the transaction then finds the booking it made.
 */
export async function closePreviousHold(db: Db, billing: () => Promise<Billing>, { userId, ownId }: { userId: string; ownId: string }): Promise<PreviousHold> {
  const { data: marker } = await db.entities.visioHold.get({ userId }).go({ consistent: true });
  if (!marker || marker.visioId === ownId) return { visioId: marker?.visioId, toFree: null };
  const [{ data: previous }, { data: own }] = await Promise.all([
    db.entities.visio.get({ visioId: marker.visioId }).go({ consistent: true }),
    db.entities.visio.get({ visioId: ownId }).go({ consistent: true, attributes: ['visioId'] }),
  ]);
  // A retry of an older request: its transaction answers the booking it made, and the current hold stays open.
  if (own || previous?.status !== 'en_attente') return { visioId: marker.visioId, toFree: null };
  // Paid first: the webhook confirms it, and it is no longer an unpaid hold.
  if (previous.checkoutSessionId && (await closeCheckout(await billing(), previous.checkoutSessionId)) === 'paid') return { visioId: marker.visioId, toFree: null };
  return { visioId: marker.visioId, toFree: previous };
}

/**
 * The items of a new hold's transaction that make it the member's only one: the hold item names it (created if the
 * member has none, else rewritten over the one read), and the previous hold, if still unpaid, is freed.
 */
export function replaceHoldItems(entities: WriteEntities, { userId, visioId, previous, at }: { userId: string; visioId: string; previous: PreviousHold; at: string }) {
  const named = previous.visioId;
  return [
    named
      ? entities.visioHold
          .patch({ userId })
          .set({ visioId, updatedAt: at })
          .where(({ visioId: current }, { eq }) => eq(current, named))
          .commit()
      : entities.visioHold.create({ userId, visioId, updatedAt: at }).commit(),
    ...(previous.toFree ? releaseHeldVisioItems(entities, previous.toFree, at) : []),
  ];
}
