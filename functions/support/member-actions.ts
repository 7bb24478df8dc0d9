import { randomUUID } from 'node:crypto';
import type { MemberTicket } from '../../shared/contract/ticket-schemas';
import { memberMayReply, ticketQueue, ticketUrgency } from '../../shared/domain/tickets';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { memberTicketView } from './member-tickets';
import { firstNameOf, memberTicketById, ticketById } from './ticket-views';

/**
 * The member replies on their ticket (issue 11): while it is open, or within 7 days of its resolution, which reopens
 * it ('ouvert', back in its educator's queue). The message and the ticket's change are one transaction, written on
 * the condition that the status is still the one read: a ticket closed meanwhile takes no message.
 */
export async function memberReply(db: Db, { userId, ticketId, body, at }: { userId: string; ticketId: string; body: string; at: string }): Promise<MemberTicket> {
  const ticket = await memberTicketById(db, userId, ticketId);
  if (!memberMayReply(ticket, at)) throw new HttpError('TICKET_CLOSED');
  const status = ticket.status === 'resolu' ? 'ouvert' : ticket.status;
  const authorName = await firstNameOf(db, userId);
  const result = await writeTransaction(() =>
    db.transaction
      .write(({ ticket: tickets, ticketMessage }) => [
        ticketMessage.create({ ticketId, messageId: randomUUID(), authorRole: 'member', authorId: userId, authorName, body, createdAt: at }).commit(),
        tickets
          .patch({ ticketId })
          .set({ status, queue: ticketQueue(status, ticket.assigneeId), urgency: ticketUrgency(status, ticket.priority), lastMessageAt: at })
          .add({ version: 1 })
          .where(({ status: current }, { eq }) => eq(current, ticket.status))
          .commit(),
      ])
      .go(),
  );
  if (result.canceled) throw new HttpError('TICKET_CHANGED');
  return memberTicketView(db, await ticketById(db, ticketId), at);
}

/** The member closes their ticket (any status but closed), on the condition that nobody changed its status meanwhile. */
export async function memberClose(db: Db, { userId, ticketId, at }: { userId: string; ticketId: string; at: string }): Promise<MemberTicket> {
  const ticket = await memberTicketById(db, userId, ticketId);
  if (ticket.status === 'ferme') throw new HttpError('TICKET_CLOSED');
  await db.entities.ticket
    .patch({ ticketId })
    .set({ status: 'ferme', closedAt: at, queue: ticketQueue('ferme', ticket.assigneeId), urgency: ticketUrgency('ferme', ticket.priority) })
    .add({ version: 1 })
    .where(({ status }, { eq }) => eq(status, ticket.status))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new HttpError('TICKET_CHANGED') : error;
    });
  return memberTicketView(db, await ticketById(db, ticketId), at);
}
