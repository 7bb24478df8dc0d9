import type { TicketPriority, TicketStatus } from '../../shared/domain/tickets';
import { isOpenTicket, ticketQueue, ticketUrgency } from '../../shared/domain/tickets';
import type { Db } from '../lib/db/service';
import type { WriteEntities } from '../lib/points/ledger';
import { totalsItems } from '../lib/stats/counters';
import { TICKET_STATUS_COUNTERS } from '../../shared/domain/stats';

/** Where a ticket stands, for its queues. */
export interface TicketPlace {
  status: TicketStatus;
  priority: TicketPriority;
  assigneeId?: string | null;
}

/** The counted queues a ticket is in: its queue and its priority, while it is open. */
function countedIn(place: TicketPlace | null): string[] {
  if (!place || !isOpenTicket(place.status)) return [];
  return [ticketQueue(place.status, place.assigneeId), ticketUrgency(place.status, place.priority)];
}

/**
 * The counter moves of a ticket going from `before` (null: a new ticket) to `after`: −1 on the queues it leaves,
 * +1 on those it joins. Put them in the transaction that writes the change, after its other items.
 */
export function counterItems(entities: WriteEntities, before: TicketPlace | null, after: TicketPlace) {
  const { ticketCounter } = entities;
  const left = countedIn(before);
  const joined = countedIn(after);
  const moves = [
    ...left.filter((counter) => !joined.includes(counter)).map((counter) => ({ counter, delta: -1 })),
    ...joined.filter((counter) => !left.includes(counter)).map((counter) => ({ counter, delta: 1 })),
  ];
  return [
    ...moves.map(({ counter, delta }) => ticketCounter.update({ counter }).add({ count: delta }).commit()),
    // The admin's tickets by status (issue 14), moved by the same transaction.
    ...(before?.status === after.status
      ? []
      : totalsItems(entities, { ...(before ? { [TICKET_STATUS_COUNTERS[before.status]]: -1 } : {}), [TICKET_STATUS_COUNTERS[after.status]]: 1 })),
  ];
}

/**
 * The condition a change of a ticket's place (status or assignee) is written on: the status and assignee are still the
 * ones read, since its counters' moves (counterItems) come from them. A change made meanwhile wins and this one is
 * cancelled whole. For an ElectroDB `where` callback's attributes and operations.
 */
export function placeCondition<S, A>(
  { status, assigneeId }: { status: S; assigneeId: A },
  { eq, notExists }: { eq: (attribute: S | A, value: string) => string; notExists: (attribute: A) => string },
  place: TicketPlace,
): string {
  return `${eq(status, place.status)} AND ${place.assigneeId ? eq(assigneeId, place.assigneeId) : notExists(assigneeId)}`;
}

/** The counts of these counters (missing ones are 0), one BatchGet. */
export async function counts(db: Db, counters: string[]): Promise<Map<string, number>> {
  const { data } = await db.entities.ticketCounter.get(counters.map((counter) => ({ counter }))).go({ consistent: true });
  return new Map(data.map((item) => [item.counter, item.count]));
}
