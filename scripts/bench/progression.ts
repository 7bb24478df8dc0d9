import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { FICHES } from '../../shared/catalogue';
import { FIRST_DOG_ID } from '../../shared/domain/dogs';
import { progressionWeeks } from '../../shared/domain/progression';
import { sessionCalendar, sessionIdRange, trainingSessionId } from '../../shared/domain/training-sessions';
import { signIn } from '../dev/accounts';
import { DEMO_PASSWORD } from '../dev/demo-accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sampleInterleaved } from './stats';

const SAMPLES = 200;
/** Sessions written for the demo dog over the twelve weeks (about five a week, a busy member). */
const SESSIONS = 60;

/**
 * Issue 25 budget: median of `GET /progression` ≤ 4× a raw DynamoDB Local Query of the same items, measured in the same
 * run. The route reads three Queries at once (the member's partition, the dog's sessions of the twelve weeks, the
 * published catalogue's teasers); the raw side sends the same three Queries (ElectroDB's own parameters) at once with the
 * bare document client, so the ratio is what the route adds: the gateway, the Lambda adapter, the rules and the JSON.
 * The premium demo member's first dog gets SESSIONS sessions spread over the weeks (written once, same ids each run).
 */
export async function benchProgression(stack: Stack): Promise<void> {
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const { accessToken } = await signIn(pool, 'premium@example.com', DEMO_PASSWORD);
  const userId = (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { TEASER_ATTRIBUTES } = await import('../../functions/fiches/fiche-items');

  const weeks = progressionWeeks(new Date().toISOString());
  const published = FICHES.filter((fiche) => fiche.isPublished && fiche.isFree);
  const first = Date.parse(`${weeks[0]}T09:00:00.000Z`);
  const step = (Date.now() - first) / SESSIONS;
  for (let index = 0; index < SESSIONS; index += 1) {
    const at = new Date(first + index * step).toISOString();
    const fiche = published[index % published.length]!;
    await db()
      .entities.trainingSession.put({ userId, dogId: FIRST_DOG_ID, sessionId: trainingSessionId(at, `bench${index}`), ficheId: fiche.id, at, ...sessionCalendar(at), kind: 'repeat', pointsEarned: 0, ...(index % 3 ? { rating: 1 + (index % 5), ratedAt: at } : {}) })
      .go();
  }

  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const range = sessionIdRange(weeks[0]!, weeks.at(-1)!);
  const queries = [
    db().collections.member({ userId }).params(),
    db().entities.trainingSession.query.byDog({ userId, dogId: FIRST_DOG_ID }).between({ sessionId: range.from }, { sessionId: range.to }).params({ attributes: ['sessionId', 'ficheId', 'at', 'rating', 'note'] }),
    db().entities.fiche.query.byPublication({ publication: 'published' }).params({ attributes: [...TEASER_ATTRIBUTES] }),
  ] as QueryCommandInput[];
  const queryAll = async (input: QueryCommandInput) => {
    let start: QueryCommandInput['ExclusiveStartKey'];
    let items = 0;
    do {
      const page = await raw.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      items += page.Items?.length ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  };
  const rawQueries = () => Promise.all(queries.map(queryAll));
  const itemCounts = await rawQueries();

  const route = async () => {
    const response = await fetch(`${stack.urls.api}/progression`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (response.status !== 200) throw new Error(`GET /progression a répondu ${response.status}`);
    await response.arrayBuffer();
  };
  const { rawQuery, progression } = await sampleInterleaved(SAMPLES, { rawQuery: rawQueries, progression: route });
  const base = median(rawQuery);

  printTable(
    `Progression route, ${SAMPLES} calls each, interleaved — budget: median ≤ 4× the raw Queries' median (items: member partition ${itemCounts[0]}, sessions ${itemCounts[1]}, published fiches ${itemCounts[2]})`,
    [
      { call: 'raw DynamoDB Local Queries (same three, at once)', median: ms(base), p99: ms(percentile(rawQuery, 99)), '× raw': '1.00' },
      { call: 'GET /progression', median: ms(median(progression)), p99: ms(percentile(progression, 99)), '× raw': (median(progression) / base).toFixed(2) },
    ],
  );
}
