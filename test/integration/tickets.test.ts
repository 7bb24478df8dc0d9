import { randomUUID } from 'node:crypto';
import { API_ERRORS } from '../../shared/contract/errors';
import type { MemberTicket, StaffTicket } from '../../shared/contract/ticket-schemas';
import type { PlanId } from '../../shared/domain/plans';
import type { RewardType } from '../../shared/domain/rewards';
import { TICKET_REOPEN_DAYS } from '../../shared/domain/tickets';
import { readBalance } from '../../functions/lib/points/ledger';
import { grantReward } from '../../functions/lib/points/rewards';
import { api, type ApiAnswer } from './support/api';
import { signUpAndSignIn, type TestAccount } from './support/accounts';
import { mailsAfterWelcome, waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(120_000);

/** Issue 11: who may open what, the quota race, the thread, the staff's transitions and the +5 of a resolved ticket. */

const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const form = (priority: 'standard' | 'urgent' = 'standard', requestId: string = randomUUID()) => ({
  title: 'Mon chien aboie quand je pars',
  description: 'Depuis le déménagement, il aboie une heure après mon départ le matin.',
  category: 'comportement',
  priority,
  requestId,
});
const open = (member: TestAccount, body: object = form()) => api('POST', '/tickets', { token: member.accessToken, body });
const ticketOf = (answer: ApiAnswer) => (answer.json as MemberTicket).ticket;

async function giveCredit(userId: string, type: RewardType) {
  await grantReward(testDb(), { userId, type, reason: 'Crédit de test', grantedBy: 'test', requestId: randomUUID(), at: new Date().toISOString() });
}
async function setQuota(userId: string, ticketsRemaining: number) {
  await testDb().entities.subscription.patch({ userId }).set({ ticketsRemaining }).go();
}
const subscription = async (userId: string) => (await testDb().entities.subscription.get({ userId }).go({ consistent: true })).data!;
const unusedCredits = async (userId: string) =>
  (await testDb().entities.reward.query.byId({ userId }).go({ pages: 'all' })).data.filter((reward) => !reward.used).map((reward) => reward.rewardType);

let educator: TestAccount;
beforeAll(async () => {
  educator = await signUpAndSignIn('educator', 'Élodie');
});
const staff = (method: string, path: string, body?: object) => api(method, path, { token: educator.accessToken, body });

describe('who may open what (the rights table)', () => {
  it.each<[string, PlanId, { quota?: number; credits?: RewardType[] }, 'standard' | 'urgent', number | keyof typeof API_ERRORS]>([
    ['free plan, no credit', 'gratuit', {}, 'standard', 'TICKET_PLAN_REQUIRED'],
    ['free plan with a standard credit', 'gratuit', { credits: ['ticket_standard'] }, 'standard', 201],
    ['free plan, urgent, with an urgent credit', 'gratuit', { credits: ['ticket_urgent'] }, 'urgent', 201],
    ['free plan, urgent, with only a standard credit', 'gratuit', { credits: ['ticket_standard'] }, 'urgent', 'TICKET_URGENT_NOT_ALLOWED'],
    ['Premium with its quota', 'premium', { quota: 3 }, 'standard', 201],
    ['Premium without quota', 'premium', { quota: 0 }, 'standard', 'TICKET_QUOTA_EXHAUSTED'],
    ['Premium without quota, with a standard credit', 'premium', { quota: 0, credits: ['ticket_standard'] }, 'standard', 201],
    ['Premium, urgent', 'premium', { quota: 3 }, 'urgent', 'TICKET_URGENT_NOT_ALLOWED'],
    ['Premium, urgent, with an urgent credit', 'premium', { quota: 3, credits: ['ticket_urgent'] }, 'urgent', 201],
    ['Expert+, standard', 'expert', {}, 'standard', 201],
    ['Expert+, urgent', 'expert', {}, 'urgent', 201],
  ])('%s → %s', async (_, plan, { quota, credits = [] }, priority, expected) => {
    const member = await memberOnPlan(plan);
    if (quota !== undefined) await setQuota(member.userId, quota);
    for (const type of credits) await giveCredit(member.userId, type);
    const before = await subscription(member.userId);

    const answer = await open(member, form(priority));

    if (typeof expected === 'number') {
      expect(answer.status).toBe(expected);
      expect(ticketOf(answer)).toMatchObject({ status: 'ouvert', priority });
    } else {
      expect(answer.status).toBe(API_ERRORS[expected].status);
      expect(answer.json).toEqual(errorOf(expected));
    }
    // What paid: Premium's quota first, then a credit of the exact type; Expert+ spends nothing.
    const after = await subscription(member.userId);
    const quotaSpent = before.ticketsRemaining - after.ticketsRemaining;
    const creditSpent = credits.length - (await unusedCredits(member.userId)).length;
    expect(quotaSpent + creditSpent).toBe(expected === 201 && plan !== 'expert' ? 1 : 0);
    expect(after.ticketsRemaining).toBeGreaterThanOrEqual(0);
  });

  it('GET /tickets says what the member may open', async () => {
    const member = await memberOnPlan('gratuit');
    await giveCredit(member.userId, 'ticket_urgent');
    const { rights } = (await api('GET', '/tickets', { token: member.accessToken })).json as { rights: object };
    expect(rights).toEqual({ plan: 'gratuit', ticketsRemaining: 0, credits: { ticket_standard: 0, ticket_urgent: 1 }, canOpenStandard: false, canOpenUrgent: true });
  });
});

describe('races and retries', () => {
  it('30 simultaneous creations from a Premium member with 1 ticket left create exactly 1', async () => {
    const member = await memberOnPlan('premium');
    await setQuota(member.userId, 1);
    const answers = await Promise.all(Array.from({ length: 30 }, () => open(member)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) expect(refused.json).toEqual(errorOf('TICKET_QUOTA_EXHAUSTED'));
    expect((await subscription(member.userId)).ticketsRemaining).toBe(0);
    expect((await testDb().entities.ticket.query.byMember({ userId: member.userId }).go()).data).toHaveLength(1);
  });

  it('one credit raced by 10 creations pays for exactly one ticket', async () => {
    const member = await memberOnPlan('gratuit');
    await giveCredit(member.userId, 'ticket_standard');
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(member)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect((await testDb().entities.ticket.query.byMember({ userId: member.userId }).go()).data).toHaveLength(1);
    expect(await unusedCredits(member.userId)).toEqual([]);
  });

  it('the same request sent 5 times at once opens one ticket and spends the quota once', async () => {
    const member = await memberOnPlan('premium');
    const body = form('standard', randomUUID());
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(member, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((answer) => ticketOf(answer).id))).toEqual(new Set([body.requestId]));
    expect((await subscription(member.userId)).ticketsRemaining).toBe(2);
  });
});

describe('the thread, seen by each side', () => {
  it("a member cannot read, answer or close another member's ticket, nor any internal note", async () => {
    const owner = await memberOnPlan('expert', 'Inès');
    const other = await memberOnPlan('expert');
    const { id } = ticketOf(await open(owner));
    expect((await staff('POST', `/staff/tickets/${id}/notes`, { body: 'Note secrète : voir avec la vétérinaire.' })).status).toBe(201);
    expect((await staff('POST', `/staff/tickets/${id}/messages`, { body: 'Bonjour Inès, depuis quand exactement ?' })).status).toBe(201);

    for (const [method, path, body] of [
      ['GET', `/tickets/${id}`],
      ['POST', `/tickets/${id}/messages`, { body: 'Je me glisse dans la conversation' }],
      ['POST', `/tickets/${id}/close`],
    ] as const) {
      const answer = await api(method, path, { token: other.accessToken, body });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(errorOf('TICKET_NOT_FOUND'));
    }
    const mine = await api('GET', `/tickets/${id}`, { token: owner.accessToken });
    expect((mine.json as MemberTicket).messages).toEqual([expect.objectContaining({ author: { role: 'staff', name: 'Élodie' }, body: 'Bonjour Inès, depuis quand exactement ?' })]);
    expect(mine.text).not.toContain('Note secrète');
    const { ticket } = mine.json as MemberTicket;
    expect(ticket).toMatchObject({ status: 'en_cours', assignee: { id: educator.userId, name: 'Élodie' }, firstResponseAt: expect.any(String) });
    // The answer reaches the member by e-mail too (its ticket_answered event, through the member-mail consumer), with
    // the link to the ticket; the internal note never does.
    await waitFor(async () => (await mailsAfterWelcome(owner.email)).length > 0);
    const mails = await mailsAfterWelcome(owner.email);
    expect(mails.map(({ subject }) => subject)).toEqual(['Élodie a répondu à ton ticket « Mon chien aboie quand je pars »']);
    expect(mails[0]!.text).toContain('Bonjour Inès, depuis quand exactement ?');
    expect(mails[0]!.text).toContain(`/membre/tickets/${id}`);
    expect(JSON.stringify(mails)).not.toContain('Note secrète');
  });

  it('the educator sees the member’s context and the queues follow the ticket', async () => {
    const member = await memberOnPlan('premium', 'Jules');
    const { id } = ticketOf(await open(member));
    const inQueue = async (queue: string) => ((await staff('GET', `/staff/tickets?queue=${queue}`)).json as { tickets: { id: string }[] }).tickets.some((t) => t.id === id);
    expect(await inQueue('non-assignes')).toBe(true);
    expect(await inQueue('mes-tickets')).toBe(false);

    const assigned = await staff('PUT', `/staff/tickets/${id}/assignee`, { assigneeId: educator.userId });
    expect(assigned.status).toBe(200);
    expect(await inQueue('non-assignes')).toBe(false);
    expect(await inQueue('mes-tickets')).toBe(true);
    const view = assigned.json as StaffTicket;
    expect(view.member).toMatchObject({ firstName: 'Jules', plan: 'premium', ticketsRemaining: 2 });
    expect(view.nextStatuses).toEqual(['en_cours', 'resolu', 'ferme']);
    expect((await staff('PUT', `/staff/tickets/${id}/assignee`, { assigneeId: 'inconnu' })).json).toEqual(errorOf('EDUCATOR_NOT_FOUND'));
  });
});

describe('the admin’s view', () => {
  it('lists an educator’s tickets and counts what they resolved, and when they answered', async () => {
    const newcomer = await signUpAndSignIn('educator', 'Noé');
    const admin = await signUpAndSignIn('admin');
    const member = await memberOnPlan('expert');
    const { id } = ticketOf(await open(member));
    const as = (method: string, path: string, body?: object) => api(method, path, { token: newcomer.accessToken, body });
    await as('POST', `/staff/tickets/${id}/messages`, { body: 'Bonjour, je regarde votre question.' });
    expect((await as('PUT', `/staff/tickets/${id}/status`, { status: 'resolu' })).status).toBe(200);

    const answer = await api('GET', `/admin/tickets?assigneeId=${newcomer.userId}`, { token: admin.accessToken });
    expect(answer.status).toBe(200);
    const { tickets, educators } = answer.json as { tickets: { id: string }[]; educators: { educator: { id: string }; [figure: string]: unknown }[] };
    expect(tickets.map((ticket) => ticket.id)).toEqual([id]);
    expect(educators.find((figures) => figures.educator.id === newcomer.userId)).toEqual({
      educator: { id: newcomer.userId, name: 'Noé', email: newcomer.email },
      open: 0,
      medianFirstResponseMinutes: 0,
      resolvedThisMonth: 1,
      slaMissed: 0,
    });
  });
});

describe('queue counts', () => {
  it('stay exact through 20 simultaneous creations, assignments and resolutions', async () => {
    const countsNow = async () => ((await staff('GET', '/staff/tickets?queue=non-assignes')).json as { counts: Record<string, number> }).counts;
    const before = await countsNow();
    const member = await memberOnPlan('expert');
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => open(member, form(i % 4 === 0 ? 'urgent' : 'standard'))));
    const ids = created.map((answer) => ticketOf(answer).id);
    const afterCreation = await countsNow();
    expect(afterCreation['non-assignes']).toBe(before['non-assignes']! + 20);
    expect(afterCreation.urgents).toBe(before.urgents! + 5);

    // 10 taken by the educator (two requests each, at once), 5 resolved, 5 left alone.
    await Promise.all(ids.slice(0, 10).flatMap((id) => [1, 2].map(() => staff('PUT', `/staff/tickets/${id}/assignee`, { assigneeId: educator.userId }))));
    await Promise.all(ids.slice(10, 15).map((id) => staff('PUT', `/staff/tickets/${id}/status`, { status: 'resolu' })));
    const after = await countsNow();
    expect(after['non-assignes']).toBe(before['non-assignes']! + 5);
    expect(after['mes-tickets']).toBe(before['mes-tickets']! + 10);
    const urgentLeft = ids.filter((_, i) => i % 4 === 0 && !(i >= 10 && i < 15)).length;
    expect(after.urgents).toBe(before.urgents! + urgentLeft);
  });
});

describe('statuses', () => {
  it('refuses a transition the rules do not allow, in French', async () => {
    const member = await memberOnPlan('expert');
    const { id } = ticketOf(await open(member));
    expect((await staff('PUT', `/staff/tickets/${id}/status`, { status: 'ferme' })).status).toBe(200);
    const answer = await staff('PUT', `/staff/tickets/${id}/status`, { status: 'en_cours' });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual(errorOf('TICKET_TRANSITION_REFUSED'));
    expect((await api('POST', `/tickets/${id}/messages`, { token: member.accessToken, body: { body: 'Encore une question' } })).json).toEqual(errorOf('TICKET_CLOSED'));
  });

  it("pays +5 once: 'resolu' sent twice at once, then again after the member reopened it", async () => {
    const member = await memberOnPlan('expert');
    const start = (await readBalance(testDb(), member.userId))!.total;
    const { id } = ticketOf(await open(member));
    const twice = await Promise.all([1, 2].map(() => staff('PUT', `/staff/tickets/${id}/status`, { status: 'resolu' })));
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await readBalance(testDb(), member.userId))!.total).toBe(start + 5);

    // A reply within 7 days reopens it; resolved again, it pays nothing more.
    const reopened = await api('POST', `/tickets/${id}/messages`, { token: member.accessToken, body: { body: 'Ça recommence depuis hier soir.' } });
    expect(reopened.status).toBe(201);
    expect(ticketOf(reopened).status).toBe('ouvert');
    expect((await staff('PUT', `/staff/tickets/${id}/status`, { status: 'resolu' })).status).toBe(200);
    expect((await readBalance(testDb(), member.userId))!.total).toBe(start + 5);
    const lines = (await testDb().entities.pointTransaction.query.byUser({ userId: member.userId }).go({ pages: 'all' })).data;
    expect(lines.filter((line) => line.source === `ticket:${id}`)).toEqual([expect.objectContaining({ points: 5, reason: 'Ticket résolu' })]);
  });

  it(`a ticket resolved more than ${TICKET_REOPEN_DAYS} days ago takes no more replies`, async () => {
    const member = await memberOnPlan('expert');
    const { id } = ticketOf(await open(member));
    await staff('PUT', `/staff/tickets/${id}/status`, { status: 'resolu' });
    const longAgo = new Date(Date.now() - (TICKET_REOPEN_DAYS + 1) * 86_400_000).toISOString();
    await testDb().entities.ticket.patch({ ticketId: id }).set({ resolvedAt: longAgo }).go();
    const answer = await api('POST', `/tickets/${id}/messages`, { token: member.accessToken, body: { body: 'Une dernière chose' } });
    expect(answer.json).toEqual(errorOf('TICKET_CLOSED'));
    expect(((await api('GET', `/tickets/${id}`, { token: member.accessToken })).json as MemberTicket).canReply).toBe(false);
  });
});
