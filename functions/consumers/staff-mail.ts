import { DIGEST_SECTION_LIMIT, digestSections, isEmptyDigest, ticketMailRecipients, type DigestTicket } from '../../shared/domain/staff-mail';
import { isOpenTicket, ticketQueue } from '../../shared/domain/tickets';
import type { EventDetail } from '../../shared/events/catalogue';
import { team, type Educator } from '../lib/auth/team';
import { db, type Db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';
import { sendMail, type SendMail } from '../lib/mail/send-mail';
import { staffDigestMail, ticketDueSoonMail, urgentTicketMail, type DigestTicketLine } from '../lib/mail/templates';
import { mailPreferencesOf, sendOnce } from '../lib/staff/mail-preferences';

/** The outside world the team's e-mails use, passed in (the handler gives the real ones). */
export interface StaffMailPorts {
  sendMail: SendMail;
  /** The team as it is now (educators and admins, from the pool's groups). */
  team: (db: Db) => Promise<Educator[]>;
}

/** Those of the team an e-mail may reach: signed in at least once (an invitation not taken up yet gets nothing). */
const reachable = (members: readonly Educator[]) => members.filter((member) => member.email && !member.invitationPending);

/**
 * The team's e-mails (issue 21), once per event id (consumerHandler) and once per recipient within it (`sendOnce`):
 * - `ticket_opened`, urgent: its assignee, or every educator and admin while it has none, at once;
 * - `ticket_due_soon`: the same people, two hours before the due-by (the ticket-due-soon job decides when);
 * - `staff_digest_due`: the educator's morning digest (the staff-digest job, once per educator and day).
 * The ticket is read as it stands when the event is handled, so an e-mail never tells of a ticket the team answered,
 * closed or gave another due-by meanwhile, and reaches its assignee of the moment. Each person's choice (Mes e-mails)
 * is read at that time too. Answers how many e-mails were sent.
 */
export async function staffMail(db: Db, ports: StaffMailPorts, event: ConsumedEvent<'staff-mail'>): Promise<number> {
  switch (event.name) {
    case 'ticket_opened':
      return event.detail.urgent ? mailAboutTicket(db, ports, event.id, 'urgent', event.detail.ticketId, event.time) : 0;
    case 'ticket_due_soon':
      return mailAboutTicket(db, ports, event.id, 'dueSoon', event.detail.ticketId, event.time, event.detail.dueBy);
    case 'staff_digest_due':
      return mailDigest(db, ports, event.id, event.detail);
  }
}

async function mailAboutTicket(db: Db, ports: StaffMailPorts, eventId: string, mail: 'urgent' | 'dueSoon', ticketId: string, at: string, dueBy?: string): Promise<number> {
  const { data: ticket } = await db.entities.ticket.get({ ticketId }).go({ consistent: true });
  if (!ticket) throw new Error(`Ticket ${ticketId} introuvable`);
  if (!isOpenTicket(ticket.status) || ticket.firstResponseAt || (dueBy !== undefined && ticket.dueBy !== dueBy)) {
    logger.info('Ticket déjà pris en charge : pas d’e-mail', { ticketId, mail });
    return 0;
  }
  const members = reachable(await ports.team(db));
  const recipients = ticketMailRecipients(ticket.assigneeId, members, await mailPreferencesOf(db, members.map(({ id }) => id)), mail);
  const unassigned = !recipients.some(({ id }) => id === ticket.assigneeId);
  const compose = mail === 'urgent' ? urgentTicketMail : ticketDueSoonMail;
  const sent = await Promise.all(
    recipients.map((member) =>
      sendOnce(db, ports.sendMail, `${eventId}#${member.id}`, { to: member.email, ...compose({ firstName: member.name, ticketId, ticketTitle: ticket.title, memberName: ticket.memberName, dueBy: ticket.dueBy, unassigned }) }, at),
    ),
  );
  return sent.filter(Boolean).length;
}

const TICKET_ATTRIBUTES = ['ticketId', 'title', 'memberName', 'priority', 'dueBy', 'assigneeId'] as const;

async function mailDigest(db: Db, ports: StaffMailPorts, eventId: string, { staffId, at }: EventDetail<'staff_digest_due'>): Promise<number> {
  const [educator, preferences] = await Promise.all([ports.team(db).then((members) => reachable(members).find(({ id }) => id === staffId)), mailPreferencesOf(db, [staffId])]);
  // Off the team since the job ran, or the digest turned off meanwhile: nothing.
  if (!educator || !preferences.get(staffId)?.digest) return 0;
  const dayAround = { from: new Date(Date.parse(at) - 86_400_000).toISOString(), to: new Date(Date.parse(at) + 86_400_000).toISOString() };
  const [mine, unassigned, visios] = await Promise.all([
    db.entities.ticket.query.byQueue({ queue: ticketQueue('ouvert', staffId) }).go({ pages: 'all', attributes: [...TICKET_ATTRIBUTES] }),
    db.entities.ticket.query.byQueue({ queue: ticketQueue('ouvert', null) }).go({ pages: 'all', attributes: [...TICKET_ATTRIBUTES] }),
    db.entities.visio.query
      .byEducator({ educatorId: staffId })
      .between({ start: dayAround.from }, { start: dayAround.to })
      .go({ pages: 'all', attributes: ['visioId', 'start', 'memberName', 'status', 'durationMinutes'] }),
  ]);
  const sections = digestSections<DigestTicket, (typeof visios.data)[number]>(staffId, [...mine.data, ...unassigned.data], visios.data, at);
  if (isEmptyDigest(sections)) return 0;
  const lines = (tickets: readonly DigestTicket[]) => ({
    total: tickets.length,
    lines: tickets.slice(0, DIGEST_SECTION_LIMIT).map(({ title, memberName, priority, dueBy, assigneeId }): DigestTicketLine => ({ title, memberName, priority, dueBy, mine: assigneeId === staffId })),
  });
  const mail = staffDigestMail({ firstName: educator.name, at, late: lines(sections.late), open: lines(sections.open), visios: sections.visios });
  return (await sendOnce(db, ports.sendMail, `${eventId}#${staffId}`, { to: educator.email, ...mail }, at)) ? 1 : 0;
}

export const handler = consumerHandler('staff-mail', async (event) => {
  // The team read afresh (not the API's one-minute cache): an educator added a moment ago is told too.
  await staffMail(db(), { sendMail, team: (database) => team(database, Date.now(), true) }, event);
});
