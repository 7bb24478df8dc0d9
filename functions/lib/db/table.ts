/**
 * The single table's key schema. Every ElectroDB entity (./entities) maps its indexes onto these
 * attribute names; CDK (infra/) and the local stack (scripts/dev) create the table from this object.
 * (Skeleton: the entities are completed with the walking skeleton; index names stay stable.)
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** Attribute DynamoDB expires items by (DynamoDB Local does not: filter expired items on read). */
  timeToLiveAttribute: 'expiresAt',
} as const;

export type TableDefinition = typeof tableDefinition;
