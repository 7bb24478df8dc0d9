import { randomUUID } from 'node:crypto';
import type { AdminAnalytics, AdminStats } from '../../shared/contract/admin-schemas';
import { FICHES } from '../../shared/catalogue';
import { createMember } from '../../functions/account/members';
import { ficheCounts } from '../../functions/lib/stats/counters';
import { api } from './support/api';
import { tokenFor } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';
import { payCheckout } from './support/stripe';

jest.setTimeout(180_000);

/**
 * Issue 14: the admin's figures are counters moved by the facts' own transactions. Hundreds of concurrent and
 * repeated facts must leave them exact: the figures are compared before and after (the test stack is shared, the
 * integration files run one at a time).
 */

let admin: string;
beforeAll(async () => {
  admin = await tokenFor('admin');
});
const analytics = async () => {
  const answer = await api('GET', '/admin/analytics?period=3m', { token: admin });
  expect(answer.status).toBe(200);
  return answer.json as AdminAnalytics;
};
const stats = async () => {
  const answer = await api('GET', '/admin/stats', { token: admin });
  expect(answer.status).toBe(200);
  return answer.json as AdminStats;
};

it('300 simultaneous sign-ups, each delivered twice (a retried trigger), count 300 members and 300 sign-ups', async () => {
  const before = await stats();
  const now = new Date().toISOString();
  const ids = Array.from({ length: 300 }, () => randomUUID());
  const outcomes = await Promise.all(
    [...ids, ...ids].map((userId) => createMember(testDb(), { userId, email: `compte-${userId}@example.com`, firstName: 'Compteur', newsletter: false, cguAcceptedAt: now, now })),
  );
  expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(300);
  const after = await stats();
  expect(after.members.gratuit - before.members.gratuit).toBe(300);
  expect(after.members.total - before.members.total).toBe(300);
  expect(after.signupsThisMonth - before.signupsThisMonth).toBe(300);
});

it('200 simultaneous validations, half of them repeats, count 100 validations, each fiche its own', async () => {
  const free = FICHES.filter((fiche) => fiche.isFree && fiche.isPublished).slice(0, 10);
  expect(free).toHaveLength(10);
  const members = await Promise.all(Array.from({ length: 10 }, () => memberOnPlan('gratuit', 'Valideur')));
  const before = await stats();
  const fichesBefore = await ficheCounts(testDb());
  const weekBefore = (await analytics()).weeks.at(-1)!;
  const calls = members.flatMap((member) => free.flatMap((fiche) => [fiche, fiche].map(() => api('POST', `/fiches/${fiche.id}/validate`, { token: member.accessToken }))));
  const answers = await Promise.all(calls);
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  const after = await stats();
  expect(after.ficheValidations - before.ficheValidations).toBe(100);
  expect(after.ficheValidationsThisMonth - before.ficheValidationsThisMonth).toBe(100);
  const fichesAfter = await ficheCounts(testDb());
  for (const fiche of free) expect((fichesAfter.get(fiche.id) ?? 0) - (fichesBefore.get(fiche.id) ?? 0)).toBe(10);
  // The analytics' current week moves by the same 100, and the most validated fiches name them.
  const report = await analytics();
  expect(report.weeks.at(-1)!.ficheValidations - weekBefore.ficheValidations).toBe(100);
  expect(report.topFiches.filter((fiche) => free.some((f) => f.id === fiche.id)).length).toBeGreaterThan(0);
  expect(report.months.at(-1)).toMatchObject({ month: after.month, membersGratuit: after.members.gratuit });
});

it('a paid subscription moves a member to Premium, adds its MRR and a paid activation; a ticket counts as open', async () => {
  const member = await memberOnPlan('gratuit');
  const before = await stats();
  const checkout = await api('POST', '/billing/checkout', { token: member.accessToken, body: { plan: 'premium', period: 'yearly' } });
  await payCheckout((checkout.json as { url: string }).url);
  const ticket = await api('POST', '/tickets', {
    token: member.accessToken,
    body: { title: 'Il tire en laisse', description: 'Il tire très fort dès que nous sortons du portail de la maison.', category: 'obeissance', priority: 'standard', requestId: randomUUID() },
  });
  expect(ticket.status).toBe(201);
  const after = await stats();
  expect(after.members.premium - before.members.premium).toBe(1);
  expect(after.members.gratuit - before.members.gratuit).toBe(-1);
  expect(after.mrr - before.mrr).toBe(1242); // 149 € a year, a twelfth a month
  expect(after.paidActivationsThisMonth - before.paidActivationsThisMonth).toBe(1);
  expect(after.tickets.ouvert - before.tickets.ouvert).toBe(1);
});
