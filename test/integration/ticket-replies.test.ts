import { randomUUID } from 'node:crypto';
import type { MemberTicket, StaffTicket, TicketMessage } from '../../shared/contract/ticket-schemas';
import type { EventName } from '../../shared/events/catalogue';
import { api, type ApiAnswer } from './support/api';
import { signUpAndSignIn, type TestAccount } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(120_000);

/**
 * Issue 21: replies are never refused for being simultaneous. A reply appends its own message and moves the ticket
 * only where it must (its last message, a first answer, a status or an assignee), each under its own condition; the
 * status changes stay conditional.
 */

const open = async (member: TestAccount) => {
  const answer = await api('POST', '/tickets', {
    token: member.accessToken,
    body: { title: 'Il tire en laisse', description: 'Il tire très fort dès que nous croisons un autre chien en promenade.', category: 'comportement', priority: 'standard', requestId: randomUUID() },
  });
  expect(answer.status).toBe(201);
  return (answer.json as MemberTicket).ticket.id;
};
const replyAs = (account: TestAccount, role: 'member' | 'staff', id: string, body: string) =>
  api('POST', role === 'member' ? `/tickets/${id}/messages` : `/staff/tickets/${id}/messages`, { token: account.accessToken, body: { body } });
const counter = async (name: string) => (await testDb().entities.ticketCounter.get({ counter: name }).go({ consistent: true })).data?.count ?? 0;
const storedTicket = async (id: string) => (await testDb().entities.ticket.get({ ticketId: id }).go({ consistent: true })).data!;
const eventsOf = async (eventName: EventName, ticketId: string) =>
  (await testDb().entities.outboxEvent.scan.where(({ detail, name }, { contains, eq }) => `${contains(detail, ticketId)} AND ${eq(name, eventName)}`).go({ pages: 'all' })).data;

/** The thread's order: by date, then by message id. */
const inThreadOrder = (messages: TicketMessage[]) =>
  [...messages].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1));

function expectNoneRefused(answers: ApiAnswer[]) {
  expect(answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.json])).toEqual([]);
}

let educators: [TestAccount, TestAccount];
beforeAll(async () => {
  educators = [await signUpAndSignIn('educator', 'Élodie'), await signUpAndSignIn('educator', 'Marc')];
});

it('30 replies at once, from the member and two educators, are all kept in one order, and the ticket says exactly where it stands', async () => {
  const member = await memberOnPlan('expert', 'Inès');
  const id = await open(member);
  const [elodie, marc] = educators;
  const senders = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? { account: member, role: 'member' as const } : { account: i % 3 === 1 ? elodie : marc, role: 'staff' as const }));
  const bodies = senders.map((_, i) => `Message n° ${i + 1}`);

  const answers = await Promise.all(senders.map(({ account, role }, i) => replyAs(account, role, id, bodies[i]!)));

  expectNoneRefused(answers);
  const staffView = (await api('GET', `/staff/tickets/${id}`, { token: elodie.accessToken })).json as StaffTicket;
  const memberView = (await api('GET', `/tickets/${id}`, { token: member.accessToken })).json as MemberTicket;
  // Every message once, each with its author, in the thread's order, the same for both sides.
  expect(staffView.messages.map((message) => message.body).sort()).toEqual([...bodies].sort());
  expect(staffView.messages).toEqual(inThreadOrder(staffView.messages));
  expect(memberView.messages).toEqual(staffView.messages);
  for (const message of staffView.messages) {
    const sender = senders[bodies.indexOf(message.body)]!;
    expect(message.author).toEqual({ role: sender.role, name: sender.role === 'member' ? 'Inès' : sender.account === elodie ? 'Élodie' : 'Marc' });
  }

  // The ticket: answered ('en_cours'), given to the one educator whose answer came first, its first answer dated by one
  // of theirs, and its last message the thread's last one, whoever wrote it.
  const last = staffView.messages.at(-1)!;
  const { ticket } = memberView;
  expect(ticket).toMatchObject({ status: 'en_cours', lastMessageAt: last.createdAt, lastMessageBy: last.author.role });
  const assignee = ticket.assignee!.id === elodie.userId ? elodie : marc;
  expect(ticket.assignee).toEqual({ id: assignee.userId, name: assignee === elodie ? 'Élodie' : 'Marc' });
  expect(staffView.messages.filter((message) => message.author.role === 'staff').map((message) => message.createdAt)).toContain(ticket.firstResponseAt);
  expect((await storedTicket(id)).lastMessageId).toBe(last.id);

  // The queues moved once: the ticket is in its educator's queue only, and each answer told the member once.
  expect(await counter(`educateur:${assignee.userId}`)).toBe(1);
  expect(await counter(`educateur:${(assignee === elodie ? marc : elodie).userId}`)).toBe(0);
  expect(await eventsOf('ticket_answered', id)).toHaveLength(20);
});

it('a status change is not refused by replies written at the same time, and the queues follow whichever came last', async () => {
  const member = await memberOnPlan('expert', 'Jules');
  const [elodie] = educators;
  const id = await open(member);
  expect((await replyAs(elodie, 'staff', id, 'Bonjour Jules, depuis quand ?')).status).toBe(201);
  const mine = await counter(`educateur:${elodie.userId}`);

  const [resolution, ...replies] = await Promise.all([
    api('PUT', `/staff/tickets/${id}/status`, { token: elodie.accessToken, body: { status: 'resolu' } }),
    ...Array.from({ length: 10 }, (_, i) => replyAs(member, 'member', id, `Précision n° ${i + 1}`)),
  ]);

  expect(resolution.status).toBe(200);
  expectNoneRefused(replies);
  const { ticket, messages } = (await api('GET', `/tickets/${id}`, { token: member.accessToken })).json as MemberTicket;
  expect(messages).toHaveLength(11);
  expect(ticket.resolvedAt).not.toBeNull();
  expect(ticket).toMatchObject({ lastMessageAt: messages.at(-1)!.createdAt, lastMessageBy: 'member' });
  // A reply that landed after the resolution reopened the ticket; either way its queue and its count agree.
  expect(['resolu', 'ouvert']).toContain(ticket.status);
  expect(await counter(`educateur:${elodie.userId}`)).toBe(ticket.status === 'ouvert' ? mine : mine - 1);

  // A second 'resolu' sent with the first's reading stays refused: status changes are still conditional.
  const twice = await Promise.all([1, 2].map(() => api('PUT', `/staff/tickets/${id}/status`, { token: elodie.accessToken, body: { status: ticket.status === 'ouvert' ? 'resolu' : 'ferme' } })));
  expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);
});
