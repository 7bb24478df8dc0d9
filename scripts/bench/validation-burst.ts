import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { FICHES } from '../../shared/catalogue';
import { canReadFiche } from '../../shared/domain/entitlements';
import { levelsCrossed } from '../../shared/domain/levels';
import { signIn, signUp } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable } from './stats';

const BURST = 50;
const BUDGET = 1.3;
const ROUNDS = 5;
const PASSWORD = 'Banc-Essai-2026!';
const FIFTY = FICHES.filter((fiche) => fiche.isPublished && canReadFiche('expert', fiche)).slice(0, BURST);
const EXPECTED_TOTAL = FIFTY.reduce((sum, fiche) => sum + fiche.pointsReward, 0);
/** The levels a burst from 0 to EXPECTED_TOTAL points crosses, each to be announced once. */
const EXPECTED_MILESTONES = levelsCrossed(0, EXPECTED_TOTAL)
  .map((level) => level.id)
  .sort()
  .join('+');

/**
 * Issue 20 budget: 50 simultaneous validations of distinct fiches by one member answered at a median ≤ 1.3× the same
 * burst spread over 50 members (its control: the same load without a shared balance), and the member's total exact
 * afterwards. The old budget (≤ 3× a lone validation) measured DynamoDB Local, which serialises transactions: 50 at once
 * queue behind each other whoever they belong to, so a burst is slow against a lone call in both rows alike; what the
 * shared balance itself costs is the gap between the two bursts. Each round, in turn: a fresh Expert+ member validates
 * 10 fiches one at a time (lone validations); another fresh member fires 50 at once; 50 other members validate one
 * fiche each, at once (the same load without a shared balance); and raw DynamoDB Local transactions of the ledger's
 * shape run alone, then 50 at once (what the local database itself does with 50 simultaneous transactions).
 * Rounds alternate so background load on the machine weighs on every row alike. Once every round is timed, each
 * one-member burst (0 → 110 points) must have announced Apprenti and Confirmé once each (points_milestone, derived from
 * the table's stream: functions/lib/points/milestones.ts).
 */
export async function benchValidationBurst(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { setPlan } = await import('../../functions/account/members');
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const expertMember = async () => {
    const email = `banc-${randomUUID()}@example.com`;
    const userId = await signUp(pool, { email, password: PASSWORD, firstName: 'Banc' });
    await setPlan(db(), userId, 'expert', new Date().toISOString());
    return { userId, token: (await signIn(pool, email, PASSWORD)).accessToken };
  };
  const validate = async (token: string, ficheId: string) => {
    const start = performance.now();
    const response = await fetch(`${stack.urls.api}/fiches/${ficheId}/validate`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`Validation de ${ficheId} : ${response.status}`);
    return performance.now() - start;
  };
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const rawLedgerTransaction = async (pk: string) => {
    const start = performance.now();
    const TableName = stack.tableName;
    await raw.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk, sk: `progress#${randomUUID()}` }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName, Key: { pk, sk: 'points' }, UpdateExpression: 'ADD #t :n', ExpressionAttributeNames: { '#t': 'total' }, ExpressionAttributeValues: { ':n': 1 } } },
          { Put: { TableName, Item: { pk, sk: `line#${randomUUID()}` }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return performance.now() - start;
  };

  const warmUp = await expertMember();
  for (const fiche of FIFTY.slice(0, 10)) await validate(warmUp.token, fiche.id);
  const crowd = await Promise.all(Array.from({ length: BURST }, expertMember));

  const rows = { alone: [] as number[], together: [] as number[], crowd: [] as number[], rawAlone: [] as number[], rawTogether: [] as number[] };
  const totals: number[] = [];
  const lines: number[] = [];
  const bursts: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const lone = await expertMember();
    for (const fiche of FIFTY.slice(round * 10, round * 10 + 10)) rows.alone.push(await validate(lone.token, fiche.id));

    const busy = await expertMember();
    bursts.push(busy.userId);
    rows.together.push(...(await Promise.all(FIFTY.map((fiche) => validate(busy.token, fiche.id)))));
    const [points, history] = await Promise.all([
      db().entities.points.get({ userId: busy.userId }).go({ consistent: true }),
      db().entities.pointTransaction.query.byUser({ userId: busy.userId }).go({ pages: 'all' }),
    ]);
    totals.push(points.data?.total ?? Number.NaN);
    lines.push(history.data.length);

    rows.crowd.push(...(await Promise.all(crowd.map((member, i) => validate(member.token, FIFTY[(i + round) % BURST]!.id)))));

    for (let i = 0; i < 10; i += 1) rows.rawAlone.push(await rawLedgerTransaction(`banc-seul-${round}`));
    rows.rawTogether.push(...(await Promise.all(Array.from({ length: BURST }, () => rawLedgerTransaction(`banc-ensemble-${round}`)))));
  }

  await stack.drained();
  const milestones = await Promise.all(
    bursts.map(async (userId) =>
      (await db().entities.outboxEvent.scan.where(({ name, detail }, { eq, contains }) => `${eq(name, 'points_milestone')} AND ${contains(detail, userId)}`).go({ pages: 'all' })).data
        .map((event) => (JSON.parse(event.detail) as { level: string }).level)
        .sort()
        .join('+'),
    ),
  );
  const announcedOnce = milestones.every((levels) => levels === EXPECTED_MILESTONES);
  const exact = totals.every((total) => total === EXPECTED_TOTAL) && lines.every((count) => count === BURST) && announcedOnce;
  const control = median(rows.crowd);
  const row = (call: string, samples: number[], reference: number) => ({
    call,
    samples: samples.length,
    median: ms(median(samples)),
    p99: ms(percentile(samples, 99)),
    '× reference': (median(samples) / reference).toFixed(2),
  });
  printTable(`Fiche validation, ${ROUNDS} rounds — budget: ${BURST} simultaneous validations by one member (distinct fiches), median ≤ ${BUDGET}× the same burst by ${BURST} members`, [
    row(`POST /fiches/{id}/validate, ${BURST} at once by ${BURST} members (control: no shared balance)`, rows.crowd, control),
    row(`the same, ${BURST} at once by ONE member`, rows.together, control),
    row('the same, alone (for scale)', rows.alone, control),
    row('raw DynamoDB Local ledger transaction, alone', rows.rawAlone, median(rows.rawAlone)),
    row(`raw DynamoDB Local ledger transaction, ${BURST} at once (× the raw one alone)`, rows.rawTogether, median(rows.rawAlone)),
  ]);
  const ratio = median(rows.together) / control;
  console.log(`One member's burst against its control: ${ratio.toFixed(2)}× (budget ≤ ${BUDGET}×) → ${ratio <= BUDGET ? 'within budget' : 'OVER BUDGET'}`);
  console.log(
    `Final total of each one-member burst: ${totals.join(', ')} (expected ${EXPECTED_TOTAL}); ledger lines: ${lines.join(', ')} (expected ${BURST}); levels announced: ${milestones.join(', ')} (expected ${EXPECTED_MILESTONES}) → ${exact ? 'exact' : 'NOT EXACT'}`,
  );
}
