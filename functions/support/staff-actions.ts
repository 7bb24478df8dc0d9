import { randomUUID } from 'node:crypto';
import type { StaffTicket, TicketMessage } from '../../shared/contract/ticket-schemas';
import { POINTS_RULES, TRANSACTION_REASONS } from '../../shared/domain/points';
import { canStaffMove, ticketQueue, type TicketStatus } from '../../shared/domain/tickets';
import type { EventDetail } from '../../shared/events/catalogue';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { memberFacts } from '../lib/members/facts';
import { periodItems } from '../lib/stats/counters';
import { creditItems, pointsSource } from '../lib/points/ledger';
import { notificationItem } from '../lib/realtime/notifier';
import { teamMember } from '../lib/auth/team';
import { staffTicketView } from './staff-ticket';
import { outboxItem } from '../lib/events/outbox';
import { statusItems } from './member-actions';
import { counterItems, placeCondition } from './queue-counters';
import { appendReply } from './ticket-reply';
import { firstNameOf, ticketById } from './ticket-views';

interface StaffAction {
  educatorId: string;
  ticketId: string;
  at: string;
}

/**
 * An educator answers the member (issue 11): the message and the ticket's change in one transaction (appendReply:
 * replies written at the same time, the member's included, are all kept). The first answer is dated (first-response
 * time, and its delay counted for the admin's figures), an open ticket goes 'en_cours', and an unassigned one becomes
 * the answering educator's. The member is told live (member_notified) and by e-mail (ticket_answered), both events
 * written in the transaction: nothing is sent for an answer that did not commit, nothing lost if this function stops
 * right after.
 */
export async function staffReply(db: Db, { educatorId, ticketId, at, body }: StaffAction & { body: string }): Promise<TicketMessage> {
  const ticket = await ticketById(db, ticketId);
  if (ticket.status === 'ferme') throw new HttpError('TICKET_CLOSED');
  const authorName = await firstNameOf(db, educatorId);
  const { messageId } = await appendReply(
    db,
    { ticketId, author: { role: 'staff', id: educatorId, name: authorName }, body, at },
    (entities, read, change, id) => [
      // The first answer's delay, for the admin's weekly first-response time (issue 14), with the answer.
      ...(change.firstResponse ? periodItems(entities, at, { firstResponses: 1, firstResponseMinutes: Math.round((Date.parse(at) - Date.parse(read.createdAt)) / 60_000) }) : []),
      notificationItem(entities, read.userId, { kind: 'ticket_updated', ticketId, change: 'reply' }, at),
      outboxItem(entities, 'ticket_answered', { userId: read.userId, ticketId, messageId: id, answeredAt: at }, at),
    ],
    ticket,
  );
  return { id: messageId, author: { role: 'staff', name: authorName }, body, createdAt: at };
}

/** An internal note (never shown to the member), on an existing ticket. */
export async function staffNote(db: Db, { educatorId, ticketId, at, body }: StaffAction & { body: string }) {
  const authorName = await firstNameOf(db, educatorId);
  const noteId = randomUUID();
  const result = await db.transaction
    .write(({ ticket, ticketNote }) => [
      ticket.check({ ticketId }).where(({ ticketId: id }, { exists }) => exists(id)).commit(),
      ticketNote.create({ ticketId, noteId, authorId: educatorId, authorName, body, createdAt: at }).commit(),
    ])
    .go();
  if (result.canceled) throw new HttpError('TICKET_NOT_FOUND');
  return { id: noteId, author: { id: educatorId, name: authorName }, body, createdAt: at };
}

/** Assigns the ticket to an educator of the team (or to nobody); its queue and the queues' counts follow. */
export async function staffAssign(db: Db, { ticketId, assigneeId }: StaffAction & { assigneeId: string | null }): Promise<StaffTicket> {
  const ticket = await ticketById(db, ticketId);
  const educator = assigneeId ? await teamMember(db, assigneeId) : null;
  if (assigneeId && !educator) throw new HttpError('EDUCATOR_NOT_FOUND');
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => {
        const update = entities.ticket.patch({ ticketId });
        const assigned = educator
          ? update.set({ assigneeId: educator.id, assigneeName: educator.name, queue: ticketQueue(ticket.status, educator.id) })
          : update.set({ queue: ticketQueue(ticket.status, null) }).remove(['assigneeId', 'assigneeName']);
        return [
          assigned
            .add({ version: 1 })
            .where((attributes, operations) => placeCondition(attributes, operations, ticket))
            .commit(),
          ...counterItems(entities, ticket, { ...ticket, assigneeId: educator?.id ?? null }),
        ];
      })
      .go(),
  );
  if (result.canceled) throw new HttpError('TICKET_CHANGED');
  return staffTicketView(db, ticketId);
}

/**
 * Someone leaves the team (their last staff role taken, issue 14): their open tickets go back to the unassigned queue,
 * each with its queue counters, so no member waits on a ticket nobody sees. One at a time (they share counters); a
 * ticket changed meanwhile is read again once. Returns how many went back.
 */
export async function returnTicketsToQueue(db: Db, educatorId: string, at: string): Promise<number> {
  const { data } = await db.entities.ticket.query.byQueue({ queue: ticketQueue('ouvert', educatorId) }).go({ pages: 'all', attributes: ['ticketId'] });
  for (const { ticketId } of data) {
    const unassign = () => staffAssign(db, { educatorId, ticketId, assigneeId: null, at });
    await unassign().catch((error: unknown) => (error instanceof HttpError && error.code === 'TICKET_CHANGED' ? unassign() : Promise.reject(error)));
  }
  return data.length;
}

/**
 * Moves a ticket along the allowed transitions (shared/domain STAFF_TICKET_TRANSITIONS; another is a 409), on the
 * condition that its status is still the one read. Resolving it pays the member +5 once (ledger source
 * `ticket:<id>`), in the same transaction as the status: if the ticket was resolved before (then reopened), the
 * line exists and the status is sent again without the credit. The first resolution writes ticket_closed to the outbox
 * in that same transaction; every change tells the member live (member_notified, with the change).
 */
export async function staffSetStatus(db: Db, { ticketId, at, status }: StaffAction & { status: TicketStatus }): Promise<StaffTicket> {
  const ticket = await ticketById(db, ticketId);
  if (!canStaffMove(ticket.status, status)) throw new HttpError('TICKET_TRANSITION_REFUSED');
  const credit =
    status === 'resolu'
      ? { userId: ticket.userId, source: pointsSource.ticket(ticketId), points: POINTS_RULES.ticketResolved, reason: TRANSACTION_REASONS.ticketResolved, at }
      : null;
  const statusChange = (entities: Parameters<typeof statusItems>[0]) => [
    ...statusItems(entities, ticket, status, { ...(status === 'resolu' ? { resolvedAt: at } : {}), ...(status === 'ferme' ? { closedAt: at } : {}) }),
    notificationItem(entities, ticket.userId, { kind: 'ticket_updated', ticketId, change: 'status' }, at),
  ];
  // The first resolution pays +5 and tells the automations (ticket_closed), both with the change: read the member first.
  const closed = credit ? await ticketClosedDetail(db, ticket.userId, ticketId) : null;
  const resolution = (entities: Parameters<typeof statusItems>[0]) => (credit && closed ? [...creditItems(entities, credit), outboxItem(entities, 'ticket_closed', closed, at)] : []);
  // Item codes in order: the ticket, then its counters and (with the credit) the ledger's items and the event. Only the
  // ticket and the ledger's line carry conditions besides the member's balance, which exists.
  const move = async (withCredit: boolean): Promise<{ canceled: boolean; codes: string[] }> => {
    const result = await writeTransaction(() => db.transaction.write((entities) => [...statusChange(entities), ...(withCredit ? resolution(entities) : [])]).go());
    return { canceled: result.canceled, codes: result.data.map((item: { code: string }) => item.code) };
  };
  const ticketChanged = (codes: string[]) => codes[0] === 'ConditionalCheckFailed';
  let paid = credit !== null;
  let result = await move(paid);
  if (result.canceled && paid && !ticketChanged(result.codes) && result.codes.includes('ConditionalCheckFailed')) {
    paid = false; // resolved once before: the +5 was paid (and the event sent) then
    result = await move(paid);
  }
  if (result.canceled) throw new HttpError(ticketChanged(result.codes) ? 'TICKET_CHANGED' : 'BUSY');
  return staffTicketView(db, ticketId);
}

async function ticketClosedDetail(db: Db, userId: string, ticketId: string): Promise<EventDetail<'ticket_closed'>> {
  return { ...(await memberFacts(db, userId)), ticketId };
}
