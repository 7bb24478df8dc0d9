import { parisMonth } from '../../../shared/domain/months';
import { isOpenTicket, missedDueBy, TICKET_PRIORITIES, ticketQueue } from '../../../shared/domain/tickets';
import type { Db } from '../db/service';


/**
 * The tickets the team's figures are made of, from the queue indexes (no Scan): the open ones by due-by (gsi3's two
 * open partitions) and the finished ones due since the start of the previous month (gsi2's 'resolu' and 'ferme'
 * partitions, a due-by range), so the read is bounded by recent activity, not by the table's history.
 */
export async function recentTickets(db: Db, now: string) {
  const since = startOfPreviousMonth(now);
  const tickets = db.entities.ticket.query;
  const [open, finished] = await Promise.all([
    Promise.all(TICKET_PRIORITIES.map((urgency) => tickets.byUrgency({ urgency }).go({ pages: 'all' }))),
    Promise.all((['resolu', 'ferme'] as const).map((status) => tickets.byQueue({ queue: ticketQueue(status, null) }).gte({ dueBy: since }).go({ pages: 'all' }))),
  ]);
  return [...open, ...finished].flatMap((page) => page.data);
}

export type RecentTicket = Awaited<ReturnType<typeof recentTickets>>[number];

/** One educator's figures this Paris month: open tickets, median first response, resolved, deadlines missed. */
export function educatorTicketFigures(tickets: readonly RecentTicket[], educatorId: string, now: string) {
  const month = parisMonth(now);
  const theirs = tickets.filter((ticket) => ticket.assigneeId === educatorId);
  const answeredThisMonth = theirs.filter((ticket) => ticket.firstResponseAt && parisMonth(ticket.firstResponseAt) === month);
  return {
    open: theirs.filter((ticket) => isOpenTicket(ticket.status)).length,
    medianFirstResponseMinutes: median(answeredThisMonth.map((ticket) => (Date.parse(ticket.firstResponseAt!) - Date.parse(ticket.createdAt)) / 60_000)),
    resolvedThisMonth: theirs.filter((ticket) => ticket.resolvedAt && parisMonth(ticket.resolvedAt) === month).length,
    slaMissed: theirs.filter((ticket) => parisMonth(ticket.createdAt) === month && missedDueBy(ticket, now)).length,
  };
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
