import type * as z from 'zod';
import type { adminTicketsQuerySchema, adminTicketsSchema } from '../../shared/contract/ticket-schemas';
import { parisMonth } from '../../shared/domain/months';
import { isOpenTicket, missedDueBy, TICKET_PRIORITIES, ticketQueue } from '../../shared/domain/tickets';
import type { Db } from '../lib/db/service';
import { team } from './educators';
import { QUEUE_PAGE, withMembers } from './staff-queues';
import type { TicketItem } from './ticket-views';

type Filters = z.infer<typeof adminTicketsQuerySchema>;

/**
 * The admin's view of every ticket (issue 11) and the figures per educator, from the queue indexes (no Scan): the
 * open tickets by due-by (gsi3's two open partitions) and the finished ones due since the start of the previous
 * month (gsi2's 'resolu' and 'ferme' partitions, a due-by range), so the read is bounded by recent activity, not
 * by the table's history.
 */
export async function adminTickets(db: Db, filters: Filters, now: string): Promise<z.infer<typeof adminTicketsSchema>> {
  const since = startOfPreviousMonth(now);
  const tickets = db.entities.ticket.query;
  const [open, finished, educators] = await Promise.all([
    Promise.all(TICKET_PRIORITIES.map((urgency) => tickets.byUrgency({ urgency }).go({ pages: 'all' }))),
    Promise.all((['resolu', 'ferme'] as const).map((status) => tickets.byQueue({ queue: ticketQueue(status, null) }).gte({ dueBy: since }).go({ pages: 'all' }))),
    // Fresh, not the minute-long cache: the figures name every educator, one added a moment ago included.
    team(db, Date.now(), true),
  ]);
  const all = [...open, ...finished].flatMap((page) => page.data);
  const late = (ticket: TicketItem) => missedDueBy(ticket, now);
  const listed = all
    .filter((ticket) => !filters.status || ticket.status === filters.status)
    .filter((ticket) => !filters.priority || ticket.priority === filters.priority)
    .filter((ticket) => !filters.assigneeId || ticket.assigneeId === filters.assigneeId)
    .filter((ticket) => filters.late === undefined || late(ticket) === (filters.late === 'true'))
    .sort((a, b) => a.dueBy.localeCompare(b.dueBy))
    .slice(0, QUEUE_PAGE);

  const month = parisMonth(now);
  const figures = educators.map((educator) => {
    const theirs = all.filter((ticket) => ticket.assigneeId === educator.id);
    const answeredThisMonth = theirs.filter((ticket) => ticket.firstResponseAt && parisMonth(ticket.firstResponseAt) === month);
    return {
      educator,
      open: theirs.filter((ticket) => isOpenTicket(ticket.status)).length,
      medianFirstResponseMinutes: median(answeredThisMonth.map((ticket) => (Date.parse(ticket.firstResponseAt!) - Date.parse(ticket.createdAt)) / 60_000)),
      resolvedThisMonth: theirs.filter((ticket) => ticket.resolvedAt && parisMonth(ticket.resolvedAt) === month).length,
      slaMissed: theirs.filter((ticket) => parisMonth(ticket.createdAt) === month && late(ticket)).length,
    };
  });
  return { tickets: withMembers(listed), educators: figures };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

function startOfPreviousMonth(now: string): string {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)).toISOString();
}
