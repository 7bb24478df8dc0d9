import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { cancelVisio } from '../../functions/visios/cancel-visio';
import { sendReminder } from '../../functions/visios/reminder';
import { recordOutcome } from '../../functions/visios/staff-visios';
import { visioNotices } from '../../functions/consumers/visio-notices';
import { releaseStaleHolds } from '../../functions/jobs/visio-holds';
import { bookVisio } from '../../functions/visios/book-visio';
import { memberVisioView, visioById } from '../../functions/visios/visio-views';
import { releaseHeldVisioItems } from '../../functions/lib/visios/held-visio';
import { stripeBilling } from '../../functions/lib/billing/stripe-billing';
import { grantReward } from '../../functions/lib/points/rewards';
import { API_ERRORS } from '../../shared/contract/errors';
import type { MemberVisios, StaffVisio, Visio, VisioSlots } from '../../shared/contract/visio-schemas';
import type { PlanId } from '../../shared/domain/plans';
import { VISIO_HOLD_RELEASED_REASON, type VisioPaymentKind } from '../../shared/domain/visios';
import { claimCells } from '../../shared/domain/visio-slots';
import { api, type ApiAnswer } from './support/api';
import { OPEN_WEEK } from './support/availability';
import { signUpAndSignIn, type TestAccount } from './support/accounts';
import { mailsAfterWelcome, pendingSchedules, runSchedule, waitFor } from './support/local-aws';
import { deliver, eventOf, payCheckout, sandboxEvents, sandboxStripe } from './support/stripe';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(180_000);

/**
 * Issue 12: what pays for a visio, the race for one slot, cancel and move around the 24 h edge, the educator's
 * outcome and summary, and who may see what.
 */

const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const HOUR = 3_600_000;


let educator: TestAccount;
let otherEducator: TestAccount;
beforeAll(async () => {
  [educator, otherEducator] = await Promise.all([signUpAndSignIn('educator', 'Élodie'), signUpAndSignIn('educator', 'Marc')]);
  const saved = await api('PUT', '/staff/availability', { token: educator.accessToken, body: OPEN_WEEK });
  expect(saved.status).toBe(200);
});

const book = (member: TestAccount, start: string, duration: 30 | 60 = 30, requestId = randomUUID()) =>
  api('POST', '/visios', { token: member.accessToken, body: { requestId, duration, start, note: 'Il tire en laisse dès qu’il voit un vélo.' } });
const visioOf = (answer: ApiAnswer) => answer.json as Visio;
const subscription = async (userId: string) => (await testDb().entities.subscription.get({ userId }).go({ consistent: true })).data!;

/** Free slots of `days` days starting `daysAhead` days from today (Paris), for this member's 30-minute booking. */
async function slotsFor(member: TestAccount, daysAhead: number, days = 1): Promise<string[]> {
  const from = new Date(Date.now() + daysAhead * 24 * HOUR).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const answer = await api('GET', `/visios/slots?duration=30&from=${from}&days=${days}`, { token: member.accessToken });
  expect(answer.status).toBe(200);
  return (answer.json as VisioSlots).days.flatMap((day) => day.slots);
}

/** `count` free starts of one day at least an hour apart (a 30-minute session and its buffer each), from 20 days ahead. */
async function spacedSlots(member: TestAccount, count: number): Promise<string[]> {
  for (let day = 20; day < 30; day += 1) {
    const spaced = (await slotsFor(member, day)).reduce<string[]>((kept, start) => (kept.length && Date.parse(start) - Date.parse(kept.at(-1)!) < HOUR ? kept : [...kept, start]), []);
    if (spaced.length >= count) return spaced.slice(0, count);
  }
  throw new Error('Plus de journée assez libre pour ce test');
}

/**
 * The first free slot from `daysAhead` days on: each booking takes the day's next free time, so tests never share a
 * slot. A test that needs an empty day around its slot names its own day.
 */
async function freshSlot(member: TestAccount, daysAhead = 3): Promise<string> {
  for (let day = daysAhead; day < 30; day += 1) {
    const [first] = await slotsFor(member, day, 1);
    if (first) return first;
  }
  throw new Error('Plus de créneau libre pour ce test');
}

describe('what pays for a visio (the credit order)', () => {
  it.each<[string, PlanId, { remaining?: number; bonus?: number; reward?: boolean }, 30 | 60, { payment: VisioPaymentKind; duration: number }]>([
    ['Expert+ with its visio of the month', 'expert', {}, 30, { payment: 'included', duration: 30 }],
    ['Expert+ without it, with a bonus visio', 'expert', { remaining: 0, bonus: 1 }, 30, { payment: 'bonus', duration: 30 }],
    ['Expert+ with both: the month’s visio first', 'expert', { bonus: 1 }, 30, { payment: 'included', duration: 30 }],
    ['Premium with a bonus visio and a reward: the bonus first', 'premium', { bonus: 1, reward: true }, 30, { payment: 'bonus', duration: 30 }],
    ['Premium with a free-visio reward', 'premium', { reward: true }, 30, { payment: 'reward', duration: 30 }],
    ['Premium with nothing: paid', 'premium', {}, 30, { payment: 'paid', duration: 30 }],
    ['free plan with nothing: paid', 'gratuit', {}, 30, { payment: 'paid', duration: 30 }],
    ['an hour, whatever the credits: paid', 'expert', { bonus: 1, reward: true }, 60, { payment: 'paid', duration: 60 }],
  ])('%s', async (_, plan, credits, duration, expected) => {
    const member = await memberOnPlan(plan);
    if (credits.remaining !== undefined || credits.bonus) {
      await testDb().entities.subscription.patch({ userId: member.userId }).set({ ...(credits.remaining !== undefined ? { visiosRemaining: credits.remaining } : {}), visiosBonus: credits.bonus ?? 0 }).go();
    }
    if (credits.reward) {
      await grantReward(testDb(), { userId: member.userId, type: 'visio_gratuite', reason: 'Crédit de test', grantedBy: 'test', requestId: randomUUID(), at: new Date().toISOString() });
    }
    const listed = (await api('GET', '/visios', { token: member.accessToken })).json as MemberVisios;
    const before = await subscription(member.userId);

    const answer = await book(member, await freshSlot(member), duration);

    expect(answer.status).toBe(201);
    const paid = expected.payment === 'paid';
    // A paid session holds its slot and answers with the page where it is paid (paid-visios.test.ts follows it).
    expect(visioOf(answer)).toMatchObject({
      status: paid ? 'en_attente' : 'confirmee',
      payment: expected.payment,
      durationMinutes: expected.duration,
      educator: { name: 'Élodie' },
      checkoutUrl: paid ? expect.stringContaining('/checkout/') : null,
    });
    // The page offered what the booking then used.
    expect(listed.offers.find((offer) => offer.requested === duration)).toMatchObject({
      payment: expected.payment,
      durationMinutes: expected.duration,
      priceCents: paid ? (duration === 30 ? 3900 : 6900) : 0,
    });
    const after = await subscription(member.userId);
    const spent = {
      included: before.visiosRemaining - after.visiosRemaining,
      bonus: before.visiosBonus - after.visiosBonus,
      reward: (await testDb().entities.reward.query.byId({ userId: member.userId }).go()).data.filter((reward) => reward.used).length,
    };
    expect(spent).toEqual({ included: 0, bonus: 0, reward: 0, ...(paid ? {} : { [expected.payment]: 1 }) });
  });
});

describe('one slot, many members', () => {
  it('30 concurrent bookings of one slot make exactly 1 booking; the 29 others keep their credit and read "Ce créneau vient d’être pris"', async () => {
    const members = await Promise.all(Array.from({ length: 30 }, () => memberOnPlan('expert')));
    const slot = await freshSlot(members[0]!);

    const answers = await Promise.all(members.map((member) => book(member, slot)));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(29);
    for (const answer of refused) expect(answer.json).toEqual(errorOf('VISIO_SLOT_TAKEN'));
    const remaining = await Promise.all(members.map(async (member) => (await subscription(member.userId)).visiosRemaining));
    expect(remaining.sort()).toEqual([0, ...Array<number>(29).fill(1)]);
    // The slot's own cells (session + 15-minute buffer) are all held by the one booking.
    const claims = await Promise.all(claimCells(slot, 30, 15).map(async (cell) => (await testDb().entities.visioSlotClaim.get({ educatorId: educator.userId, cell }).go()).data?.visioId));
    expect(new Set(claims)).toEqual(new Set([visioOf(answers.find((answer) => answer.status === 201)!).id]));
  });

  it('a slot is no longer offered once booked, and a start nobody offers is refused', async () => {
    const [first, second] = await Promise.all([memberOnPlan('expert'), memberOnPlan('expert')]);
    const slot = await freshSlot(first);
    expect((await book(first, slot)).status).toBe(201);
    expect(await slotsFor(second, 0, 14)).not.toContain(slot);
    const nightTime = new Date(Date.parse(slot) - Date.parse(slot) % (24 * HOUR) + 2 * HOUR).toISOString(); // 03:00 or 04:00 in Paris
    expect((await book(second, nightTime)).json).toEqual(errorOf('VISIO_SLOT_UNAVAILABLE'));
  });

  it('a retried booking (same request id) answers the same booking and spends one credit', async () => {
    const member = await memberOnPlan('expert');
    await testDb().entities.subscription.patch({ userId: member.userId }).set({ visiosBonus: 1 }).go();
    const slot = await freshSlot(member);
    const requestId = randomUUID();
    const [a, b] = await Promise.all([book(member, slot, 30, requestId), book(member, slot, 30, requestId)]);
    expect(visioOf(a).id).toBe(requestId);
    expect(visioOf(b).id).toBe(requestId);
    expect(await subscription(member.userId)).toMatchObject({ visiosRemaining: 0, visiosBonus: 1 });
  });
});

describe('cancel and move', () => {
  async function bookedVisio(plan: PlanId = 'expert', daysAhead = 3) {
    const member = await memberOnPlan(plan);
    const answer = await book(member, await freshSlot(member, daysAhead));
    expect(answer.status).toBe(201);
    return { member, visio: visioOf(answer) };
  }

  it('cancelled at 24 h before, the credit comes back; 1 ms later, it is spent — and the slot is free again either way', async () => {
    const early = await bookedVisio();
    const late = await bookedVisio();
    const at = (visio: Visio, before: number) => new Date(Date.parse(visio.start) - before).toISOString();

    const kept = await cancelVisio(testDb(), { visio: await visioById(testDb(), early.visio.id), by: 'member', at: at(early.visio, 24 * HOUR) });
    const spent = await cancelVisio(testDb(), { visio: await visioById(testDb(), late.visio.id), by: 'member', at: at(late.visio, 24 * HOUR - 1) });

    expect(kept).toMatchObject({ status: 'annulee', creditReturned: true });
    expect(spent).toMatchObject({ status: 'annulee', creditReturned: false });
    expect((await subscription(early.member.userId)).visiosRemaining).toBe(1);
    expect((await subscription(late.member.userId)).visiosRemaining).toBe(0);
    const { data: claims } = await testDb().entities.visioSlotClaim.query.byCell({ educatorId: educator.userId }).go({ pages: 'all' });
    expect(claims.filter((claim) => claim.visioId === early.visio.id || claim.visioId === late.visio.id)).toEqual([]);
  });

  it('through the API: cancelled twice, the credit comes back once', async () => {
    const { member, visio } = await bookedVisio();
    const answers = await Promise.all([1, 2, 3].map(() => api('POST', `/visios/${visio.id}/cancel`, { token: member.accessToken })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    expect((await subscription(member.userId)).visiosRemaining).toBe(1);
    const listed = (await api('GET', '/visios', { token: member.accessToken })).json as MemberVisios;
    expect(listed.upcoming).toEqual([]);
    expect(listed.past[0]).toMatchObject({ id: visio.id, status: 'annulee', creditReturned: true, meetingLink: null });
  });

  it('a move is a new booking linked to the old one, with the same credit; the old slot is free for others', async () => {
    const { member, visio } = await bookedVisio();
    const target = await freshSlot(member);
    const moved = await api('POST', `/visios/${visio.id}/reschedule`, { token: member.accessToken, body: { requestId: randomUUID(), start: target } });

    expect(moved.status).toBe(201);
    expect(visioOf(moved)).toMatchObject({ start: target, status: 'confirmee', rescheduledFrom: visio.id, payment: 'included' });
    expect(await visioById(testDb(), visio.id)).toMatchObject({ status: 'deplacee', rescheduledTo: visioOf(moved).id });
    expect((await subscription(member.userId)).visiosRemaining).toBe(0);
    const other = await memberOnPlan('expert');
    expect((await book(other, visio.start)).status).toBe(201);
  });

  it('a move by 30 minutes onto its own time keeps the shared cells held', async () => {
    const { member, visio } = await bookedVisio('expert', 20); // a day of its own: nothing booked after it
    const later = new Date(Date.parse(visio.start) + 30 * 60_000).toISOString();
    const moved = await api('POST', `/visios/${visio.id}/reschedule`, { token: member.accessToken, body: { requestId: randomUUID(), start: later } });
    expect(moved.status).toBe(201);
    const { data: claims } = await testDb().entities.visioSlotClaim.query.byCell({ educatorId: educator.userId }).between({ cell: visio.start }, { cell: visioOf(moved).end }).go();
    // 30 min + 15 min buffer from the new start: 3 cells, all the new booking's; the first half-hour is free again.
    expect(claims.map((claim) => [claim.cell, claim.visioId])).toEqual(
      [0, 15, 30].map((minutes) => [new Date(Date.parse(later) + minutes * 60_000).toISOString(), visioOf(moved).id]),
    );
  });

  it('less than 24 h before, a move is refused with the rule, and a cancellation spends the credit', async () => {
    const member = await memberOnPlan('expert');
    const soon = (await slotsFor(member, 0, 2)).find((slot) => Date.parse(slot) < Date.now() + 23 * HOUR)!;
    const visio = visioOf(await book(member, soon));

    const moved = await api('POST', `/visios/${visio.id}/reschedule`, { token: member.accessToken, body: { requestId: randomUUID(), start: await freshSlot(member) } });
    expect(moved.json).toEqual(errorOf('VISIO_TOO_LATE_TO_MOVE'));
    const cancelled = await api('POST', `/visios/${visio.id}/cancel`, { token: member.accessToken });
    expect(visioOf(cancelled)).toMatchObject({ status: 'annulee', creditReturned: false });
    expect((await subscription(member.userId)).visiosRemaining).toBe(0);
  });
});

describe('the educator’s side', () => {
  it('the agenda shows the session with the member’s context; the outcome waits for the start; the member reads the summary', async () => {
    const member = await memberOnPlan('expert', 'Camille');
    const visio = visioOf(await book(member, await freshSlot(member)));

    const agenda = await api('GET', '/staff/visios', { token: educator.accessToken });
    expect((agenda.json as { visios: { id: string }[] }).visios.map(({ id }) => id)).toContain(visio.id);
    const view = await api('GET', `/staff/visios/${visio.id}`, { token: educator.accessToken });
    expect(view.json).toMatchObject({ visio: { id: visio.id, member: { firstName: 'Camille', plan: 'expert' }, note: 'Il tire en laisse dès qu’il voit un vélo.' }, member: { firstName: 'Camille', openTickets: [] }, mayRecordOutcome: false });
    const early = await api('PUT', `/staff/visios/${visio.id}/outcome`, { token: educator.accessToken, body: { status: 'terminee', summary: 'Séance faite.' } });
    expect(early.json).toEqual(errorOf('VISIO_OUTCOME_TOO_EARLY'));

    // The session took place: the educator records it once it has begun (the use case with the clock of that day).
    const summary = 'Travail de la marche en laisse : arrêt net dès que la laisse se tend, récompense au retour au pied.';
    const after = new Date(Date.parse(visio.end) + 5 * 60_000).toISOString();
    const done = await recordOutcome(testDb(), { educatorId: educator.userId, roles: ['educator'] }, { visioId: visio.id, status: 'terminee', summary, at: after });
    expect(done.visio).toMatchObject({ status: 'terminee', summary });
    // The member is e-mailed the summary by the visio-notices consumer, from the event written with the outcome.
    const summaryMails = async () => (await mailsAfterWelcome(member.email)).filter(({ subject }) => subject === 'Le compte rendu de ta visio est disponible');
    await waitFor(async () => (await summaryMails()).length > 0);
    expect(await summaryMails()).toHaveLength(1);
    const otherEducatorTry = recordOutcome(testDb(), { educatorId: otherEducator.userId, roles: ['educator'] }, { visioId: visio.id, status: 'absent', at: after });
    await expect(otherEducatorTry).rejects.toMatchObject({ code: 'VISIO_NOT_FOUND' });

    const listed = (await api('GET', '/visios', { token: member.accessToken })).json as MemberVisios;
    expect(listed.past.find(({ id }) => id === visio.id)).toMatchObject({ status: 'terminee', summary, meetingLink: null });
  });

  it('the team cancels: the credit always comes back, with the reason', async () => {
    const member = await memberOnPlan('expert');
    const soon = (await slotsFor(member, 0, 2)).find((slot) => Date.parse(slot) < Date.now() + 23 * HOUR)!;
    const visio = visioOf(await book(member, soon));
    const answer = await api('POST', `/staff/visios/${visio.id}/cancel`, { token: educator.accessToken, body: { reason: 'Je suis malade, je te propose de réserver un autre créneau.' } });
    expect((answer.json as StaffVisio).visio).toMatchObject({ status: 'annulee', creditReturned: true });
    expect((await subscription(member.userId)).visiosRemaining).toBe(1);
  });
});

describe('who may see what (IDOR)', () => {
  it('a member cannot see, cancel or move another member’s visio; another educator cannot open its context', async () => {
    const [owner, intruder] = await Promise.all([memberOnPlan('expert'), memberOnPlan('expert')]);
    const booked = await book(owner, await freshSlot(owner));
    expect(booked.json).toMatchObject({ status: 'confirmee' });
    const visio = visioOf(booked);

    expect((await api('POST', `/visios/${visio.id}/cancel`, { token: intruder.accessToken })).json).toEqual(errorOf('VISIO_NOT_FOUND'));
    expect((await api('POST', `/visios/${visio.id}/reschedule`, { token: intruder.accessToken, body: { requestId: randomUUID(), start: visio.start } })).json).toEqual(errorOf('VISIO_NOT_FOUND'));
    expect(((await api('GET', '/visios', { token: intruder.accessToken })).json as MemberVisios).upcoming).toEqual([]);
    expect((await api('GET', `/staff/visios/${visio.id}`, { token: otherEducator.accessToken })).json).toEqual(errorOf('VISIO_NOT_FOUND'));
    expect((await api('PUT', `/staff/visios/${visio.id}/outcome`, { token: otherEducator.accessToken, body: { status: 'absent' } })).json).toEqual(errorOf('VISIO_NOT_FOUND'));
    expect((await api('GET', `/staff/visios/${visio.id}`, { token: owner.accessToken })).status).toBe(403);
    expect((await api('GET', '/admin/visios', { token: educator.accessToken })).status).toBe(403);
    expect(await visioById(testDb(), visio.id)).toMatchObject({ status: 'confirmee' });
  });

  it('the admin sees the month’s sessions and each educator’s load', async () => {
    const admin = await signUpAndSignIn('admin', 'Nadia');
    const answer = await api('GET', '/admin/visios', { token: admin.accessToken });
    expect(answer.status).toBe(200);
    const { figures } = answer.json as { figures: { booked: number; byEducator: { educator: { id: string; name: string }; booked: number }[] } };
    // Other files' educators share the stack: each educator is one line, and this file's is named as they signed up
    // (listed when their sessions fall in this month).
    const ids = figures.byEducator.map(({ educator: { id } }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = figures.byEducator.filter(({ educator: { id } }) => id === educator.userId);
    expect(mine.map(({ educator: { name } }) => name)).toEqual(mine.length > 0 ? ['Élodie'] : []);
  });
});

describe('reminders and e-mails', () => {
  it('a booking schedules its 24 h and 1 h reminders and confirms by e-mail; each reminder is sent once; a cancellation deletes them', async () => {
    const member = await memberOnPlan('expert', 'Lou');
    const visio = visioOf(await book(member, await freshSlot(member)));

    // The booking's visio_booked event reaches the visio-notices consumer through the outbox, just after the answer.
    await waitFor(async () => (await pendingSchedules(`visio-${visio.id}`)).length === 2 && (await mailsAfterWelcome(member.email)).length === 1);
    const schedules = await pendingSchedules(`visio-${visio.id}`);
    expect(schedules.map(({ name, at }) => [name, at]).sort()).toEqual([
      [`visio-${visio.id}-1h`, new Date(Date.parse(visio.start) - HOUR).toISOString()],
      [`visio-${visio.id}-24h`, new Date(Date.parse(visio.start) - 24 * HOUR).toISOString()],
    ]);
    expect(JSON.parse(schedules[0]!.input)).toMatchObject({ visioId: visio.id });
    expect((await mailsAfterWelcome(member.email)).map(({ subject }) => subject)).toEqual([expect.stringMatching(/^Ta visio du .* est réservée$/)]);

    expect(await runSchedule(`visio-${visio.id}-24h`)).toBe(true);
    const reminders = (await mailsAfterWelcome(member.email)).filter(({ subject }) => subject.startsWith('Rappel'));
    expect(reminders.map(({ subject }) => subject)).toEqual(['Rappel : ta visio avec Élodie commence demain']);
    expect(reminders[0]!.html).toContain(visio.meetingLink!);
    // A second delivery of the same reminder (Scheduler retries at least once) sends nothing.
    expect(await sendReminder(testDb(), { visioId: visio.id, kind: '24h' }, async () => Promise.reject(new Error('aucun envoi attendu')), new Date().toISOString())).toBe('skipped');

    expect((await api('POST', `/visios/${visio.id}/cancel`, { token: member.accessToken })).status).toBe(200);
    // Its visio_freed event has the consumer delete them.
    await waitFor(async () => (await pendingSchedules(`visio-${visio.id}`)).length === 0);
    expect(await pendingSchedules(`visio-${visio.id}`)).toEqual([]);
  });

  it('a visio cancelled before its booking event is handled gets neither reminders nor confirmation', async () => {
    const member = await memberOnPlan('expert');
    const visio = visioOf(await book(member, await freshSlot(member)));
    await api('POST', `/visios/${visio.id}/cancel`, { token: member.accessToken });
    const ports = { sendMail: jest.fn(async () => {}), scheduleOnce: jest.fn(async () => {}), deleteSchedule: async () => {} };
    const event = { name: 'visio_booked' as const, id: randomUUID(), time: new Date().toISOString(), detail: { userId: member.userId, visioId: visio.id } };
    expect(await visioNotices(testDb(), ports, event)).toBe('skipped');
    expect(ports.scheduleOnce).not.toHaveBeenCalled();
    expect(ports.sendMail).not.toHaveBeenCalled();
  });

  it('a reminder of a cancelled visio sends nothing', async () => {
    const member = await memberOnPlan('expert');
    const visio = visioOf(await book(member, await freshSlot(member)));
    await api('POST', `/visios/${visio.id}/cancel`, { token: member.accessToken });
    expect(await sendReminder(testDb(), { visioId: visio.id, kind: '1h' }, async () => Promise.reject(new Error('aucun envoi attendu')), new Date().toISOString())).toBe('skipped');
  });
});

describe('the visio of the month', () => {
  it('a member’s included visio comes back within its month only', async () => {
    const member = await memberOnPlan('expert');
    const visio = visioOf(await book(member, await freshSlot(member)));
    const stored = await visioById(testDb(), visio.id);
    expect(stored.paidWith).toMatch(/^included:\d{4}-\d{2}$/);
    // Cancelled 24 h+ before the session, but in a later month than the visio's.
    const nextMonth = new Date(Date.parse(`${stored.paidWith.slice('included:'.length)}-01T12:00:00.000Z`) + 40 * 24 * HOUR).toISOString();
    const later = { ...stored, start: new Date(Date.parse(nextMonth) + 48 * HOUR).toISOString(), end: new Date(Date.parse(nextMonth) + 49 * HOUR).toISOString() };
    expect(await cancelVisio(testDb(), { visio: later, by: 'member', at: nextMonth })).toMatchObject({ creditReturned: false });
    expect((await subscription(member.userId)).visiosRemaining).toBe(0);
    // The session's own cells were not those of the moved copy: free them for the tests after this one.
    await testDb().entities.visioSlotClaim.delete(claimCells(stored.start, stored.durationMinutes, stored.bufferMinutes).map((cell) => ({ educatorId: stored.educatorId, cell }))).go();
  });
});

describe('paid visios (checkout)', () => {
  /** The payment rows of a member (a Query on their index). */
  const paymentsOf = async (userId: string) => (await testDb().entities.payment.query.byMember({ userId }).go({ pages: 'all' })).data;
  const claimedCells = async (visio: Visio) =>
    (await Promise.all(claimCells(visio.start, visio.durationMinutes, 15).map((cell) => testDb().entities.visioSlotClaim.get({ educatorId: educator.userId, cell }).go()))).filter(
      ({ data }) => data?.visioId === visio.id,
    ).length;

  it('an hour is paid at checkout: the slot is held meanwhile, the payment (delivered twice) confirms it once, with its e-mail and reminders', async () => {
    const [member, rival] = await Promise.all([memberOnPlan('premium', 'Inès'), memberOnPlan('premium')]);
    const start = await freshSlot(member);
    const held = visioOf(await book(member, start, 60));
    expect(held).toMatchObject({ status: 'en_attente', payment: 'paid', durationMinutes: 60, meetingLink: null, checkoutUrl: expect.stringContaining('/checkout/') });
    expect(Date.parse(held.holdUntil!) - Date.now()).toBeGreaterThan(30 * 60_000);
    // Held: nobody else gets it, and nothing is sent before the payment.
    expect((await book(rival, start)).json).toEqual(errorOf('VISIO_SLOT_TAKEN'));
    expect(await pendingSchedules(`visio-${held.id}`)).toEqual([]);

    const paid = await payCheckout(held.checkoutUrl!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/membre\/visios\?paiement=recu$/);
    const completed = (await sandboxEvents()).filter((event) => event.type === 'checkout.session.completed' && (event.data.object as Stripe.Checkout.Session).metadata?.visioId === held.id);
    expect(completed).toHaveLength(1);
    // Stripe delivers at least once: the same event again, and another event about the same payment.
    expect((await deliver(completed[0]!)).status).toBe(200);
    expect((await deliver(eventOf('checkout.session.completed', completed[0]!.data.object))).status).toBe(200);

    const listed = (await api('GET', '/visios', { token: member.accessToken })).json as MemberVisios;
    expect(listed.upcoming.find((visio) => visio.id === held.id)).toMatchObject({ status: 'confirmee', payment: 'paid', meetingLink: expect.any(String), checkoutUrl: null, holdUntil: null });
    expect(await paymentsOf(member.userId)).toEqual([expect.objectContaining({ kind: 'visio', product: 'visio_60', amount: 6900, status: 'paid', creditRef: held.id })]);
    expect((await visioById(testDb(), held.id)).version).toBe(2);
    await waitFor(async () => (await pendingSchedules(`visio-${held.id}`)).length === 2 && (await mailsAfterWelcome(member.email)).length > 0);
    expect((await mailsAfterWelcome(member.email)).map(({ subject }) => subject)).toEqual([expect.stringMatching(/^Ta visio du .* est réservée$/)]);
    expect((await pendingSchedules(`visio-${held.id}`)).map(({ name }) => name).sort()).toEqual([`visio-${held.id}-1h`, `visio-${held.id}-24h`]);
  });

  it('ten members paying for one slot at once: one hold, nine "Ce créneau vient d’être pris"', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => memberOnPlan('gratuit')));
    const start = await freshSlot(members[0]!);
    const answers = await Promise.all(members.map((member) => book(member, start)));
    expect(answers.map(({ status }) => status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const held = visioOf(answers.find(({ status }) => status === 201)!);
    expect(await claimedCells(held)).toBe(claimCells(held.start, held.durationMinutes, 15).length);
  });

  it('a retried paid booking answers the same hold and checkout; a checkout Stripe cannot open frees the slot before the 503', async () => {
    const member = await memberOnPlan('premium');
    const start = await freshSlot(member);
    const requestId = randomUUID();
    const [first, again] = [await book(member, start, 30, requestId), await book(member, start, 30, requestId)];
    expect(again.status).toBe(201);
    expect(visioOf(again)).toEqual(visioOf(first));

    const other = await freshSlot(member);
    const billing = await stripeBilling();
    const failing = { ...billing, createCheckout: () => Promise.reject(new Error('Stripe ne répond pas')) };
    const attempt = { userId: member.userId, requestId: randomUUID(), duration: 30 as const, start: other, at: new Date().toISOString() };
    await expect(bookVisio(testDb(), attempt, { videoBaseUrl: 'https://meet.jit.si', paymentDesk: async () => ({ billing: failing, siteUrl: 'http://localhost' }) })).rejects.toMatchObject({
      code: 'BILLING_UNAVAILABLE',
    });
    const freed = await visioById(testDb(), attempt.requestId);
    expect(freed).toMatchObject({ status: 'annulee', cancelReason: VISIO_HOLD_RELEASED_REASON });
    expect(await claimedCells(memberVisioView(freed, attempt.at))).toBe(0);
    expect(visioOf(await book(await memberOnPlan('expert'), other))).toMatchObject({ status: 'confirmee', start: other });
  });

  it('giving a held slot up closes its checkout first and frees the slot; the expiry Stripe then sends changes nothing', async () => {
    const [member, next] = await Promise.all([memberOnPlan('premium'), memberOnPlan('expert')]);
    const start = await freshSlot(member);
    const held = visioOf(await book(member, start));

    const givenUp = await api('POST', `/visios/${held.id}/cancel`, { token: member.accessToken });
    expect(givenUp.status).toBe(200);
    expect(givenUp.json).toMatchObject({ status: 'annulee', checkoutUrl: null });
    const sessionId = (await visioById(testDb(), held.id)).checkoutSessionId!;
    expect((await sandboxStripe().checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    // The page can no longer be paid, and the slot is anyone's again.
    expect((await payCheckout(held.checkoutUrl!)).status).toBe(200);
    expect(await claimedCells(held)).toBe(0);
    expect(visioOf(await book(next, start))).toMatchObject({ status: 'confirmee' });
    const expired = (await sandboxEvents()).find((event) => event.type === 'checkout.session.expired' && (event.data.object as Stripe.Checkout.Session).id === sessionId);
    expect((await deliver(expired!)).status).toBe(200);
    expect(await visioById(testDb(), held.id)).toMatchObject({ status: 'annulee', version: 2 });
    expect(await paymentsOf(member.userId)).toEqual([]);
  });

  it('a second paid hold releases the first: its slot is anyone’s again and its checkout can no longer be paid', async () => {
    const [member, rival] = await Promise.all([memberOnPlan('premium'), memberOnPlan('expert')]);
    const first = visioOf(await book(member, await freshSlot(member)));
    const second = visioOf(await book(member, await freshSlot(member)));
    expect(second).toMatchObject({ status: 'en_attente', checkoutUrl: expect.stringContaining('/checkout/') });
    const released = await visioById(testDb(), first.id);
    expect(released).toMatchObject({ status: 'annulee', cancelReason: VISIO_HOLD_RELEASED_REASON, version: 2 });
    // Closed at Stripe before the second hold was written: the first page refuses the card.
    expect((await sandboxStripe().checkout.sessions.retrieve(released.checkoutSessionId!)).status).toBe('expired');
    expect((await payCheckout(first.checkoutUrl!)).status).toBe(200);
    expect(await paymentsOf(member.userId)).toEqual([]);
    expect(await claimedCells(first)).toBe(0);
    expect(visioOf(await book(rival, first.start))).toMatchObject({ status: 'confirmee', start: first.start });
    // The member sees one slot waiting for its payment, the second.
    const listed = (await api('GET', '/visios', { token: member.accessToken })).json as MemberVisios;
    expect(listed.upcoming.filter(({ status }) => status === 'en_attente').map(({ id }) => id)).toEqual([second.id]);
  });

  it('ten paid bookings of one member at once: exactly one slot held, the nine others free, one checkout left open', async () => {
    const member = await memberOnPlan('gratuit');
    const starts = await spacedSlots(member, 10);
    const requestIds = starts.map(() => randomUUID());
    const answers = await Promise.all(starts.map((start, index) => book(member, start, 30, requestIds[index])));

    const stored = (await Promise.all(requestIds.map(async (visioId) => (await testDb().entities.visio.get({ visioId }).go({ consistent: true })).data))).filter((visio) => visio !== null);
    const held = stored.filter(({ status }) => status === 'en_attente');
    expect(held).toHaveLength(1);
    const [kept] = held;
    // Every other booking either never committed or was freed by the next one.
    expect(stored.filter((visio) => visio !== kept).map(({ status, cancelReason }) => ({ status, cancelReason }))).toEqual(
      Array(stored.length - 1).fill({ status: 'annulee', cancelReason: VISIO_HOLD_RELEASED_REASON }),
    );
    const keptAnswer = answers[requestIds.findIndex((id) => id === kept!.visioId)]!;
    expect(keptAnswer.status).toBe(201);
    expect(visioOf(keptAnswer).checkoutUrl).toBe(kept!.checkoutUrl);
    const refused = answers.filter(({ status }) => status !== 201).map(({ json }) => json);
    for (const answer of refused) expect([errorOf('VISIO_HOLD_REPLACED'), errorOf('BUSY')]).toContainEqual(answer);
    // The educator's time: only the kept session's cells are claimed.
    const cells = await Promise.all(
      starts.flatMap((start) => claimCells(start, 30, 15).map(async (cell) => (await testDb().entities.visioSlotClaim.get({ educatorId: educator.userId, cell }).go()).data?.visioId)),
    );
    expect(cells.filter((visioId) => visioId !== undefined)).toEqual(Array(claimCells(kept!.start, 30, 15).length).fill(kept!.visioId));
    // At Stripe: the kept session's checkout is the member's only open one.
    const customer = (await subscription(member.userId)).stripeCustomerId!;
    const checkouts = (await sandboxStripe().checkout.sessions.list({ customer, limit: 100 })).data;
    expect(checkouts.filter(({ status }) => status === 'open').map(({ id }) => id)).toEqual([kept!.checkoutSessionId]);
  });

  it('a checkout that expires unpaid frees the slot, once', async () => {
    const member = await memberOnPlan('premium');
    const held = visioOf(await book(member, await freshSlot(member)));
    const session = await sandboxStripe().checkout.sessions.retrieve((await visioById(testDb(), held.id)).checkoutSessionId!);
    const expired = eventOf('checkout.session.expired', { ...session, status: 'expired', url: null });
    expect((await Promise.all([deliver(expired), deliver(expired), deliver(eventOf('checkout.session.expired', expired.data.object))])).map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(await visioById(testDb(), held.id)).toMatchObject({ status: 'annulee', cancelReason: VISIO_HOLD_RELEASED_REASON, version: 2 });
    expect(await claimedCells(held)).toBe(0);
    // Never a session: not in the member's history.
    const listed = (await api('GET', '/visios', { token: member.accessToken })).json as MemberVisios;
    expect([...listed.upcoming, ...listed.past].map(({ id }) => id)).not.toContain(held.id);
  });

  it('a hold whose expiry never reached us is freed by the visio-holds job once past its time; a live hold stays', async () => {
    const [member, other] = await Promise.all([memberOnPlan('premium'), memberOnPlan('premium')]);
    const [stale, live] = [visioOf(await book(member, await freshSlot(member))), visioOf(await book(other, await freshSlot(other)))];
    // Stripe's event was lost and the hold's time has passed (the job's grace included).
    await testDb().entities.visio.patch({ visioId: stale.id }).set({ holdUntil: new Date(Date.now() - 20 * 60_000).toISOString() }).go();

    expect((await releaseStaleHolds(testDb(), new Date().toISOString())).released).toBeGreaterThanOrEqual(1);
    expect(await visioById(testDb(), stale.id)).toMatchObject({ status: 'annulee', cancelReason: VISIO_HOLD_RELEASED_REASON, version: 2 });
    expect(await claimedCells(stale)).toBe(0);
    expect(await visioById(testDb(), live.id)).toMatchObject({ status: 'en_attente', version: 1 });
    // Run again (the scheduler may): nothing more changes.
    await releaseStaleHolds(testDb(), new Date().toISOString());
    expect((await visioById(testDb(), stale.id)).version).toBe(2);
  });

  it('a payment that arrives for a slot no longer held is recorded refunded and refunded once by its event, never kept', async () => {
    const member = await memberOnPlan('premium');
    const held = visioOf(await book(member, await freshSlot(member)));
    // The slot is freed behind the open checkout's back (what a lost race between expiry and payment would leave).
    const stored = await visioById(testDb(), held.id);
    await testDb().transaction.write((entities) => releaseHeldVisioItems(entities, stored, new Date().toISOString())).go();

    expect((await payCheckout(held.checkoutUrl!)).status).toBe(303);
    const [payment] = await paymentsOf(member.userId);
    expect(payment).toMatchObject({ kind: 'visio', status: 'refunded', refundedBy: 'automatique' });
    const refunds = async () => (await sandboxEvents()).filter((event) => event.type === 'charge.refunded' && (event.data.object as Stripe.Charge).payment_intent === payment!.paymentId);
    await waitFor(async () => (await refunds()).length > 0);
    expect(await refunds()).toHaveLength(1);
    expect(await visioById(testDb(), held.id)).toMatchObject({ status: 'annulee' });
  });

  it('a paid visio cancelled 24 h ahead shows refunded at once and is refunded by Stripe once, through its event', async () => {
    const member = await memberOnPlan('premium');
    const held = visioOf(await book(member, await freshSlot(member)));
    expect((await payCheckout(held.checkoutUrl!)).status).toBe(303);

    const cancelled = await api('POST', `/visios/${held.id}/cancel`, { token: member.accessToken });
    expect(cancelled.json).toMatchObject({ status: 'annulee', creditReturned: true });
    expect(await paymentsOf(member.userId)).toEqual([expect.objectContaining({ kind: 'visio', amount: 3900, status: 'refunded', refundedBy: 'automatique' })]);
    await waitFor(async () => Boolean((await paymentsOf(member.userId))[0]?.refundId));
    const [payment] = await paymentsOf(member.userId);
    expect(payment?.refundId).toMatch(/^re_/);
    const refunds = (await sandboxEvents()).filter((event) => event.type === 'charge.refunded' && (event.data.object as Stripe.Charge).payment_intent === payment!.paymentId);
    expect(refunds).toHaveLength(1);
  });
});
