import type { MemberTicket } from '../../shared/contract/ticket-schemas';
import { memberMayReply, ticketQueue, ticketUrgency, type TicketStatus } from '../../shared/domain/tickets';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { memberTicketView } from './member-tickets';
import { counterItems, placeCondition } from './queue-counters';
import { appendReply } from './ticket-reply';
import { firstNameOf, memberTicketById, ticketById, type TicketItem } from './ticket-views';

type Entities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/**
 * The ticket's move to `status`, written on the condition that its status and assignee are still the ones read (a
 * change made meanwhile wins, and this one answers 409: its queues, and so their counters, were computed from what
 * was read), with its queues and their counters following. A reply written meanwhile does not stop it.
 */
export function statusItems(entities: Entities, ticket: TicketItem, status: TicketStatus, set: Partial<Pick<TicketItem, 'resolvedAt' | 'closedAt'>>) {
  return [
    entities.ticket
      .patch({ ticketId: ticket.ticketId })
      .set({ status, queue: ticketQueue(status, ticket.assigneeId), urgency: ticketUrgency(status, ticket.priority), ...set })
      .add({ version: 1 })
      .where((attributes, operations) => placeCondition(attributes, operations, ticket))
      .commit(),
    ...counterItems(entities, ticket, { ...ticket, status }),
  ];
}

/**
 * The member replies on their ticket (issue 11): while it is open, or within 7 days of its resolution, which reopens
 * it ('ouvert', back in its educator's queue). The message and the ticket's change are one transaction (appendReply):
 * a ticket closed meanwhile takes no message, and replies written at the same time, the team's included, are all kept.
 */
export async function memberReply(db: Db, { userId, ticketId, body, at }: { userId: string; ticketId: string; body: string; at: string }): Promise<MemberTicket> {
  const ticket = await memberTicketById(db, userId, ticketId);
  if (!memberMayReply(ticket, at)) throw new HttpError('TICKET_CLOSED');
  const authorName = await firstNameOf(db, userId);
  await appendReply(db, { ticketId, author: { role: 'member', id: userId, name: authorName }, body, at }, (entities, _ticket, _change, messageId) => [
    // Its educator (the team while it has none) is told live, with the commit.
    outboxItem(entities, 'ticket_member_replied', { userId, ticketId, messageId }, at),
  ], ticket);
  return memberTicketView(db, await ticketById(db, ticketId), at);
}

/** The member closes their ticket (any status but closed). */
export async function memberClose(db: Db, { userId, ticketId, at }: { userId: string; ticketId: string; at: string }): Promise<MemberTicket> {
  const ticket = await memberTicketById(db, userId, ticketId);
  if (ticket.status === 'ferme') throw new HttpError('TICKET_CLOSED');
  const result = await writeTransaction(() => db.transaction.write((entities) => statusItems(entities, ticket, 'ferme', { closedAt: at })).go());
  if (result.canceled) throw new HttpError('TICKET_CHANGED');
  return memberTicketView(db, await ticketById(db, ticketId), at);
}
