import type { Progression } from '../../shared/contract/progression-schemas';
import type { Db } from '../lib/db/service';
import { dogAbout, dogProgression } from '../lib/members/progression';
import { ticketById } from './ticket-views';

/**
 * The progression of the dog a ticket is about (issue 25), read-only beside the ticket: like the member's context, the
 * team reads it through a ticket only (a ticket that does not exist: 404), never by naming a member.
 */
export async function staffTicketProgression(db: Db, ticketId: string, now: string): Promise<Progression> {
  const ticket = await ticketById(db, ticketId);
  return dogProgression(db, { userId: ticket.userId, dogId: dogAbout(ticket), now });
}
