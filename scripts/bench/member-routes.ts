import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { signIn } from '../dev/accounts';
import { DEMO_PASSWORD } from '../dev/demo-accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sampleInterleaved } from './stats';

const SAMPLES = 200;

/**
 * Issue 5 budget: median of `GET /recommendations` and `GET /fiches` with the full catalogue ≤ 4× a raw
 * DynamoDB Local Query of the published fiches, measured in the same run (premium demo member, with a dog).
 */
export async function benchMemberRoutes(stack: Stack): Promise<void> {
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const { accessToken } = await signIn(pool, 'premium@example.com', DEMO_PASSWORD);

  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const publishedQuery = db().entities.fiche.query.byPublication({ publication: 'published' }).params() as QueryCommandInput;
  const queryAll = async () => {
    let start: QueryCommandInput['ExclusiveStartKey'];
    do start = (await raw.send(new QueryCommand({ ...publishedQuery, ExclusiveStartKey: start }))).LastEvaluatedKey;
    while (start);
  };

  const call = (path: string) => async () => {
    const response = await fetch(`${stack.urls.api}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (response.status !== 200) throw new Error(`GET ${path} a répondu ${response.status}`);
    await response.arrayBuffer();
  };
  const { rawQuery, recommendations, library } = await sampleInterleaved(SAMPLES, {
    rawQuery: queryAll,
    recommendations: call('/recommendations'),
    library: call('/fiches'),
  });
  const base = median(rawQuery);

  printTable(`Member routes with the full catalogue, ${SAMPLES} calls each, interleaved — budget: median ≤ 4× the raw Query's median`, [
    { call: 'raw DynamoDB Local Query (published fiches)', median: ms(base), p99: ms(percentile(rawQuery, 99)), '× raw': '1.00' },
    { call: 'GET /recommendations', median: ms(median(recommendations)), p99: ms(percentile(recommendations, 99)), '× raw': (median(recommendations) / base).toFixed(2) },
    { call: 'GET /fiches', median: ms(median(library)), p99: ms(percentile(library, 99)), '× raw': (median(library) / base).toFixed(2) },
  ]);
}
