import { randomUUID } from 'node:crypto';
import type { AdminStats } from '../../shared/contract/admin-schemas';
import type { AdminVisios, Visio, VisioSlots } from '../../shared/contract/visio-schemas';
import { parisMonth } from '../../shared/domain/months';
import { api } from './support/api';
import { OPEN_WEEK } from './support/availability';
import { signUpAndSignIn, tokenFor, type TestAccount } from './support/accounts';
import { memberOnPlan } from './support/members';

jest.setTimeout(180_000);

/**
 * Issue 23, one number per fact: 'Visios du mois' read 2 on the dashboard and 4 on /admin/visios. Both routes now
 * read the one figure of shared/domain/stats.ts (the month's counter, moved by each booking's own transaction): after
 * bookings, a cancellation, a move and a paid session still on hold in the month, they show the same number, and it
 * moved by what an admin would count — the sessions the month's list shows booked, by educator.
 */

const HOUR = 3_600_000;

let admin: string;
let educator: TestAccount;
beforeAll(async () => {
  admin = await tokenFor('admin');
  educator = await signUpAndSignIn('educator', 'Inès');
  expect((await api('PUT', '/staff/availability', { token: educator.accessToken, body: OPEN_WEEK })).status).toBe(200);
});
// The stack is shared: an educator left open takes other files' bookings (visios.test.ts expects its own educator).
afterAll(async () => {
  expect((await api('PUT', '/staff/availability', { token: educator.accessToken, body: { ...OPEN_WEEK, weekly: [] } })).status).toBe(200);
});

const month = () => parisMonth(new Date().toISOString());
async function dashboard(): Promise<AdminStats> {
  const answer = await api('GET', '/admin/stats', { token: admin });
  expect(answer.status).toBe(200);
  return answer.json as AdminStats;
}
async function visiosPage(): Promise<AdminVisios> {
  const answer = await api('GET', `/admin/visios?month=${month()}`, { token: admin });
  expect(answer.status).toBe(200);
  return answer.json as AdminVisios;
}
const byEducatorSum = (page: AdminVisios) => page.figures.byEducator.reduce((sum, row) => sum + row.booked, 0);

/** Free starts of this Paris month from `daysAhead` days on, for a 30-minute booking. */
async function slotsThisMonth(member: TestAccount, daysAhead: number): Promise<string[]> {
  const from = new Date(Date.now() + daysAhead * 24 * HOUR).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const answer = await api('GET', `/visios/slots?duration=30&from=${from}&days=7`, { token: member.accessToken });
  expect(answer.status).toBe(200);
  return (answer.json as VisioSlots).days.flatMap((day) => day.slots).filter((start) => parisMonth(start) === month());
}
const book = async (member: TestAccount, start: string) => {
  const answer = await api('POST', '/visios', { token: member.accessToken, body: { requestId: randomUUID(), duration: 30, start, note: 'Il aboie quand on sonne à la porte.' } });
  expect(answer.status).toBe(201);
  return answer.json as Visio;
};

it('the dashboard and /admin/visios show the same month’s visio count after bookings, a cancellation, a move and a paid hold', async () => {
  const [first, second, third, unpaid] = await Promise.all([memberOnPlan('expert', 'Léa'), memberOnPlan('expert', 'Hugo'), memberOnPlan('expert', 'Zoé'), memberOnPlan('premium', 'Théo')]);
  // Two days ahead at least, so that the move is allowed (24 h before); each booking takes the next free start then.
  const next = async (member: TestAccount) => {
    const [start] = await slotsThisMonth(member, 2);
    if (!start) throw new Error(`Le mois ${month()} n’a plus assez de créneaux pour ce test : le relancer le mois prochain`);
    return start;
  };

  const before = { stats: await dashboard(), page: await visiosPage() };
  expect(before.stats.visiosThisMonth).toBe(before.page.figures.booked);

  const kept = await book(first, await next(first));
  const cancelled = await book(second, await next(second));
  const moved = await book(third, await next(third));
  expect((await api('POST', `/visios/${cancelled.id}/cancel`, { token: second.accessToken })).status).toBe(200);
  const target = await next(third);
  const replacement = await api('POST', `/visios/${moved.id}/reschedule`, { token: third.accessToken, body: { requestId: randomUUID(), start: target } });
  expect(replacement.status).toBe(201);
  // A Premium member with no credit pays for a visio: held while they pay, it is not booked yet.
  const held = await book(unpaid, await next(unpaid));
  expect(held.status).toBe('en_attente');

  const after = { stats: await dashboard(), page: await visiosPage() };
  // One figure: the same number on both pages…
  expect(after.stats.visiosThisMonth).toBe(after.page.figures.booked);
  // …that counted the kept booking and the moved one once each: not the cancelled one, not the one awaiting payment.
  expect(after.page.figures.booked - before.page.figures.booked).toBe(2);
  // The month's list, by educator, moved by the same two sessions.
  expect(byEducatorSum(after.page) - byEducatorSum(before.page)).toBe(2);
  const listed = after.page.visios.filter((visio) => [kept.id, cancelled.id, moved.id, held.id].includes(visio.id));
  expect(listed.map((visio) => [visio.id, visio.status]).sort()).toEqual(
    [
      [kept.id, 'confirmee'],
      [cancelled.id, 'annulee'],
      [held.id, 'en_attente'],
    ].sort(),
  );
  expect(after.page.visios.find((visio) => visio.id === (replacement.json as Visio).id)).toMatchObject({ start: target, status: 'confirmee' });
});
