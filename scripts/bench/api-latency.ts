import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { signIn } from '../dev/accounts';
import { DEMO_PASSWORD } from '../dev/demo-accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sampleInterleaved } from './stats';

const SAMPLES = 300;

/** The member's id (`sub`) read from an access token, without verifying it (the gateway does that). */
const subOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/**
 * Issue 2 budget: local `GET /me` median ≤ 3× a raw DynamoDB Local GetItem, measured in the same run
 * (the gateway, token verification, middy, zod and ElectroDB included on the API side).
 */
export async function benchApiLatency(stack: Stack): Promise<void> {
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const { accessToken } = await signIn(pool, 'premium@example.com', DEMO_PASSWORD);
  const userId = subOf(accessToken);

  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const getParams = db().entities.profile.get({ userId }).params();
  const memberQuery = db().collections.member({ userId }).params() as QueryCommandInput;

  const callMe = async () => {
    const response = await fetch(`${stack.urls.api}/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (response.status !== 200) throw new Error(`GET /me a répondu ${response.status}`);
    await response.arrayBuffer();
  };
  const { me, getItem, query } = await sampleInterleaved(SAMPLES, {
    me: callMe,
    getItem: () => raw.send(new GetCommand(getParams)),
    query: () => raw.send(new QueryCommand(memberQuery)),
  });

  printTable(`Local API latency, ${SAMPLES} calls each, interleaved — budget: GET /me median ≤ 3× raw GetItem median`, [
    { call: 'raw DynamoDB Local GetItem (profile)', median: ms(median(getItem)), p99: ms(percentile(getItem, 99)) },
    { call: 'raw DynamoDB Local Query (member partition)', median: ms(median(query)), p99: ms(percentile(query, 99)) },
    { call: 'GET /me through the local gateway', median: ms(median(me)), p99: ms(percentile(me, 99)) },
    { call: 'ratio GET /me ÷ GetItem (medians)', median: (median(me) / median(getItem)).toFixed(2), p99: '' },
  ]);
}
