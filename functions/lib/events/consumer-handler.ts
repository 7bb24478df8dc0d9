import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, EventBridgeEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { events, type ConsumerName, type EventDetail, type EventName } from '../../../shared/events/catalogue';
import { config } from '../config';
import { dynamoClient } from '../db/client';
import { tableDefinition } from '../db/table';
import { logger } from '../logger';

/** The events of the catalogue that `C` consumes. */
export type EventsOf<C extends ConsumerName> = {
  [N in EventName]: C extends (typeof events)[N]['consumers'][number] ? N : never;
}[EventName];

/** What a consumer's code receives: one event of its own, its detail parsed with the catalogue's schema. */
export type ConsumedEvent<C extends ConsumerName> = {
  [N in EventsOf<C>]: { name: N; id: string; time: string; detail: EventDetail<N> };
}[EventsOf<C>];

/** An event as a consumer's queue delivered it, with the id it is processed once by. */
interface Delivered {
  key: string;
  event: EventBridgeEvent<string, unknown>;
}

/**
 * The event's id: the outbox's (`detail.eventId`, the same however many times the relay published it), else
 * EventBridge's own (an event put on the bus by other means).
 */
export function eventIdOf(event: EventBridgeEvent<string, unknown>): string {
  const fromOutbox = (event.detail as { eventId?: unknown } | null)?.eventId;
  return typeof fromOutbox === 'string' && fromOutbox ? fromOutbox : event.id;
}

/** How long a processed event id is remembered: longer than EventBridge retries an event (24 h at most). */
const REMEMBER_EVENT_SECONDS = 2 * 24 * 3600;

/**
 * The one factory of event consumers (`functions/consumers/<name>.ts`, DESIGN §8). EventBridge puts each event routed
 * to a consumer in that consumer's SQS queue, which the consumer's Lambda reads (infra/constructs/events.ts): a
 * failure is retried every 15 minutes for 24 hours, then kept in the dead-letter queue (an alarm watches it). Order,
 * for each message: the EventBridge event it carries → Lambda context into the logger → the event's keys (consumer,
 * id, detail-type) → once per event id → detail parsed with the event catalogue's zod schema → the consumer's code.
 * A message that fails is reported in `batchItemFailures`, so only it returns to the queue.
 * Once per event id (the outbox's, see `eventIdOf`): the relay, EventBridge and SQS deliver at least once, so
 * Powertools idempotency records each event id in
 * the single table (pk `idempotency#consumer.<name>`, sk the hashed id, expiring on the table's TTL attribute)
 * before the code runs. A redelivered event that completed is answered from that record without running again; one
 * still running fails, to be retried later; a run that throws deletes its record, so the retry runs it again. An
 * event of another consumer, or outside the catalogue, is logged and skipped; a detail the schema refuses fails, so
 * the event ends in the dead-letter queue rather than vanishing.
 * The code is wrapped with `makeIdempotent`, not the `makeHandlerIdempotent` middleware: up to 2.35 the
 * middleware's onError deletes the record even when it refused a duplicate still in progress, so a third delivery
 * ran the event again (aws-powertools/powertools-lambda-typescript#5675; test/integration/consumer-handler.test.ts).
 */
export function consumerHandler<C extends ConsumerName>(consumer: C, consume: (event: ConsumedEvent<C>) => Promise<void>) {
  const base = async ({ key: id, event }: Delivered): Promise<{ eventId: string; consumed: boolean }> => {
    const name = event['detail-type'];
    const definition = events[name as EventName] as (typeof events)[EventName] | undefined;
    if (!definition || !(definition.consumers as readonly string[]).includes(consumer)) {
      logger.warn('Événement non destiné à ce consommateur : ignoré', { detailType: name });
      return { eventId: id, consumed: false };
    }
    const parsed = definition.detail.safeParse(event.detail);
    if (!parsed.success) throw new Error(`Détail de ${name} refusé par le catalogue : ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    await consume({ name, id, time: event.time, detail: parsed.data } as ConsumedEvent<C>);
    return { eventId: id, consumed: true };
  };

  const keyPrefix = `consumer.${consumer}`;
  // Built on the first event, not at import: the table's name and client come from the configuration.
  let once: ((delivered: Delivered) => Promise<{ eventId: string; consumed: boolean }>) | undefined;
  // The Lambda's remaining time bounds how long a record stays 'in progress' (a run that died frees its event).
  const idempotencyConfig = new IdempotencyConfig({ eventKeyJmesPath: 'key', expiresAfterSeconds: REMEMBER_EVENT_SECONDS });
  const idempotent = () =>
    (once ??= makeIdempotent(base, {
      keyPrefix,
      config: idempotencyConfig,
      persistenceStore: new DynamoDBPersistenceLayer({
        tableName: config().TABLE_NAME,
        keyAttr: tableDefinition.partitionKey,
        sortKeyAttr: tableDefinition.sortKey,
        staticPkValue: `idempotency#${keyPrefix}`,
        expiryAttr: tableDefinition.timeToLiveAttribute,
        awsSdkV3Client: dynamoClient(),
      }),
    }));

  const batch = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    idempotencyConfig.registerLambdaContext(context);
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const carried = JSON.parse(record.body) as EventBridgeEvent<string, unknown>;
      const key = eventIdOf(carried);
      logger.appendKeys({ consumer, eventId: key, detailType: carried['detail-type'] });
      try {
        await idempotent()({ key, event: carried });
      } catch (error) {
        logger.error('Événement non traité : il sera réessayé', { error, receiveCount: record.attributes.ApproximateReceiveCount });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
  return middy<SQSEvent, SQSBatchResponse, Error, Context>(batch).use(injectLambdaContext(logger, { resetKeys: true }));
}
