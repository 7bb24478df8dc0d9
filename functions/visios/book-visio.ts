import { randomBytes } from 'node:crypto';
import type { Visio } from '../../shared/contract/visio-schemas';
import { parisMonth } from '../../shared/domain/months';
import { claimCells, parisDate, teamSlots } from '../../shared/domain/visio-slots';
import { FREE_VISIO_REWARD_DURATION, isFreeChange, visioPayment, type VisioDuration, type VisioPayment } from '../../shared/domain/visios';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { monthItems } from '../lib/stats/counters';
import { HttpError } from '../lib/http/errors';
import { unusedRewards, useRewardItem } from '../lib/points/rewards';
import { teamAvailability, type EducatorAvailability } from './availability';
import { holdUntil } from '../lib/visios/held-visio';
import { closePreviousHold, HOLD_ATTEMPTS, replaceHoldItems } from './member-hold';
import { visioRightsOf } from './member-visios';
import { openVisioCheckout, type PaymentDesk } from './paid-visio';
import type { VisioItem } from '../lib/visios/visio-item';
import { memberVisioById, memberVisioView, visioById } from './visio-views';
import { chooseDog, readMemberPartition } from '../dogs/member-dogs';

/** Where a session's meeting room lives: Jitsi Meet by default (no account needed), any compatible service by configuration. */
export function meetingLink(videoBaseUrl: string): string {
  // 128 random bits: a room nobody can guess, so only the member and the educator find it.
  return `${videoBaseUrl.replace(/\/$/, '')}/LaMeute-${randomBytes(16).toString('hex')}`;
}

export interface Booking {
  userId: string;
  /** The browser's key for this click: the visio's id, so a retry finds the booking it made. */
  requestId: string;
  duration: VisioDuration;
  start: string;
  note?: string | undefined;
  /** The dog it is about (issue 25); absent: the member's first dog. */
  dogId?: string | undefined;
  at: string;
}

interface BookingContext {
  videoBaseUrl: string;
  /** Where a paid session is paid (read only when one is booked). */
  paymentDesk: () => Promise<PaymentDesk>;
}

type WriteEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/**
 * Books a session (issue 12). The server decides what pays (`visioPayment`: Expert+'s included visio, a bonus visio,
 * a free-visio reward, else the length's price) and which educator takes it: one of those whose rules offer that
 * start (`educatorsOffering`). The slot and the credit are taken in ONE transaction:
 * - the booking, created only if its id (the request's key) is free: a retry answers the booking it made;
 * - one item per 15-minute cell of the educator's time the session and its buffer cover, each created on the
 *   condition that it does not exist: two bookings that overlap share a cell, so one commits and the other is
 *   cancelled whole — no double booking, and no credit spent for a slot not obtained;
 * - the credit: `visios_remaining - 1` (Expert+, still Expert+, above 0), `visios_bonus - 1` (above 0), or the
 *   oldest free-visio reward marked used (if still unused).
 * A paid session takes no credit: it is written `en_attente`, its slot held while the member pays at the checkout
 * it answers with (paid-visio.ts), and counts in the admin's month once paid; it frees the member's previous unpaid
 * hold in the same transaction (one at a time, member-hold.ts).
 * If that educator's time is already claimed (booked since the page showed it, or earlier), the next educator is
 * tried; when none is left, 'Ce créneau vient d'être pris'.
 */
export async function bookVisio(db: Db, booking: Booking, { videoBaseUrl, paymentDesk }: BookingContext): Promise<Visio> {
  const { userId, requestId, at } = booking;
  // One spelling of an instant (milliseconds, Z) in every key and index: the client may send another.
  const start = new Date(booking.start).toISOString();
  const [{ profile, dogs, rights, payment, oldestFreeVisio }, team] = await Promise.all([bookingPayment(db, userId, booking.duration), teamAvailability(db)]);
  const paid = payment.kind === 'paid';
  const candidates = educatorsOffering(team, { start, durationMinutes: payment.durationMinutes, now: at });
  if (candidates.length === 0) {
    const existing = await existingBooking(db, userId, requestId, at, paid ? { paymentDesk, duration: booking.duration } : null);
    if (existing) return existing;
    throw new HttpError('VISIO_SLOT_UNAVAILABLE');
  }
  // The included visio is the month's: a cancellation gives it back within that month only.
  // The dog must be one of the member's (404 otherwise); none named: their first dog.
  const { dog } = chooseDog(dogs, rights.plan, booking.dogId);
  const paidWith = payment.kind === 'reward' ? `reward:${oldestFreeVisio?.id}` : payment.kind === 'included' ? `included:${parisMonth(at)}` : payment.kind;
  for (const educator of candidates) {
    const visio = newVisio({
      visioId: requestId,
      userId,
      memberName: profile.firstName,
      memberPlan: rights.plan,
      educator,
      start,
      durationMinutes: payment.durationMinutes,
      paidWith,
      note: booking.note,
      meetingLink: meetingLink(videoBaseUrl),
      at,
    });
    const about = { ...visio, ...(dog ? { dogId: dog.dogId } : {}) };
    const held: VisioItem = paid ? { ...about, status: 'en_attente', holdUntil: holdUntil(at) } : about;
    const cells = claimCells(visio.start, visio.durationMinutes, visio.bufferMinutes);
    for (let attempt = 1; ; attempt += 1) {
      // A paid hold replaces the member's previous one (member-hold.ts), read again at each attempt.
      const previous = paid ? await closePreviousHold(db, async () => (await paymentDesk()).billing, { userId, ownId: requestId }) : null;
      const result = await writeTransaction(() =>
        db.transaction
          .write((entities) => [
            entities.visio.create(held).commit(),
            ...(paid ? [] : [creditItem(entities, { userId, payment, rewardId: oldestFreeVisio?.id, visioId: visio.visioId, at })]),
            ...cells.map((cell) => entities.visioSlotClaim.create({ educatorId: educator.educatorId, cell, visioId: visio.visioId }).commit()),
            // The educator is still one: their availability exists (leaving the team deletes it, staff-departure.ts).
            stillEducator(entities, educator.educatorId),
            // The admin's visios of the month (issue 14) and the event that schedules its reminders and confirms it by
            // e-mail, with the booking (a paid one's when its payment confirms it).
            ...(paid ? [] : [...monthItems(entities, visio.month, { visios: 1 }), outboxItem(entities, 'visio_booked', { userId, visioId: visio.visioId }, at)]),
            ...(previous ? replaceHoldItems(entities, { userId, visioId: visio.visioId, previous, at }) : []),
          ])
          .go(),
      );
      if (!result.canceled) {
        return memberVisioView(paid ? await openVisioCheckout(db, await paymentDesk(), held, booking.duration) : visio, at);
      }
      // Item codes in order: the booking, the credit (none for a paid session), the cells, the educator's availability,
      // then either the month's counter and the event (never refused) or a paid hold's replacement of the previous one.
      const [created, ...rest] = result.data.map((item: { code: string }) => item.code);
      const credit = paid ? 'None' : rest.shift();
      const [claims, seat, replacement] = [rest.slice(0, cells.length), rest[cells.length], rest.slice(cells.length + 1)];
      if (created === 'ConditionalCheckFailed') {
        const existing = await existingBooking(db, userId, requestId, at, paid ? { paymentDesk, duration: booking.duration } : null);
        if (existing) return existing;
        throw new HttpError('REQUEST_ID_REUSED');
      }
      if (credit === 'ConditionalCheckFailed') throw new HttpError('VISIO_CREDIT_TAKEN');
      // That educator's time was just taken, or they just left the team: the next one free at this start, if any.
      if (claims.includes('ConditionalCheckFailed') || seat === 'ConditionalCheckFailed') break;
      if (!paid || !replacement.includes('ConditionalCheckFailed')) throw new Error(`Réservation annulée : ${[created, credit, ...rest].join(', ')}`);
      // The previous hold changed since it was read (another booking of the member replaced it, it was paid or freed).
      if (attempt === HOLD_ATTEMPTS) throw new HttpError('BUSY');
    }
  }
  throw new HttpError('VISIO_SLOT_TAKEN');
}

export interface Reschedule {
  userId: string;
  visioId: string;
  requestId: string;
  start: string;
  at: string;
}

/**
 * Moves a session to another start (issue 12), allowed up to 24 h before it: a new booking, linked both ways to the
 * old one, paid by the same credit (nothing is spent or given back). One transaction turns the old booking
 * `deplacee` (if still confirmed and unchanged), creates the new one and moves the educator's cells: the old cells
 * are freed, the new ones claimed on the condition that they are free; cells both cover stay held.
 */
export async function rescheduleVisio(db: Db, move: Reschedule, { videoBaseUrl }: BookingContext): Promise<Visio> {
  const { userId, requestId, at } = move;
  const start = new Date(move.start).toISOString();
  const old = await memberVisioById(db, userId, move.visioId);
  if (old.rescheduledTo === requestId) return memberVisioView(await visioById(db, requestId), at); // a retry
  if (old.status !== 'confirmee' || old.end <= at) throw new HttpError('VISIO_NOT_CHANGEABLE');
  if (!isFreeChange(old.start, at)) throw new HttpError('VISIO_TOO_LATE_TO_MOVE');
  const candidates = educatorsOffering(await teamAvailability(db), { start, durationMinutes: old.durationMinutes, now: at });
  if (candidates.length === 0) throw new HttpError('VISIO_SLOT_UNAVAILABLE');
  // The same educator first: the member keeps who they chose to see, when they are free.
  const ordered = [...candidates].sort((a, b) => Number(b.educatorId === old.educatorId) - Number(a.educatorId === old.educatorId));
  const oldCells = claimCells(old.start, old.durationMinutes, old.bufferMinutes);
  for (const educator of ordered) {
    const visio = {
      ...newVisio({
        visioId: requestId,
        userId,
        memberName: old.memberName,
        memberPlan: old.memberPlan,
        educator,
        start,
        durationMinutes: old.durationMinutes,
        paidWith: old.paidWith,
        note: old.note,
        meetingLink: meetingLink(videoBaseUrl),
        at,
      }),
      rescheduledFrom: old.visioId,
      // A paid session's payment follows it: cancelling the new booking refunds it.
      ...(old.paymentId ? { paymentId: old.paymentId } : {}),
    };
    const newCells = claimCells(visio.start, visio.durationMinutes, visio.bufferMinutes);
    const sameEducator = educator.educatorId === old.educatorId;
    const kept = new Set(sameEducator ? newCells.filter((cell) => oldCells.includes(cell)) : []);
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.visio.create(visio).commit(),
          entities.visio
            .patch({ visioId: old.visioId })
            .set({ status: 'deplacee', rescheduledTo: visio.visioId })
            .add({ version: 1 })
            .where(({ status, version }, { eq }) => `${eq(status, 'confirmee')} AND ${eq(version, old.version)}`)
            .commit(),
          ...newCells.map((cell) =>
            kept.has(cell)
              ? entities.visioSlotClaim.put({ educatorId: educator.educatorId, cell, visioId: visio.visioId }).commit()
              : entities.visioSlotClaim.create({ educatorId: educator.educatorId, cell, visioId: visio.visioId }).commit(),
          ),
          ...oldCells.filter((cell) => !kept.has(cell)).map((cell) => entities.visioSlotClaim.delete({ educatorId: old.educatorId, cell }).commit()),
          stillEducator(entities, educator.educatorId),
          // A move to another month moves the session between the admin's months.
          ...(old.month === visio.month ? [] : [...monthItems(entities, old.month, { visios: -1 }), ...monthItems(entities, visio.month, { visios: 1 })]),
          // The new booking's reminders and e-mail, as any booking's; the old one's reminders deleted.
          outboxItem(entities, 'visio_booked', { userId, visioId: visio.visioId }, at),
          outboxItem(entities, 'visio_freed', { userId, visioId: old.visioId }, at),
        ])
        .go(),
    );
    if (!result.canceled) return memberVisioView(visio, at);
    // Item codes in order: the new booking, the old one, then the cells and the educator's availability (a refusal of
    // either: the next educator).
    const [created, previous, ...cells] = result.data.map((item: { code: string }) => item.code);
    if (created === 'ConditionalCheckFailed') throw new HttpError('REQUEST_ID_REUSED');
    if (previous === 'ConditionalCheckFailed') throw new HttpError('VISIO_CHANGED');
    if (!cells.includes('ConditionalCheckFailed')) throw new Error(`Déplacement annulé : ${[created, previous, ...cells].join(', ')}`);
  }
  throw new HttpError('VISIO_SLOT_TAKEN');
}

/**
 * The condition that an educator is still one when their session commits: their availability item exists. Removing
 * the educator role deletes it in one transaction (staff-departure.ts), so a booking that read their slots before then
 * cannot commit after.
 */
function stillEducator(entities: WriteEntities, educatorId: string) {
  return entities.availability.check({ educatorId }).where(({ educatorId: id }, { exists }) => exists(id)).commit();
}

interface NewVisio {
  visioId: string;
  userId: string;
  memberName: string;
  memberPlan: VisioItem['memberPlan'];
  educator: EducatorAvailability;
  start: string;
  durationMinutes: number;
  paidWith: string;
  note: string | undefined;
  meetingLink: string;
  at: string;
}

function newVisio({ educator, start, durationMinutes, note, at, ...rest }: NewVisio): VisioItem {
  return {
    ...rest,
    educatorId: educator.educatorId,
    educatorName: educator.educatorName,
    start,
    end: new Date(Date.parse(start) + durationMinutes * 60_000).toISOString(),
    durationMinutes,
    month: parisMonth(start),
    bufferMinutes: educator.rules.bufferMinutes,
    ...(note ? { note } : {}),
    status: 'confirmee',
    creditReturned: false,
    createdAt: at,
    version: 1,
  };
}

/**
 * Who books and what pays, reading only what decides it: the member's partition (one Query: the profile, the
 * subscription for the month's visio or a bonus visio, and the dogs), and their rewards only when neither applies.
 */
async function bookingPayment(db: Db, userId: string, requested: VisioDuration) {
  const { profile: [profile], subscription: [subscription], dog: dogs } = await readMemberPartition(db, userId);
  if (!profile || !subscription) throw new HttpError('MEMBER_NOT_FOUND');
  const fromPlan = visioPayment({ ...subscription, freeVisioRewards: 0 }, requested);
  if (fromPlan.kind !== 'paid' || requested !== FREE_VISIO_REWARD_DURATION) return { profile, dogs, rights: subscription, payment: fromPlan, oldestFreeVisio: null };
  const { rights, oldestFreeVisio } = visioRightsOf(subscription, await unusedRewards(db, userId));
  return { profile, dogs, rights, payment: visioPayment(rights, requested), oldestFreeVisio };
}

/** The item that spends the credit a payment names, guarded by its condition (never below zero, never twice). */
function creditItem(entities: WriteEntities, { userId, payment, rewardId, visioId, at }: { userId: string; payment: VisioPayment; rewardId: string | undefined; visioId: string; at: string }) {
  if (payment.kind === 'reward' && rewardId) return useRewardItem(entities, { userId, rewardId, type: 'visio_gratuite', usedFor: `visio:${visioId}`, at });
  if (payment.kind === 'bonus') {
    return entities.subscription
      .patch({ userId })
      .add({ visiosBonus: -1 })
      .set({ updatedAt: at })
      .where(({ visiosBonus }, { gt }) => gt(visiosBonus, 0))
      .commit();
  }
  return entities.subscription
    .patch({ userId })
    .add({ visiosRemaining: -1 })
    .set({ updatedAt: at })
    .where(({ visiosRemaining, plan }, { gt, eq }) => `${gt(visiosRemaining, 0)} AND ${eq(plan, 'expert')}`)
    .commit();
}

/**
 * The educators whose rules offer this start for a session of this length (notice and horizon included), bookings
 * aside: whether one of them is still free is decided by the transaction's claim cells, not by a read that another
 * booking could make stale, so the route reads no session. The order spreads the team's load without a read: it
 * turns with the start (its hour), so consecutive slots go to different educators first.
 */
export function educatorsOffering(team: readonly EducatorAvailability[], { start, durationMinutes, now }: { start: string; durationMinutes: number; now: string }): EducatorAvailability[] {
  const instant = new Date(start).toISOString();
  const slot = teamSlots(
    team.map(({ educatorId, rules }) => ({ educatorId, rules, busy: [] })),
    { durationMinutes, from: parisDate(instant), days: 1, now },
  ).find((entry) => entry.start === instant);
  const offering = team.filter(({ educatorId }) => slot?.educatorIds.includes(educatorId));
  const turn = offering.length ? Math.floor(Date.parse(instant) / 1_800_000) % offering.length : 0;
  return [...offering.slice(turn), ...offering.slice(0, turn)];
}

/**
 * The member's booking with this id, if a previous send of the same request made it. A held paid session whose
 * checkout the first send did not open (it stopped between the two) gets it now: the member is never left with a
 * held slot and no page to pay it on.
 */
async function existingBooking(db: Db, userId: string, visioId: string, now: string, paid: { paymentDesk: () => Promise<PaymentDesk>; duration: VisioDuration } | null): Promise<Visio | null> {
  const { data } = await db.entities.visio.get({ visioId }).go({ consistent: true });
  if (!data || data.userId !== userId) return null;
  if (data.status === 'en_attente' && !data.checkoutUrl && paid) return memberVisioView(await openVisioCheckout(db, await paid.paymentDesk(), data, paid.duration), now);
  return memberVisioView(data, now);
}
