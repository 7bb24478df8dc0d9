import { randomUUID } from 'node:crypto';
import type { Context, EventBridgeEvent, SQSBatchResponse } from 'aws-lambda';
import { handler, notifyStaffOnEvent } from '../../functions/consumers/staff-notifications';
import type { Educator } from '../../functions/lib/auth/team';
import type { ConsumedEvent } from '../../functions/lib/events/consumer-handler';
import { EVENT_SOURCE } from '../../shared/events/catalogue';
import { staffChannel, type StaffNotification } from '../../shared/realtime/channels';
import { signUpAndSignIn, type TestAccount } from './support/accounts';
import { api } from './support/api';
import { memberOnPlan, testDb } from './support/members';
import { connectRealtime, type RealtimeClient } from './support/realtime';

/**
 * Issue 21, told when a member waits: the staff's live channels (`/staff/<sub>`, scripts/dev/realtime.ts running
 * infra/realtime/staff-channel.ts) and the staff-notifications consumer, fed by the facts the member's changes write
 * with their commit. Each staff member hears what is theirs: the ticket's educator, else the whole team; once per event.
 */
jest.setTimeout(120_000);

let elodie: TestAccount;
let bruno: TestAccount;
let adele: TestAccount;
let julie: TestAccount;
const clients: RealtimeClient[] = [];
const listen = async (account: TestAccount): Promise<RealtimeClient> => {
  const client = await connectRealtime(account.accessToken);
  clients.push(client);
  const answer = await client.subscribe(staffChannel(account.userId), 'own');
  if (answer.type !== 'subscribe_success') throw new Error(`Abonnement refusé : ${JSON.stringify(answer)}`);
  return client;
};
/** Delivery is one pass over the subscriptions: once one recipient has a message, one for another would be there too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const ticketForm = (priority: 'standard' | 'urgent') => ({
  title: 'Il tire en laisse',
  description: 'Dès qu’il voit un autre chien, il tire très fort et je n’arrive plus à le tenir.',
  category: 'comportement',
  priority,
  requestId: randomUUID(),
});

beforeAll(async () => {
  [elodie, bruno, adele, julie] = await Promise.all([
    signUpAndSignIn('educator', 'Élodie'),
    signUpAndSignIn('educator', 'Bruno'),
    signUpAndSignIn('admin', 'Adèle'),
    memberOnPlan('expert', 'Julie'),
  ]);
  testDb(); // the consumer's configuration (table, pool, channel) points at the test stack
});
afterAll(() => clients.forEach((client) => client.close()));

describe("a staff member's live channel", () => {
  it('lets an educator subscribe to their own channel only, and refuses a member even the channel of their own sub', async () => {
    const client = await connectRealtime(elodie.accessToken);
    clients.push(client);
    expect(await client.subscribe(staffChannel(elodie.userId), 'own')).toEqual({ type: 'subscribe_success', id: 'own' });
    for (const [id, channel] of [['other', staffChannel(bruno.userId)], ['all', '/staff/*'], ['deeper', `${staffChannel(elodie.userId)}/x`]]) {
      expect(await client.subscribe(channel!, id!)).toMatchObject({ type: 'subscribe_error', id, errors: [{ errorType: 'Unauthorized' }] });
    }
    const member = await connectRealtime(julie.accessToken);
    clients.push(member);
    expect(await member.subscribe(staffChannel(julie.userId), 'own')).toMatchObject({ type: 'subscribe_error', errors: [{ errorType: 'Unauthorized' }] });
  });
});

describe('the staff-notifications consumer', () => {
  it('tells every educator and admin at once when a member opens an urgent ticket nobody has yet', async () => {
    const listeners = await Promise.all([elodie, bruno, adele].map(listen));
    const opened = await api('POST', '/tickets', { token: julie.accessToken, body: ticketForm('urgent') });
    expect(opened.status).toBe(201);
    const ticketId = (opened.json as { ticket: { id: string } }).ticket.id;
    const expected: StaffNotification = { kind: 'ticket_opened', ticketId, memberName: 'Julie', title: 'Il tire en laisse', urgent: true };
    // Every staff account of the shared test stack hears it (the files before this one leave many): up to 20 s.
    for (const listener of listeners) expect(await listener.next('own', 20_000)).toEqual(expected);
    await settle();
    for (const listener of listeners) expect(listener.received('own')).toHaveLength(1);
  });

  it("tells only the ticket's educator when the member answers, and that once", async () => {
    const opened = await api('POST', '/tickets', { token: julie.accessToken, body: ticketForm('standard') });
    const ticketId = (opened.json as { ticket: { id: string } }).ticket.id;
    const assigned = await api('PUT', `/staff/tickets/${ticketId}/assignee`, { token: elodie.accessToken, body: { assigneeId: elodie.userId } });
    expect(assigned.status).toBe(200);
    await settle(); // the opening's messages, sent to all, are behind us
    const [forElodie, forBruno, forAdele] = await Promise.all([elodie, bruno, adele].map(listen));

    const replied = await api('POST', `/tickets/${ticketId}/messages`, { token: julie.accessToken, body: { body: 'J’ai essayé le harnais, sans changement.' } });
    expect(replied.status).toBe(201);
    expect(await forElodie!.next('own')).toEqual({ kind: 'ticket_replied', ticketId, memberName: 'Julie', title: 'Il tire en laisse' });
    await settle();
    expect(forElodie!.received('own')).toHaveLength(1);
    expect(forBruno!.received('own')).toEqual([]);
    expect(forAdele!.received('own')).toEqual([]);
  });

  it('publishes an event delivered twice (the relay, the bus and the queue deliver at least once) one time only', async () => {
    const opened = await api('POST', '/tickets', { token: julie.accessToken, body: ticketForm('standard') });
    const ticketId = (opened.json as { ticket: { id: string } }).ticket.id;
    await api('PUT', `/staff/tickets/${ticketId}/assignee`, { token: bruno.accessToken, body: { assigneeId: bruno.userId } });
    await settle();
    const forBruno = await listen(bruno);
    const event: EventBridgeEvent<string, unknown> = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'ticket_member_replied',
      source: EVENT_SOURCE,
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'eu-west-3',
      resources: [],
      detail: { eventId: randomUUID(), userId: julie.userId, ticketId, messageId: randomUUID() },
    };
    const deliver = async () => {
      const messageId = randomUUID();
      const record = { messageId, receiptHandle: messageId, body: JSON.stringify(event), attributes: { ApproximateReceiveCount: '1' }, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn:aws:sqs:eu-west-3:000000000000:test', awsRegion: 'eu-west-3' };
      const context = { functionName: 'staff-notifications', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 } as Context;
      const answer: SQSBatchResponse = await handler({ Records: [record] } as never, context);
      expect(answer.batchItemFailures).toEqual([]);
    };
    await deliver();
    await deliver();
    expect(await forBruno.next('own')).toMatchObject({ kind: 'ticket_replied', ticketId });
    await settle();
    expect(forBruno.received('own')).toHaveLength(1);
  });
});

describe('what a visio tells the team', () => {
  const team: Educator[] = [
    { id: 'educ-elodie', name: 'Élodie', email: 'elodie@example.com', roles: ['educator'], invitationPending: false },
    { id: 'educ-bruno', name: 'Bruno', email: 'bruno@example.com', roles: ['educator'], invitationPending: false },
    { id: 'educ-invite', name: 'Inès', email: 'ines@example.com', roles: ['educator'], invitationPending: true },
  ];
  const start = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();

  async function storedVisio(changes: Record<string, unknown> = {}): Promise<string> {
    const visioId = randomUUID();
    await testDb()
      .entities.visio.create({
        visioId,
        userId: julie.userId,
        memberName: 'Julie',
        memberPlan: 'expert',
        educatorId: 'educ-elodie',
        educatorName: 'Élodie',
        start,
        end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
        durationMinutes: 30,
        month: start.slice(0, 7),
        bufferMinutes: 15,
        paidWith: 'included',
        meetingLink: 'https://meet.example/LaMeute-test',
        status: 'confirmee',
        createdAt: new Date().toISOString(),
        ...changes,
      })
      .go();
    return visioId;
  }

  async function told(name: 'visio_booked' | 'visio_freed', visioId: string, members: Educator[] = team) {
    const sent: Array<{ sub: string; notification: StaffNotification }> = [];
    const event = { name, id: randomUUID(), time: new Date().toISOString(), detail: { userId: julie.userId, visioId } } as ConsumedEvent<'staff-notifications'>;
    await notifyStaffOnEvent(event, { db: testDb(), team: async () => members, notify: async (sub, notification) => void sent.push({ sub, notification }), now: Date.now() });
    return sent;
  }

  it("tells the session's educator alone of a booking, and of a move as a move", async () => {
    const booked = await storedVisio();
    expect(await told('visio_booked', booked)).toEqual([{ sub: 'educ-elodie', notification: { kind: 'visio_booked', visioId: booked, memberName: 'Julie', start, moved: false } }]);
    const moved = await storedVisio({ rescheduledFrom: booked });
    expect(await told('visio_booked', moved)).toEqual([{ sub: 'educ-elodie', notification: { kind: 'visio_booked', visioId: moved, memberName: 'Julie', start, moved: true } }]);
  });

  it("tells the educator of the member's cancellation; says nothing of the old booking of a move nor of the team's own cancellation", async () => {
    const cancelled = await storedVisio({ status: 'annulee', cancelledBy: 'member', cancelledAt: new Date().toISOString() });
    expect(await told('visio_freed', cancelled)).toEqual([{ sub: 'educ-elodie', notification: { kind: 'visio_cancelled', visioId: cancelled, memberName: 'Julie', start } }]);
    expect(await told('visio_freed', await storedVisio({ status: 'deplacee', rescheduledTo: randomUUID() }))).toEqual([]);
    expect(await told('visio_freed', await storedVisio({ status: 'annulee', cancelledBy: 'staff', cancelledAt: new Date().toISOString() }))).toEqual([]);
  });

  it('tells the whole team (invitations not yet accepted aside) when the educator has left it', async () => {
    const booked = await storedVisio();
    const sent = await told('visio_booked', booked, team.slice(1));
    expect(sent.map(({ sub }) => sub)).toEqual(['educ-bruno']);
  });
});
