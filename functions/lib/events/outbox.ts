import { randomUUID } from 'node:crypto';
import { events, type EventDetail, type EventName } from '../../../shared/events/catalogue';
import type { Db } from '../db/service';
import type { WriteEntities } from '../points/ledger';

/** How long an outbox item stays: longer than the stream keeps its record (24 hours). */
const KEEP_SECONDS = 2 * 24 * 3600;

function outboxFields<N extends EventName>(name: N, detail: EventDetail<N>, at: string) {
  const checked = events[name].detail.parse(detail);
  return { eventId: randomUUID(), name, detail: JSON.stringify(checked), createdAt: at, expiresAt: Math.floor(Date.parse(at) / 1000) + KEEP_SECONDS };
}

/**
 * The item that publishes an event, for the transaction of the change it tells of (DESIGN §8: events published only
 * after commit). Created only if absent (a fresh id): put it LAST in the transaction, after the items callers read
 * by position. The table's stream relays it to the bus once the transaction committed, and only then.
 */
export function outboxItem<N extends EventName>({ outboxEvent }: WriteEntities, name: N, detail: EventDetail<N>, at: string) {
  return outboxEvent.create(outboxFields(name, detail, at)).commit();
}

/** Publishes an event that no other write goes with (a sign-in): the outbox item alone, relayed the same way. */
export async function emit<N extends EventName>(db: Db, name: N, detail: EventDetail<N>, at = new Date().toISOString()): Promise<void> {
  await db.entities.outboxEvent.create(outboxFields(name, detail, at)).go({ response: 'none' });
}
