import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe } from './event-bus';
import { lambdaContext, loadHandler } from './functions';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import type { Log } from './log';

/**
 * An idle stream is read four times a second, as Lambda's event source mapping polls a DynamoDB stream's shard in AWS,
 * and new shards are looked for every 2 s (and whenever a shard closes). Reading and describing every 100 ms cost
 * DynamoDB Local and this process a fifth of a core while idle, through the whole of every test run.
 */
const IDLE_MS = 250;
const DESCRIBE_MS = 2_000;
const RETRY_MS = 500;

/**
 * The local stand-in for the outbox relay's event source mapping (infra/constructs/events.ts): reads DynamoDB Local's
 * stream of the table, hands the new outbox items to the same relay handler (functions/events/outbox-relay.ts), in
 * order, and on a reported failure hands them again from the failed record, as Lambda does in AWS. Shards present at
 * start are read from their latest record (what came before was relayed by the previous run), new shards from their
 * start.
 */
export async function startOutboxStream({ dynamodb, endpoint, tableName, log }: { dynamodb: DynamoDBClient; endpoint: string; tableName: string; log: Log }) {
  const streams = new DynamoDBStreamsClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`La table ${tableName} n’a pas de flux : l’outbox ne serait pas relayée`);
  const iterators = new Map<string, string | null>();
  let running = true;
  let initial = true;
  /** Resolved at the end of the next pass over the shards that found nothing new (see `caughtUp`). */
  let waiting: Array<() => void> = [];
  const pending: Array<Promise<void>> = [];

  const relay = async (records: _Record[]): Promise<number> => {
    const handler = await loadHandler('events/outbox-relay.ts');
    const event: DynamoDBStreamEvent = { Records: records as unknown as DynamoDBRecord[] };
    const answer = (await handler(event, lambdaContext('outbox-relay', randomUUID()))) as DynamoDBBatchResponse;
    const failed = answer.batchItemFailures[0]?.itemIdentifier;
    return failed ? records.findIndex((record) => record.dynamodb?.SequenceNumber === failed) : -1;
  };

  let describedAt = 0;
  let shardClosed = false;
  const describeShards = async (): Promise<void> => {
    describedAt = Date.now();
    shardClosed = false;
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId, ShardIteratorType: initial ? 'LATEST' : 'TRIM_HORIZON' }),
      );
      iterators.set(shard.ShardId, ShardIterator ?? null);
    }
    initial = false;
  };

  const poll = async (): Promise<void> => {
    while (running) {
      // Someone waits for `caughtUp`: this pass must see every shard, a new one included.
      if (initial || shardClosed || waiting.length > 0 || Date.now() - describedAt >= DESCRIBE_MS) await describeShards();
      let moved = false;
      for (const [shardId, iterator] of iterators) {
        if (!iterator) continue;
        const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
        let batch = Records;
        while (batch.length > 0 && running) {
          const failedAt = await relay(batch).catch((error: unknown) => {
            log.error(`Relais de l’outbox : ${describe(error)}`);
            return 0;
          });
          if (failedAt < 0) break;
          batch = batch.slice(failedAt);
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
        iterators.set(shardId, NextShardIterator ?? null);
        shardClosed ||= !NextShardIterator;
        moved ||= Records.length > 0;
      }
      if (!moved) {
        for (const resolve of waiting) resolve();
        waiting = [];
        await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      }
    }
  };
  const loop = poll().catch((error: unknown) => log.error(`Flux de la table arrêté : ${describe(error)}`));
  pending.push(loop);
  return {
    /** Resolves once every record written so far has been handed to the relay (a pass found nothing new). */
    caughtUp: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async stop() {
      running = false;
      for (const resolve of waiting) resolve();
      await Promise.all(pending);
      streams.destroy();
    },
  };
}
