import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { events, type EventName } from '../../shared/events/catalogue';
import { outboxEventModel } from '../lib/db/entities/outbox';
import { publishOutboxEvents, type OutboxRecord } from '../lib/events/publisher';
import { logger } from '../lib/logger';

/** The stream records the relay is given: new outbox items (the event source mapping's filter in AWS, the same locally). */
export function isOutboxInsert(record: DynamoDBRecord): boolean {
  return record.eventName === 'INSERT' && record.dynamodb?.NewImage?.__edb_e__?.S === outboxEventModel.model.entity;
}

function outboxRecord(record: DynamoDBRecord): OutboxRecord | null {
  const image = unmarshall((record.dynamodb?.NewImage ?? {}) as Record<string, AttributeValue>) as Partial<OutboxRecord>;
  if (!image.eventId || !image.detail || !image.name || !(image.name in events)) return null;
  return { eventId: image.eventId, name: image.name as EventName, detail: image.detail };
}

/**
 * The outbox relay (issue 15): the table's stream gives it each outbox item a committed transaction wrote, and it
 * publishes them on the bus in order. If the bus refuses one, the batch is reported failed from that record on, so
 * the stream hands it again (for 24 hours; then the failure queue keeps it): an event is published at least once and
 * never before its change committed, and consumers run each event id once.
 */
export async function relayOutbox(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const pending = event.Records.filter(isOutboxInsert).map((record) => ({ record, outbox: outboxRecord(record) }));
  for (const { record, outbox } of pending) if (!outbox) logger.error('Élément d’outbox illisible : ignoré', { sequenceNumber: record.dynamodb?.SequenceNumber });
  const valid = pending.filter((entry): entry is { record: DynamoDBRecord; outbox: OutboxRecord } => entry.outbox !== null);
  const refused = new Set(await publishOutboxEvents(valid.map(({ outbox }) => outbox)));
  const firstRefused = valid.find(({ outbox }) => refused.has(outbox.eventId));
  if (!firstRefused) return { batchItemFailures: [] };
  logger.error('Le bus a refusé des événements de l’outbox : ils seront publiés à nouveau', { refused: refused.size });
  return { batchItemFailures: [{ itemIdentifier: firstRefused.record.dynamodb?.SequenceNumber ?? '' }] };
}

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse, Error, Context>(relayOutbox).use(injectLambdaContext(logger, { resetKeys: true }));
