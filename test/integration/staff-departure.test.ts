import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { visioNotices, type NoticePorts } from '../../functions/consumers/visio-notices';
import type { ConsumedEvent } from '../../functions/lib/events/consumer-handler';
import { DEPARTURE_CANCEL_REASON } from '../../functions/visios/staff-departure';
import { API_ERRORS } from '../../shared/contract/errors';
import type { MemberTicket } from '../../shared/contract/ticket-schemas';
import type { MemberVisios, StaffVisioRow, Visio, VisioSlots } from '../../shared/contract/visio-schemas';
import { claimCells } from '../../shared/domain/visio-slots';
import type { MemberNotification } from '../../shared/realtime/channels';
import { api } from './support/api';
import { signUpAndSignIn, tokenFor, type TestAccount } from './support/accounts';
import { mailsAfterWelcome, waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';
import { payCheckout, sandboxEvents } from './support/stripe';

jest.setTimeout(180_000);

/**
 * Issue 21: someone who is no longer an educator is no longer bookable at once; their future sessions go to another
 * educator free then, or are cancelled with the credit given back and the member told; their open tickets go back to
 * the unassigned queue. The departure's event, run again, changes nothing.
 *
 * The educators here work evenings (21:00–24:00, Paris), hours no other test file's educator offers, and leave the
 * team before the file ends, so no slot of theirs outlives it.
 */

const HOUR = 3_600_000;
const week = (start: string, end: string) => ({
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end })),
  overrides: [],
  minNoticeMinutes: 0,
  bufferMinutes: 15,
  horizonDays: 30,
});
const EVENINGS = week('21:00', '23:00');
const LATE = week('23:00', '24:00');
const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const parisHour = (instant: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(new Date(instant)));

/** The member's free 30-minute starts, `daysAhead` days from today (Paris), from `fromHour` on. */
async function slotsFor(member: TestAccount, daysAhead: number, fromHour: number): Promise<string[]> {
  const from = new Date(Date.now() + daysAhead * 24 * HOUR).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const answer = await api('GET', `/visios/slots?duration=30&from=${from}&days=1`, { token: member.accessToken });
  expect(answer.status).toBe(200);
  return (answer.json as VisioSlots).days.flatMap((day) => day.slots).filter((start) => parisHour(start) >= fromHour);
}
const book = (member: TestAccount, start: string) => api('POST', '/visios', { token: member.accessToken, body: { requestId: randomUUID(), duration: 30, start } });
const saveWeek = async (educator: TestAccount, rules: typeof EVENINGS) => expect((await api('PUT', '/staff/availability', { token: educator.accessToken, body: rules })).status).toBe(200);
const removeEducatorRole = async (educator: TestAccount) =>
  api('POST', `/admin/users/${educator.userId}/roles`, { token: await tokenFor('admin'), body: { role: 'educator', granted: false, reason: 'Départ de l’équipe', requestId: randomUUID() } });
const storedVisio = async (visioId: string) => (await testDb().entities.visio.get({ visioId }).go({ consistent: true })).data!;
const visioEvents = async (visioId: string) =>
  (await testDb().entities.outboxEvent.scan.where(({ detail }, { contains }) => contains(detail, visioId)).go({ pages: 'all' })).data.length;
/** What the member is told live about a session: the notifications written in the outbox with its changes. */
const liveNotices = async (visioId: string) =>
  (await testDb().entities.outboxEvent.scan.where(({ detail, name }, { contains, eq }) => `${contains(detail, visioId)} AND ${eq(name, 'member_notified')}`).go({ pages: 'all' })).data.map(
    ({ detail }) => (JSON.parse(detail) as { notification: MemberNotification }).notification,
  );
const subscription = async (userId: string) => (await testDb().entities.subscription.get({ userId }).go({ consistent: true })).data!;

/** The departure's event handled once more, as a retry would (a new event id: the consumer's own dedup aside). */
async function replayDeparture(educatorId: string) {
  const ports: NoticePorts = { sendMail: jest.fn(), scheduleOnce: jest.fn(), deleteSchedule: jest.fn() };
  const event = { name: 'staff_left', id: randomUUID(), time: new Date().toISOString(), detail: { educatorId } } as ConsumedEvent<'visio-notices'>;
  await visioNotices(testDb(), ports, event);
  expect(ports.sendMail).not.toHaveBeenCalled();
}

it('an educator who leaves: their session goes to another educator free then, their ticket back to the queue, and a replay changes nothing', async () => {
  const [leaving, taker, member, asker] = await Promise.all([
    signUpAndSignIn('educator', 'Lucie'),
    signUpAndSignIn('educator', 'Théo'),
    memberOnPlan('expert', 'Inès'),
    memberOnPlan('expert', 'Jules'),
  ]);
  await saveWeek(leaving, EVENINGS);
  const [start] = await slotsFor(member, 5, 21);
  const booked = await book(member, start!);
  expect(booked.status).toBe(201);
  const visio = booked.json as Visio;
  expect(visio.educator).toEqual({ name: 'Lucie' });
  // Théo works the same evenings (and has nothing booked then); a ticket of Jules waits on Lucie.
  await saveWeek(taker, EVENINGS);
  const opened = await api('POST', '/tickets', {
    token: asker.accessToken,
    body: { title: 'Il saute sur les invités', description: 'Dès que quelqu’un entre, il saute et aboie pendant plusieurs minutes.', category: 'comportement', priority: 'standard', requestId: randomUUID() },
  });
  const ticketId = (opened.json as MemberTicket).ticket.id;
  expect((await api('PUT', `/staff/tickets/${ticketId}/assignee`, { token: leaving.accessToken, body: { assigneeId: leaving.userId } })).status).toBe(200);

  const removed = await removeEducatorRole(leaving);
  expect(removed.status).toBe(200);
  expect(removed.json).toEqual({ roles: [] });

  // At once: no availability of hers left to offer or book, and her ticket is unassigned.
  expect((await testDb().entities.availability.get({ educatorId: leaving.userId }).go({ consistent: true })).data).toBeNull();
  expect((await testDb().entities.ticket.get({ ticketId }).go({ consistent: true })).data).toMatchObject({ queue: 'non-assigne', status: 'ouvert' });
  expect((await testDb().entities.ticket.get({ ticketId }).go({ consistent: true })).data?.assigneeId).toBeUndefined();

  // Then, through the staff_left event: the session is Théo's, at the same time, for the member and for him.
  const upcoming = async () => ((await api('GET', '/visios', { token: member.accessToken })).json as MemberVisios).upcoming.find(({ id }) => id === visio.id);
  await waitFor(async () => (await upcoming())?.educator.name === 'Théo');
  expect(await upcoming()).toMatchObject({ status: 'confirmee', start: visio.start, meetingLink: visio.meetingLink, educator: { name: 'Théo' } });
  const agenda = (await api('GET', '/staff/visios?scope=upcoming', { token: taker.accessToken })).json as { visios: StaffVisioRow[] };
  expect(agenda.visios.map(({ id }) => id)).toContain(visio.id);
  // His time is held by it (a member cannot book him then), hers freed.
  const cells = claimCells(visio.start, 30, 15);
  const held = async (educatorId: string) => (await Promise.all(cells.map(async (cell) => (await testDb().entities.visioSlotClaim.get({ educatorId, cell }).go()).data?.visioId))).filter(Boolean);
  expect(await held(taker.userId)).toEqual(cells.map(() => visio.id));
  expect(await held(leaving.userId)).toEqual([]);
  // The member is told once, by e-mail, who takes it.
  const handedOver = async () => (await mailsAfterWelcome(member.email)).filter(({ subject }) => subject.includes('se fera avec Théo'));
  await waitFor(async () => (await handedOver()).length > 0);
  expect(await handedOver()).toHaveLength(1);

  // The event once more: nothing moves, nothing is written.
  const [before, events] = [await storedVisio(visio.id), await visioEvents(visio.id)];
  await replayDeparture(leaving.userId);
  expect(await storedVisio(visio.id)).toEqual(before);
  expect(await visioEvents(visio.id)).toBe(events);

  await removeEducatorRole(taker); // his evenings end with this test; his session is then cancelled, nobody being left
});

it('when nobody is free then, the session is cancelled with its credit back and one e-mail; the slots go at once and a booking is refused in French', async () => {
  const [leaving, member] = await Promise.all([signUpAndSignIn('educator', 'Paul'), memberOnPlan('expert', 'Clara')]);
  await saveWeek(leaving, LATE);
  const late = await slotsFor(member, 6, 23);
  expect(late.length).toBeGreaterThan(1);
  const visio = (await book(member, late[0]!)).json as Visio;
  expect(visio.educator).toEqual({ name: 'Paul' });
  expect((await subscription(member.userId)).visiosRemaining).toBe(0);

  expect((await removeEducatorRole(leaving)).status).toBe(200);

  // His slots are gone for members, and booking one now is refused, in French.
  expect(await slotsFor(member, 6, 23)).toEqual([]);
  const refused = await book(member, late[1]!);
  expect(refused.status).toBe(409);
  expect(refused.json).toEqual(errorOf('VISIO_SLOT_UNAVAILABLE'));

  // Nobody else works then: cancelled by the team, the month's visio given back, the member told why.
  await waitFor(async () => (await storedVisio(visio.id)).status === 'annulee');
  expect(await storedVisio(visio.id)).toMatchObject({ status: 'annulee', cancelledBy: 'staff', creditReturned: true, cancelReason: DEPARTURE_CANCEL_REASON });
  expect((await subscription(member.userId)).visiosRemaining).toBe(1);
  const cancelMails = async () => (await mailsAfterWelcome(member.email)).filter(({ subject }) => subject.includes('est annulée'));
  await waitFor(async () => (await cancelMails()).length > 0);
  const [mail, ...more] = await cancelMails();
  expect(more).toEqual([]);
  expect(mail!.text).toContain(DEPARTURE_CANCEL_REASON);
  expect(mail!.text).toContain('Ton crédit t’a été rendu.');
  // Told live too: a credit, not a payment (the app's toast says the credit came back).
  expect(await liveNotices(visio.id)).toEqual([{ kind: 'visio_updated', visioId: visio.id, change: 'cancelled', paid: false }]);

  // Run again: the credit is not given twice, nothing is written.
  const events = await visioEvents(visio.id);
  await replayDeparture(leaving.userId);
  expect((await subscription(member.userId)).visiosRemaining).toBe(1);
  expect(await visioEvents(visio.id)).toBe(events);
});

it('a paid visio nobody can take is cancelled and refunded through the outbox: the payment marked, one refund event, one refund at Stripe, one e-mail that says so', async () => {
  const [leaving, member] = await Promise.all([signUpAndSignIn('educator', 'Hugo'), memberOnPlan('premium', 'Léa')]);
  await saveWeek(leaving, LATE);
  const [start] = await slotsFor(member, 7, 23);
  // Premium with no visio credit: the session is paid at checkout (39 €), then confirmed by Stripe's webhook.
  const held = (await book(member, start!)).json as Visio;
  expect(held).toMatchObject({ status: 'en_attente', payment: 'paid', educator: { name: 'Hugo' } });
  expect((await payCheckout(held.checkoutUrl!)).status).toBe(303);
  const payments = async () => (await testDb().entities.payment.query.byMember({ userId: member.userId }).go({ pages: 'all' })).data;
  const [paid] = await payments();
  expect(paid).toMatchObject({ kind: 'visio', amount: 3900, status: 'paid', creditRef: held.id });
  expect(await storedVisio(held.id)).toMatchObject({ status: 'confirmee', paymentId: paid!.paymentId });

  expect((await removeEducatorRole(leaving)).status).toBe(200);

  // Nobody else works then: cancelled by the team, the payment marked refunded with the cancellation, and refunded by
  // its payment_refund_due event (written once), once at Stripe.
  await waitFor(async () => (await storedVisio(held.id)).status === 'annulee');
  expect(await storedVisio(held.id)).toMatchObject({ status: 'annulee', cancelledBy: 'staff', creditReturned: true, cancelReason: DEPARTURE_CANCEL_REASON });
  await waitFor(async () => Boolean((await payments())[0]?.refundId));
  const refunded = { paymentId: paid!.paymentId, kind: 'visio', amount: 3900, status: 'refunded', refundedBy: 'automatique', refundId: expect.stringMatching(/^re_/) };
  expect(await payments()).toEqual([expect.objectContaining(refunded)]);
  const refundEvents = async () =>
    (await testDb().entities.outboxEvent.scan.where(({ detail, name }, { contains, eq }) => `${contains(detail, paid!.paymentId)} AND ${eq(name, 'payment_refund_due')}`).go({ pages: 'all' })).data
      .length;
  const stripeRefunds = async () => (await sandboxEvents()).filter((event) => event.type === 'charge.refunded' && (event.data.object as Stripe.Charge).payment_intent === paid!.paymentId);
  expect(await refundEvents()).toBe(1);
  expect(await stripeRefunds()).toHaveLength(1);
  // The member is told once, by e-mail: why, and that the payment comes back (not a credit).
  const cancelMails = async () => (await mailsAfterWelcome(member.email)).filter(({ subject }) => subject.includes('est annulée'));
  await waitFor(async () => (await cancelMails()).length > 0);
  const [mail, ...more] = await cancelMails();
  expect(more).toEqual([]);
  expect(mail!.text).toContain(DEPARTURE_CANCEL_REASON);
  expect(mail!.text).toContain('Le montant payé te sera remboursé sur ta carte');
  // Told live too: a payment, refunded on the card (the app's toast says so, not that a credit came back).
  expect(await liveNotices(held.id)).toEqual([{ kind: 'visio_updated', visioId: held.id, change: 'cancelled', paid: true }]);

  // Run again: no second refund, nothing written.
  await replayDeparture(leaving.userId);
  expect(await refundEvents()).toBe(1);
  expect(await payments()).toEqual([expect.objectContaining(refunded)]);
  expect(await stripeRefunds()).toHaveLength(1);
});

it('bookings racing the departure: each is refused in French or ends handed over or cancelled — none stays with the educator who left', async () => {
  const leaving = await signUpAndSignIn('educator', 'Nina');
  await saveWeek(leaving, LATE);
  const members = await Promise.all(Array.from({ length: 4 }, () => memberOnPlan('expert')));
  // One start a day, so the bookings race the departure, not each other.
  const starts = await Promise.all(members.map(async (member, i) => (await slotsFor(member, 8 + i, 23))[0]!));

  const [removed, ...bookings] = await Promise.all([removeEducatorRole(leaving), ...members.map((member, i) => book(member, starts[i]!))]);

  expect(removed.status).toBe(200);
  for (const answer of bookings.filter(({ status }) => status !== 201)) {
    expect(answer.status).toBe(409);
    expect([errorOf('VISIO_SLOT_UNAVAILABLE'), errorOf('VISIO_SLOT_TAKEN')]).toContainEqual(answer.json);
  }
  const stillHers = async () =>
    (await testDb().entities.visio.query.byEducator({ educatorId: leaving.userId }).gte({ start: new Date().toISOString() }).where(({ status }, { eq }) => eq(status, 'confirmee')).go({ pages: 'all' })).data;
  await waitFor(async () => (await stillHers()).length === 0);
  expect(await stillHers()).toEqual([]);
});
