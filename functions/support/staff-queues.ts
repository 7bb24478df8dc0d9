import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import type { staffQueueSchema } from '../../shared/contract/ticket-schemas';
import { TICKET_PRIORITIES, TICKET_SOON_LATE_HOURS, ticketQueue, type StaffQueue } from '../../shared/domain/tickets';
import { dynamo } from '../lib/db/client';
import type { Db } from '../lib/db/service';
import { counts } from './queue-counters';
import { ticketSummary, type TicketItem } from './ticket-views';

/** How many tickets a queue page lists, soonest due first. */
export const QUEUE_PAGE = 100;

type Query = { go(options: { limit?: number; pages?: 'all' }): Promise<{ data: TicketItem[] }>; params(): object };

/**
 * The queries behind each staff queue (issue 11), all on indexes sorted by due-by (no Scan):
 * Non assignés and Mes tickets on gsi2 (`queue`), Urgents on gsi3 (open urgent tickets), and the late / soon-late
 * queues as due-by ranges of gsi3's two open partitions.
 */
function queueQueries(db: Db, queue: StaffQueue, educatorId: string, now: string): Query[] {
  const tickets = db.entities.ticket.query;
  const soon = new Date(Date.parse(now) + TICKET_SOON_LATE_HOURS * 3_600_000).toISOString();
  switch (queue) {
    case 'non-assignes':
      return [tickets.byQueue({ queue: ticketQueue('ouvert', null) })];
    case 'mes-tickets':
      return [tickets.byQueue({ queue: ticketQueue('ouvert', educatorId) })];
    case 'urgents':
      return [tickets.byUrgency({ urgency: 'urgent' })];
    case 'en-retard':
      return TICKET_PRIORITIES.map((urgency) => tickets.byUrgency({ urgency }).lt({ dueBy: now }));
    case 'bientot-en-retard':
      return TICKET_PRIORITIES.map((urgency) => tickets.byUrgency({ urgency }).between({ dueBy: now }, { dueBy: soon }));
  }
}

/** How many items a query would return, counted by DynamoDB (Select COUNT) instead of read. */
async function countOf(query: Query): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    // ElectroDB's own parameters (key condition, and its filter on the entity's name), counted rather than read.
    const input: QueryCommandInput = { ...(query.params() as QueryCommandInput), Select: 'COUNT', ...(start ? { ExclusiveStartKey: start } : {}) };
    const answer = await dynamo().send(new QueryCommand(input));
    total += answer.Count ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start);
  return total;
}

/**
 * The counts of the queue tabs: the three queues of open tickets from their counters (one BatchGet), the late and
 * soon-late ones, which time moves, counted by DynamoDB over their due-by ranges.
 */
async function queueCounts(db: Db, educatorId: string, now: string): Promise<Record<StaffQueue, number>> {
  const counters = { 'non-assignes': ticketQueue('ouvert', null), 'mes-tickets': ticketQueue('ouvert', educatorId), urgents: 'urgent' } as const;
  const sumOf = async (queue: StaffQueue) => (await Promise.all(queueQueries(db, queue, educatorId, now).map(countOf))).reduce((a, b) => a + b, 0);
  const [stored, late, soon] = await Promise.all([counts(db, Object.values(counters)), sumOf('en-retard'), sumOf('bientot-en-retard')]);
  const of = (counter: string) => Math.max(0, stored.get(counter) ?? 0);
  return { 'non-assignes': of(counters['non-assignes']), 'mes-tickets': of(counters['mes-tickets']), urgents: of(counters.urgents), 'en-retard': late, 'bientot-en-retard': soon };
}

export async function staffQueue(db: Db, { queue, educatorId, now }: { queue: StaffQueue; educatorId: string; now: string }): Promise<z.infer<typeof staffQueueSchema>> {
  const [lists, counted] = await Promise.all([
    Promise.all(queueQueries(db, queue, educatorId, now).map((query) => query.go({ limit: QUEUE_PAGE }))),
    queueCounts(db, educatorId, now),
  ]);
  const items = lists
    .flatMap((list) => list.data)
    .sort((a, b) => a.dueBy.localeCompare(b.dueBy))
    .slice(0, QUEUE_PAGE);
  return { tickets: withMembers(items), counts: counted };
}

/** Each ticket with who asked (first name, and plan when it was opened), as written on the ticket. */
export function withMembers(items: TicketItem[]) {
  return items.map((item) => ({ ...ticketSummary(item), member: { firstName: item.memberName, plan: item.memberPlan } }));
}
