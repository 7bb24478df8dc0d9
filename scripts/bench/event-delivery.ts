import { randomUUID } from 'node:crypto';
import type { Stack } from '../dev/stack';
import { WEBHOOK_SINK_PATH } from '../dev/webhook-sink';
import { printTable } from './stats';

const EVENTS = 500;

/**
 * Issue 15: events delivered per second through the local path — written to the outbox (one write each, as a sign-in
 * does), read from DynamoDB Local's stream by the relay, put on the local bus, taken by the automation consumer
 * (once per event id) and posted to the local webhook sink — from the first write to the last delivery received.
 */
export async function benchEventDelivery(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { emit } = await import('../../functions/lib/events/outbox');
  const hook = `banc-${randomUUID()}`;
  const sink = `${stack.urls.aws}${WEBHOOK_SINK_PATH}`;
  await db().entities.automation.put({ event: 'profile_created', url: `${sink}/${hook}`, enabled: true, updatedBy: 'banc', updatedAt: new Date().toISOString() }).go();
  // Counted from the deliveries the consumer records (the sink's page keeps only the last 200).
  const received = async () =>
    (await db().entities.automationDelivery.query.byEvent({ event: 'profile_created' }).go({ pages: 'all', attributes: ['ok'] })).data.filter((delivery) => delivery.ok).length;

  const started = performance.now();
  for (let batch = 0; batch < EVENTS; batch += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, k) => emit(db(), 'profile_created', { userId: randomUUID(), userEmail: `banc-${batch + k}@example.com`, userName: 'Banc', plan: 'gratuit', dogName: null })),
    );
  }
  const written = performance.now() - started;
  while ((await received()) < EVENTS) await new Promise((resolve) => setTimeout(resolve, 50));
  const delivered = performance.now() - started;
  printTable(`Events through the local path (outbox → stream → relay → bus → queue → consumer → webhook), ${EVENTS} events`, [
    { step: 'outbox writes', seconds: (written / 1000).toFixed(1), 'events/s': Math.round(EVENTS / (written / 1000)) },
    { step: 'delivered to the webhook sink', seconds: (delivered / 1000).toFixed(1), 'events/s': Math.round(EVENTS / (delivered / 1000)) },
  ]);
}
