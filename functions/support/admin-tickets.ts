import type * as z from 'zod';
import type { adminTicketsQuerySchema, adminTicketsSchema } from '../../shared/contract/ticket-schemas';
import { missedDueBy } from '../../shared/domain/tickets';
import { team } from '../lib/auth/team';
import type { Db } from '../lib/db/service';
import { educatorTicketFigures, recentTickets } from '../lib/stats/team-figures';
import { QUEUE_PAGE, withMembers } from './staff-queues';

type Filters = z.infer<typeof adminTicketsQuerySchema>;

/**
 * The admin's view of every ticket (issue 11) and the figures per educator, from the queue indexes (no Scan): the
 * tickets of `recentTickets` (open, and finished since the start of the previous month), filtered.
 */
export async function adminTickets(db: Db, filters: Filters, now: string): Promise<z.infer<typeof adminTicketsSchema>> {
  const [all, educators] = await Promise.all([
    recentTickets(db, now),
    // Fresh, not the minute-long cache: the figures name every educator, one added a moment ago included.
    team(db, Date.now(), true),
  ]);
  const listed = all
    .filter((ticket) => !filters.status || ticket.status === filters.status)
    .filter((ticket) => !filters.priority || ticket.priority === filters.priority)
    .filter((ticket) => !filters.assigneeId || ticket.assigneeId === filters.assigneeId)
    .filter((ticket) => filters.late === undefined || missedDueBy(ticket, now) === (filters.late === 'true'))
    .sort((a, b) => a.dueBy.localeCompare(b.dueBy))
    .slice(0, QUEUE_PAGE);
  return { tickets: withMembers(listed), educators: educators.map((educator) => ({ educator, ...educatorTicketFigures(all, educator.id, now) })) };
}
