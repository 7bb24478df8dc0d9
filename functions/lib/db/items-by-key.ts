import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { dynamo } from './client';
import { tableDefinition } from './table';

/** An item's primary key as ElectroDB builds it (`entity.get(key).params().Key`). */
export type ItemKey = Record<string, unknown>;

/** DynamoDB reads at most 100 keys per BatchGetItem. */
const MAX_KEYS = 100;

/**
 * Items of any entities by their keys, in one BatchGetItem (keys it leaves unprocessed are asked again): for a
 * request that needs a few known items of a partition and not the rest of it. Each answer is the raw item of the key
 * at the same position (undefined: none), for the entity's `parse({ Item })`.
 */
export async function itemsByKey(keys: readonly ItemKey[], { consistent = false }: { consistent?: boolean } = {}): Promise<(Record<string, unknown> | undefined)[]> {
  if (keys.length > MAX_KEYS) throw new Error(`itemsByKey : ${keys.length} clés, ${MAX_KEYS} au plus`);
  const table = config().TABLE_NAME;
  const found = new Map<string, Record<string, unknown>>();
  let pending: ItemKey[] = [...keys];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    // Keys left unprocessed (the table's throughput): asked again after a pause that grows.
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** attempt)));
    const { Responses, UnprocessedKeys } = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: consistent } } }));
    for (const item of Responses?.[table] ?? []) found.set(keyId(item), item);
    pending = (UnprocessedKeys?.[table]?.Keys ?? []) as ItemKey[];
  }
  return keys.map((key) => found.get(keyId(key)));
}

/** The key's identity: its partition and sort key values. */
const keyId = (item: ItemKey): string => JSON.stringify([item[tableDefinition.partitionKey], item[tableDefinition.sortKey]]);
