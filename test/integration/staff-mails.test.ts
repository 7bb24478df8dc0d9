import { randomUUID } from 'node:crypto';
import type { Context, SQSEvent } from 'aws-lambda';
import { handler as staffMailHandler, staffMail } from '../../functions/consumers/staff-mail';
import { team } from '../../functions/lib/auth/team';
import type { ConsumedEvent } from '../../functions/lib/events/consumer-handler';
import { sendMail } from '../../functions/lib/mail/send-mail';
import { planDigests } from '../../functions/jobs/staff-digest';
import { warnDueSoon } from '../../functions/jobs/ticket-due-soon';
import type { MemberTicket } from '../../shared/contract/ticket-schemas';
import { EVENT_SOURCE } from '../../shared/events/catalogue';
import { api } from './support/api';
import { signUpAndSignIn, type TestAccount } from './support/accounts';
import { mailsAfterWelcome, pipelineDrained, waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(120_000);

/**
 * Issue 21, "told when a member waits": the team's e-mails — an urgent ticket at once, a ticket still unanswered two
 * hours before its due-by, each educator's morning digest — sent once per fact, and never to whoever turned them off.
 */

const URGENT_SUBJECT = 'Ticket urgent de Inès : « Il mord la laisse »';
const form = (priority: 'standard' | 'urgent', title = 'Il mord la laisse') => ({
  title,
  description: 'Depuis deux jours il mord la laisse dès qu’on sort, et il grogne quand je la reprends.',
  category: 'comportement',
  priority,
  requestId: randomUUID(),
});

async function openTicket(member: TestAccount, priority: 'standard' | 'urgent', title?: string): Promise<MemberTicket['ticket']> {
  const answer = await api('POST', '/tickets', { token: member.accessToken, body: form(priority, title) });
  expect(answer.status).toBe(201);
  return (answer.json as MemberTicket).ticket;
}

const staffMails = async (account: TestAccount, subject?: string) => (await mailsAfterWelcome(account.email)).filter((mail) => !subject || mail.subject === subject);

async function setPreferences(account: TestAccount, preferences: { urgent: boolean; dueSoon: boolean; digest: boolean }) {
  const answer = await api('PUT', '/staff/mail-preferences', { token: account.accessToken, body: preferences });
  expect(answer.status).toBe(200);
}

let member: TestAccount;
let elodie: TestAccount;
let admin: TestAccount;
let optedOut: TestAccount;

beforeAll(async () => {
  [member, elodie, admin, optedOut] = await Promise.all([
    memberOnPlan('expert', 'Inès'),
    signUpAndSignIn('educator', 'Élodie'),
    signUpAndSignIn('admin', 'Nadia'),
    signUpAndSignIn('educator', 'Octave'),
  ]);
  await setPreferences(optedOut, { urgent: false, dueSoon: false, digest: false });
});

describe('Mes e-mails', () => {
  it('every e-mail is on until the educator turns it off, each on its own', async () => {
    const fresh = await signUpAndSignIn('educator', 'Paul');
    expect((await api('GET', '/staff/mail-preferences', { token: fresh.accessToken })).json).toEqual({ urgent: true, dueSoon: true, digest: true });
    await setPreferences(fresh, { urgent: true, dueSoon: false, digest: true });
    expect((await api('GET', '/staff/mail-preferences', { token: fresh.accessToken })).json).toEqual({ urgent: true, dueSoon: false, digest: true });
    // Another educator's choice is their own.
    expect((await api('GET', '/staff/mail-preferences', { token: elodie.accessToken })).json).toEqual({ urgent: true, dueSoon: true, digest: true });
  });

  it('refuses an incomplete choice with a French message, and members may not choose', async () => {
    const incomplete = await api('PUT', '/staff/mail-preferences', { token: elodie.accessToken, body: { urgent: false } });
    expect(incomplete.status).toBe(400);
    expect(JSON.stringify(incomplete.json)).toContain('échéance proche');
    expect((await api('GET', '/staff/mail-preferences', { token: elodie.accessToken })).json).toEqual({ urgent: true, dueSoon: true, digest: true });
    expect((await api('GET', '/staff/mail-preferences', { token: member.accessToken })).status).toBe(403);
  });
});

describe('an urgent ticket', () => {
  it('e-mails the whole team at once while unassigned, once per fact (the event replayed sends nothing more), not who opted out', async () => {
    const ticket = await openTicket(member, 'urgent');
    await waitFor(async () => (await staffMails(elodie, URGENT_SUBJECT)).length > 0 && (await staffMails(admin, URGENT_SUBJECT)).length > 0);
    const [mail] = await staffMails(elodie, URGENT_SUBJECT);
    expect(mail?.text).toContain('Bonjour Élodie,');
    expect(mail?.text).toContain('Il n’est assigné à personne');
    expect(mail?.html).toContain(`/equipe/tickets/${ticket.id}`);

    // The event delivered again (the relay, EventBridge and SQS deliver at least once): the consumer's own handler
    // answers it from its record, nothing is sent twice.
    const { data: written } = await testDb()
      .entities.outboxEvent.scan.where(({ detail, name }, { contains, eq }) => `${contains(detail, ticket.id)} AND ${eq(name, 'ticket_opened')}`)
      .go({ pages: 'all' });
    expect(written).toHaveLength(1);
    const carried = { version: '0', id: randomUUID(), 'detail-type': 'ticket_opened', source: EVENT_SOURCE, account: '000000000000', time: written[0]!.createdAt, region: 'eu-west-3', resources: [], detail: { ...JSON.parse(written[0]!.detail), eventId: written[0]!.eventId } };
    const message = { messageId: randomUUID(), receiptHandle: 'r', body: JSON.stringify(carried), attributes: { ApproximateReceiveCount: '2' }, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: 'arn:aws:sqs:eu-west-3:000000000000:staff-mail', awsRegion: 'eu-west-3' };
    const context = { functionName: 'staff-mail', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000 } as Context;
    expect(await staffMailHandler({ Records: [message] } as unknown as SQSEvent, context)).toEqual({ batchItemFailures: [] });

    await pipelineDrained();
    expect(await staffMails(elodie, URGENT_SUBJECT)).toHaveLength(1);
    expect(await staffMails(admin, URGENT_SUBJECT)).toHaveLength(1);
    expect(await staffMails(optedOut, URGENT_SUBJECT)).toHaveLength(0);
  });

  it('e-mails its assignee alone when it has one by the time its event is handled', async () => {
    const title = 'Il saute sur les invités';
    const ticket = await openTicket(member, 'urgent', title);
    const subject = `Ticket urgent de Inès : « ${title} »`;
    await waitFor(async () => (await staffMails(elodie, subject)).length > 0);
    const assigned = await api('PUT', `/staff/tickets/${ticket.id}/assignee`, { token: admin.accessToken, body: { assigneeId: elodie.userId } });
    expect(assigned.status).toBe(200);
    const before = { elodie: (await staffMails(elodie, subject)).length, admin: (await staffMails(admin, subject)).length };

    // Another delivery of the fact under a new event id (as if the event had only now been handled).
    const event = { name: 'ticket_opened', id: randomUUID(), time: new Date().toISOString(), detail: { userId: member.userId, ticketId: ticket.id, urgent: true, assigneeId: null, dueBy: ticket.dueBy } } as ConsumedEvent<'staff-mail'>;
    expect(await staffMail(testDb(), { sendMail, team: (db) => team(db, Date.now(), true) }, event)).toBe(1);
    const mails = await staffMails(elodie, subject);
    expect(mails).toHaveLength(before.elodie + 1);
    expect(mails.at(-1)?.text).toContain('Il vous est assigné.');
    expect(await staffMails(admin, subject)).toHaveLength(before.admin);
  });

  it('sends nothing for a standard ticket when it is opened', async () => {
    const title = 'Il tire en laisse';
    await openTicket(member, 'standard', title);
    await pipelineDrained();
    expect((await staffMails(elodie)).filter((mail) => mail.subject.includes(title))).toEqual([]);
  });
});

describe('a ticket due in two hours', () => {
  const dueSoonSubject = (title: string) => `Échéance dans moins de 2 h : « ${title} »`;
  const beforeDue = (dueBy: string, minutes: number) => new Date(Date.parse(dueBy) - minutes * 60_000).toISOString();

  it('warns its assignee once, however often the job runs, and not a ticket the team answered', async () => {
    // Titles of this run only: other files leave tickets open (and unassigned) that the same job warns the team about.
    const run = randomUUID().slice(0, 6);
    const [scared, harness, barks] = [`Il a peur des voitures ${run}`, `Il refuse le harnais ${run}`, `Il aboie la nuit ${run}`];
    const [waiting, answered, othersTicket] = await Promise.all([
      openTicket(member, 'standard', scared),
      openTicket(member, 'standard', harness),
      openTicket(member, 'standard', barks),
    ]);
    for (const [ticket, educator] of [[waiting, elodie], [answered, elodie], [othersTicket, optedOut]] as const) {
      expect((await api('PUT', `/staff/tickets/${ticket.id}/assignee`, { token: admin.accessToken, body: { assigneeId: educator.userId } })).status).toBe(200);
    }
    expect((await api('POST', `/staff/tickets/${answered.id}/messages`, { token: elodie.accessToken, body: { body: 'Bonjour Inès, montrons-lui le harnais avec une friandise.' } })).status).toBe(201);

    // Every 15 minutes: the run 1 h 50 before the due-by warns, the next ones do not again.
    const latest = [waiting, answered, othersTicket].map(({ dueBy }) => dueBy).sort().at(-1)!;
    await warnDueSoon(testDb(), beforeDue(latest, 110));
    await waitFor(async () => (await staffMails(elodie, dueSoonSubject(scared))).length > 0);
    await warnDueSoon(testDb(), beforeDue(latest, 95));
    await warnDueSoon(testDb(), beforeDue(latest, 80));
    await pipelineDrained();

    const [warning, ...more] = await staffMails(elodie, dueSoonSubject(scared));
    expect(more).toEqual([]);
    expect(warning?.text).toContain('Il vous est assigné.');
    expect(warning?.html).toContain(`/equipe/tickets/${waiting.id}`);
    expect(await staffMails(admin, dueSoonSubject(scared))).toEqual([]);
    expect(await staffMails(elodie, dueSoonSubject(harness))).toEqual([]);
    // Its educator turned the warning off: nobody else is told in their place.
    expect(await staffMails(optedOut, dueSoonSubject(barks))).toEqual([]);
    expect(await staffMails(elodie, dueSoonSubject(barks))).toEqual([]);
  });
});

describe('the morning digest', () => {
  it('tells an educator, for a seeded day, their late and open tickets and their visios of the day, once', async () => {
    const educator = await signUpAndSignIn('educator', 'Margot');
    const late = await openTicket(member, 'urgent', 'Il grogne sur le canapé'); // due in 24 h
    const open = await openTicket(member, 'standard', 'Il ne revient pas au rappel'); // due in 48 h
    for (const ticket of [late, open]) {
      expect((await api('PUT', `/staff/tickets/${ticket.id}/assignee`, { token: admin.accessToken, body: { assigneeId: educator.userId } })).status).toBe(200);
    }
    // The day: 8:00 in Paris, 30 hours from now or so (the urgent ticket late by then, the standard one not yet).
    const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    let at = Date.parse(late.dueBy) + 60 * 60_000;
    while (paris.formatToParts(at).find((part) => part.type === 'hour')?.value !== '08') at += 60 * 60_000;
    at -= at % 3_600_000;
    const digestAt = new Date(at).toISOString();
    expect(digestAt > late.dueBy && digestAt < open.dueBy).toBe(true);

    const visio = (start: number, status: 'confirmee' | 'annulee' = 'confirmee') =>
      testDb()
        .entities.visio.create({
          visioId: randomUUID(),
          userId: member.userId,
          memberName: 'Inès',
          memberPlan: 'expert',
          educatorId: educator.userId,
          educatorName: 'Margot',
          start: new Date(start).toISOString(),
          end: new Date(start + 30 * 60_000).toISOString(),
          durationMinutes: 30,
          month: new Date(start).toISOString().slice(0, 7),
          bufferMinutes: 15,
          paidWith: 'included',
          meetingLink: 'https://meet.example/LaMeute-digest',
          status,
          createdAt: new Date().toISOString(),
        })
        .go();
    // 10:30 and 14:00 that day; one cancelled; one the next day.
    await Promise.all([visio(at + 150 * 60_000), visio(at + 6 * 3_600_000), visio(at + 4 * 3_600_000, 'annulee'), visio(at + 26 * 3_600_000)]);

    const first = await planDigests(testDb(), digestAt);
    expect(first.planned).toBeGreaterThanOrEqual(2);
    await waitFor(async () => (await staffMails(educator)).some((mail) => mail.subject.startsWith('Votre journée du')));
    // Run again (a retry, a duplicate schedule): nothing more.
    const again = await planDigests(testDb(), digestAt);
    expect(again.planned).toBe(0);
    await pipelineDrained();

    const digests = (await staffMails(educator)).filter((mail) => mail.subject.startsWith('Votre journée du'));
    expect(digests).toHaveLength(1);
    const { subject, text, html } = digests[0]!;
    const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'full' }).format(at);
    expect(subject).toMatch(new RegExp(`^Votre journée du ${day} : \\d+ en retard, \\d+ ouverts?, 2 visios aujourd’hui$`));
    expect(text).toContain('Bonjour Margot,');
    // Their own tickets first in each section, then the unassigned ones.
    expect(text).toMatch(/En retard \(\d+\) :\n• \[Urgent\] « Il grogne sur le canapé », Inès \(à vous\)/);
    expect(text).toMatch(/Ouverts \(\d+\) :\n• « Il ne revient pas au rappel », Inès \(à vous\)/);
    expect(text).toContain('Vos visios du jour (2) :\n• 10:30 : Inès (30 min)\n• 14:00 : Inès (30 min)');
    expect(html).toContain('/equipe/tickets');

    // The educator who turned the digest off gets none that day.
    expect((await staffMails(optedOut)).filter((mail) => mail.subject.startsWith('Votre journée du'))).toEqual([]);
  });
});
