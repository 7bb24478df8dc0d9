import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { signIn, signUp } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sampleInterleaved } from './stats';

const SAMPLES = 200;
const PASSWORD = 'Banc-Essai-2026!';

/**
 * Issue 10 budget: the exchange route's median ≤ 3× a raw DynamoDB Local TransactWriteItems of the same shape (the
 * balance's conditional ADD, the ledger line and the reward, each created only if absent), measured in alternation
 * in the same run. The route adds the gateway, the JWT check, the handler, zod, ElectroDB, the balance read after the
 * commit and the live notification.
 */
export async function benchRewardExchange(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { credit, pointsSource } = await import('../../functions/lib/points/ledger');
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const email = `banc-echange-${randomUUID()}@example.com`;
  const userId = await signUp(pool, { email, password: PASSWORD, firstName: 'Banc' });
  const { accessToken } = await signIn(pool, email, PASSWORD);
  // Enough for every exchange of the run (warm-up included), credited as an admin would.
  await credit(db(), { userId, source: pointsSource.adjustment(randomUUID()), points: 1_000_000, reason: 'Banc d’essai', at: new Date().toISOString() });

  const exchange = async () => {
    const response = await fetch(`${stack.urls.api}/rewards/exchange`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rewardType: 'ticket_standard', requestId: randomUUID() }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`Échange : ${response.status}`);
  };
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const TableName = stack.tableName;
  const pk = `banc-brut-${randomUUID()}`;
  await raw.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName, Item: { pk, sk: 'points', total: 1_000_000 } } }] }));
  const rawExchange = () =>
    raw.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: { pk, sk: 'points' },
              UpdateExpression: 'ADD #t :minus SET #u = :at',
              ConditionExpression: 'attribute_exists(pk) AND #t >= :cost',
              ExpressionAttributeNames: { '#t': 'total', '#u': 'updatedAt' },
              ExpressionAttributeValues: { ':minus': -20, ':cost': 20, ':at': new Date().toISOString() },
            },
          },
          { Put: { TableName, Item: { pk, sk: `line#${randomUUID()}`, points: -20 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName, Item: { pk, sk: `reward#${randomUUID()}`, used: false }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );

  const { route, rawTransaction } = await sampleInterleaved(SAMPLES, { route: exchange, rawTransaction: rawExchange }, 30);
  const base = median(rawTransaction);
  const row = (call: string, samples: number[]) => ({
    call,
    samples: samples.length,
    median: ms(median(samples)),
    p99: ms(percentile(samples, 99)),
    '× raw': (median(samples) / base).toFixed(2),
  });
  printTable('Reward exchange — budget: POST /rewards/exchange median ≤ 3× a raw TransactWriteItems of the same shape', [
    row('POST /rewards/exchange (ticket_standard)', route),
    row('raw DynamoDB Local TransactWriteItems (balance, line, reward)', rawTransaction),
  ]);
}
