import { models } from './models';

/**
 * The single table's key schema, derived from the ElectroDB entity models: CDK (infra/) and the local
 * stack (scripts/dev) both create the table from this object, so keys and indexes cannot drift.
 */
interface IndexShape {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

export type KeyType = 'S' | 'N';

/** A key field is a string built by ElectroDB, unless it is a numeric attribute used as the key itself (`points.total`). */
function keyType(attributes: Record<string, { type?: unknown; field?: string }>, field: string): KeyType {
  const attribute = Object.entries(attributes).find(([name, definition]) => (definition.field ?? name) === field)?.[1];
  return attribute?.type === 'number' ? 'N' : 'S';
}

function deriveTable() {
  let primary: { partitionKey: string; sortKey: string } | undefined;
  const secondary = new Map<string, { indexName: string; partitionKey: string; sortKey: string; sortKeyType: KeyType }>();
  for (const model of Object.values(models)) {
    for (const index of Object.values(model.indexes) as IndexShape[]) {
      const keys = { partitionKey: index.pk.field, sortKey: index.sk?.field ?? '' };
      const sortKeyType = keyType(model.attributes, keys.sortKey);
      if (!index.index) {
        if (primary && (primary.partitionKey !== keys.partitionKey || primary.sortKey !== keys.sortKey)) {
          throw new Error(`Entity ${model.model.entity}: primary key fields differ from the table's`);
        }
        primary = keys;
        continue;
      }
      const known = secondary.get(index.index);
      if (known && (known.partitionKey !== keys.partitionKey || known.sortKey !== keys.sortKey || known.sortKeyType !== sortKeyType)) {
        throw new Error(`Entity ${model.model.entity}: index ${index.index} uses other fields than another entity`);
      }
      secondary.set(index.index, { indexName: index.index, ...keys, sortKeyType });
    }
  }
  if (!primary) throw new Error('No entity defines the primary key');
  return {
    ...primary,
    globalSecondaryIndexes: [...secondary.values()].sort((a, b) => a.indexName.localeCompare(b.indexName)),
    /** Attribute DynamoDB expires items by (DynamoDB Local does not: filter expired items on read). */
    timeToLiveAttribute: 'expiresAt',
    /**
     * The stream the outbox relay reads, in AWS and locally: the outbox's new items, and each update of a points
     * balance with its image before and after, from which the levels crossed are announced (issue 20).
     */
    streamViewType: 'NEW_AND_OLD_IMAGES' as const,
  };
}

export const tableDefinition = deriveTable();
export type TableDefinition = typeof tableDefinition;
