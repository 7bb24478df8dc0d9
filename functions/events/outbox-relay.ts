import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { events, type EventName } from '../../shared/events/catalogue';
import { outboxEventModel } from '../lib/db/entities/outbox';
import { db } from '../lib/db/service';
import { publishOutboxEvents, type OutboxRecord } from '../lib/events/publisher';
import { logger } from '../lib/logger';
import { announceMilestones, balanceMove } from '../lib/points/milestones';

/**
 * The stream records the relay publishes: new outbox items. It is also given the updates of points balances (the
 * event source mapping's filters in AWS; locally it is given every record and picks these two kinds itself).
 */
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
 * It also announces the levels each balance update crossed (functions/lib/points/milestones.ts: the stream is the one
 * place that sees a credit's total before and after): the announcement is an outbox item, published by a later pass
 * like any other; a failed announcement fails the batch from its record on, and a record handed again announces once.
 */
export async function relayOutbox(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const unannounced = await announceLevels(event.Records);
  const pending = event.Records.filter(isOutboxInsert).map((record) => ({ record, outbox: outboxRecord(record) }));
  for (const { record, outbox } of pending) if (!outbox) logger.error('Élément d’outbox illisible : ignoré', { sequenceNumber: record.dynamodb?.SequenceNumber });
  const valid = pending.filter((entry): entry is { record: DynamoDBRecord; outbox: OutboxRecord } => entry.outbox !== null);
  const refused = new Set(await publishOutboxEvents(valid.map(({ outbox }) => outbox)));
  const firstRefused = valid.find(({ outbox }) => refused.has(outbox.eventId));
  if (firstRefused) logger.error('Le bus a refusé des événements de l’outbox : ils seront publiés à nouveau', { refused: refused.size });
  const failures = [firstRefused?.record, unannounced].filter((record): record is DynamoDBRecord => record !== undefined);
  const first = failures.sort((a, b) => event.Records.indexOf(a) - event.Records.indexOf(b))[0];
  return { batchItemFailures: first ? [{ itemIdentifier: first.dynamodb?.SequenceNumber ?? '' }] : [] };
}

/** Announces the levels of the batch's balance updates, in order; answers the record whose announcement failed, if any. */
async function announceLevels(records: readonly DynamoDBRecord[]): Promise<DynamoDBRecord | undefined> {
  for (const record of records) {
    const move = balanceMove(record);
    if (!move) continue;
    try {
      await announceMilestones(db(), move, new Date().toISOString());
    } catch (error) {
      logger.error('Palier de points non annoncé : il le sera à la reprise du lot', { sequenceNumber: record.dynamodb?.SequenceNumber, error });
      return record;
    }
  }
  return undefined;
}

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse, Error, Context>(relayOutbox).use(injectLambdaContext(logger, { resetKeys: true }));
