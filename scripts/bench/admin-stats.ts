import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { addToGroup, signIn, signUp } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sampleInterleaved } from './stats';

const MEMBERS = 10_000;
const SAMPLES = 200;
const PASSWORD = 'Banc-Essai-2026!';

/**
 * Issue 14 budget: GET /admin/stats with 10,000 members seeded (through the sign-up's own transaction, so the counters
 * hold them) against ONE raw DynamoDB Local GetItem: median ≤ 5×. The route reads the same 16 counter shards at any
 * number of members; the figure printed is the proof that it does not grow with them.
 */
export async function benchAdminStats(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { createMember } = await import('../../functions/account/members');
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const email = `banc-admin-${randomUUID()}@example.com`;
  await signUp(pool, { email, password: PASSWORD, firstName: 'Banc' });
  await addToGroup(pool, email, 'admin');
  const { accessToken } = await signIn(pool, email, PASSWORD);

  const started = Date.now();
  const now = new Date().toISOString();
  for (let batch = 0; batch < MEMBERS; batch += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, k) =>
        createMember(db(), { userId: `banc-membre-${batch + k}-${randomUUID()}`, email: `banc-${batch + k}@example.com`, firstName: 'Banc', newsletter: false, cguAcceptedAt: now, now }),
      ),
    );
  }
  const seeded = Date.now() - started;
  // Each sign-up wrote its profile_created event: let the automations and welcome mails they trigger finish first.
  await stack.drained();

  const read = async () => {
    const response = await fetch(`${stack.urls.api}/admin/stats`, { headers: { authorization: `Bearer ${accessToken}` } });
    const body = (await response.json()) as { members?: { total: number } };
    if (response.status !== 200 || (body.members?.total ?? 0) < MEMBERS) throw new Error(`Statistiques : ${response.status}`);
  };
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const getItem = () => raw.send(new GetCommand({ TableName: stack.tableName, Key: { pk: 'banc-absent', sk: 'banc' } }));

  const { route, rawGetItem } = await sampleInterleaved(SAMPLES, { route: read, rawGetItem: getItem }, 30);
  const base = median(rawGetItem);
  const row = (call: string, samples: number[]) => ({ call, samples: samples.length, median: ms(median(samples)), p99: ms(percentile(samples, 99)), '× raw': (median(samples) / base).toFixed(2) });
  printTable(`Admin dashboard with ${MEMBERS.toLocaleString('en')} members (seeded in ${(seeded / 1000).toFixed(0)} s) — budget: GET /admin/stats median ≤ 5× one raw GetItem`, [
    row('GET /admin/stats (16 counter shards, one BatchGet)', route),
    row('raw DynamoDB Local GetItem', rawGetItem),
  ]);
}
