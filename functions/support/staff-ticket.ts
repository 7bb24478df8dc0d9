import type { StaffTicket } from '../../shared/contract/ticket-schemas';
import { STAFF_TICKET_TRANSITIONS } from '../../shared/domain/tickets';
import type { Db } from '../lib/db/service';
import { memberContext } from '../lib/members/context';
import { threadOf, ticketById, ticketSummary } from './ticket-views';

/**
 * A ticket as the team sees it: the thread, the internal notes, and beside them the member's context — read here,
 * through the ticket, and nowhere else: no staff route lists or opens a member outside a ticket.
 */
export async function staffTicketView(db: Db, ticketId: string): Promise<StaffTicket> {
  const ticket = await ticketById(db, ticketId);
  const [messages, notes, member] = await Promise.all([
    threadOf(db, ticketId),
    db.entities.ticketNote.query.byTicket({ ticketId }).go({ pages: 'all' }),
    memberContext(db, ticket.userId, ticket.dogId),
  ]);
  return {
    // The member's plan today (the context's), not the one the ticket was opened with.
    ticket: { ...ticketSummary(ticket), member: { firstName: member.firstName, plan: member.plan }, description: ticket.description },
    messages,
    notes: notes.data.map((note) => ({ id: note.noteId, author: { id: note.authorId, name: note.authorName }, body: note.body, createdAt: note.createdAt })),
    member,
    nextStatuses: [...STAFF_TICKET_TRANSITIONS[ticket.status]],
  };
}
