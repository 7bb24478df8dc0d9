import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { staffQueueSchema } from '../../shared/contract/ticket-schemas';
import { STAFF_QUEUES, TICKET_PRIORITIES, TICKET_SOON_LATE_HOURS, ticketQueue, type StaffQueue } from '../../shared/domain/tickets';
import { dynamo } from '../lib/db/client';
import type { Db } from '../lib/db/service';
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

export async function staffQueue(db: Db, { queue, educatorId, now }: { queue: StaffQueue; educatorId: string; now: string }): Promise<z.infer<typeof staffQueueSchema>> {
  const [lists, counts] = await Promise.all([
    Promise.all(queueQueries(db, queue, educatorId, now).map((query) => query.go({ limit: QUEUE_PAGE }))),
    Promise.all(STAFF_QUEUES.map(async (name) => [name, (await Promise.all(queueQueries(db, name, educatorId, now).map(countOf))).reduce((a, b) => a + b, 0)] as const)),
  ]);
  const items = lists
    .flatMap((list) => list.data)
    .sort((a, b) => a.dueBy.localeCompare(b.dueBy))
    .slice(0, QUEUE_PAGE);
  return { tickets: await withMembers(db, items), counts: Object.fromEntries(counts) as Record<StaffQueue, number> };
}

/** Each ticket with who asked (first name, plan): one batch read of the members' profiles and subscriptions. */
export async function withMembers(db: Db, items: TicketItem[]) {
  const userIds = [...new Set(items.map((item) => item.userId))];
  if (userIds.length === 0) return [];
  const keys = userIds.map((userId) => ({ userId }));
  const [{ data: profiles }, { data: subscriptions }] = await Promise.all([
    db.entities.profile.get(keys).go({ attributes: ['userId', 'firstName'] }),
    db.entities.subscription.get(keys).go({ attributes: ['userId', 'plan'] }),
  ]);
  const names = new Map(profiles.map((profile) => [profile.userId, profile.firstName]));
  const plans = new Map(subscriptions.map((subscription) => [subscription.userId, subscription.plan]));
  return items.map((item) => ({
    ...ticketSummary(item),
    member: { firstName: names.get(item.userId) ?? 'Membre', plan: plans.get(item.userId) ?? 'gratuit' },
  }));
}
