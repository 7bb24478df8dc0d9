import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { FICHES } from '../../shared/catalogue';
import { canReadFiche } from '../../shared/domain/entitlements';
import { LEVELS, levelsCrossed } from '../../shared/domain/levels';
import { POINTS_RULES } from '../../shared/domain/points';
import { signIn, signUp } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable } from './stats';

const BURST = 50;
const BUDGET = 1.3;
const ROUNDS = 5;
const PASSWORD = 'Banc-Essai-2026!';
/** The day's cap (issue 23): one member's validations of a Paris day pay for this many fiches, the others pay 0. */
const CAP: number = POINTS_RULES.paidValidationsPerDay;
const FIFTY = FICHES.filter((fiche) => fiche.isPublished && canReadFiche('expert', fiche)).slice(0, BURST);
/**
 * Where each one-member burst of 50 starts (an admin's adjustment just before): a few points under Apprenti, so the
 * burst's 5 paid fiches cross it and its announcement is judged (the cap keeps a burst from 0 under any level).
 */
const START = LEVELS.find((level) => level.id === 'apprenti')!.minPoints - 3;
/** The levels a balance from 0 to `total` crosses, each to be announced once. */
const milestonesUpTo = (total: number) =>
  levelsCrossed(0, total)
    .map((level) => level.id)
    .sort()
    .join('+');

/**
 * Issue 20 budget: simultaneous validations of distinct fiches by one member answered at a median ≤ 1.3× the same
 * burst spread over as many members (its control: the same load without a shared balance), and the member's ledger
 * exact afterwards. The old budget (≤ 3× a lone validation) measured DynamoDB Local, which serialises transactions:
 * simultaneous ones queue behind each other whoever they belong to; what the shared balance itself costs is the gap
 * between a burst and its control.
 * Since issue 23, a member's validations pay for at most 5 fiches a Paris day: of 50 at once, 5 pay and 45 have their
 * first send refused by the day counter's condition and go again without points (validate-fiche.ts), 95 transactions
 * where 50 members send 50. So the budget is judged on the burst where the same work is done on both sides, the
 * day's cap (5 at once by one member, all paying: the shared balance and day counter contended, against 5 members);
 * the 50 are timed beside it for scale, and judged on their exactness: 50 completions, exactly 5 fiche lines paid (and
 * the month's challenge once, when one of its fiches is among them), the total the sum of the lines, each level
 * crossed announced once (the burst starts a few points under Apprenti) (points_milestone, derived from the table's stream: functions/lib/points/milestones.ts).
 * Each round, in turn: a fresh Expert+ member validates 10 fiches one at a time (lone validations); a fresh member
 * fires the cap's 5 at once, 5 other members one each; another fresh member fires 50 at once, 50 other members one
 * each; raw DynamoDB Local transactions of the ledger's shape run alone, then 50 at once. Rounds alternate so
 * background load on the machine weighs on every row alike.
 */
export async function benchValidationBurst(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { setPlan } = await import('../../functions/account/members');
  const { adjustPoints } = await import('../../functions/points/adjust-points');
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

  const rows = {
    alone: [] as number[],
    capped: [] as number[],
    cappedCrowd: [] as number[],
    together: [] as number[],
    crowd: [] as number[],
    rawAlone: [] as number[],
    rawTogether: [] as number[],
  };
  /** Each one-member burst of 50 after the fact: what a member's points page would show. */
  const ledgers: { userId: string; total: number; sumOfLines: number; ficheLines: number; challengeLines: number; completions: number }[] = [];
  const fresh = async (count: number) => Promise.all(Array.from({ length: count }, expertMember));
  for (let round = 0; round < ROUNDS; round += 1) {
    const lone = await expertMember();
    for (const fiche of FIFTY.slice(round * 10, round * 10 + 10)) rows.alone.push(await validate(lone.token, fiche.id));

    const [payingMember, ...payingCrowd] = await fresh(CAP + 1);
    rows.capped.push(...(await Promise.all(FIFTY.slice(0, CAP).map((fiche) => validate(payingMember!.token, fiche.id)))));
    rows.cappedCrowd.push(...(await Promise.all(payingCrowd.map((member, i) => validate(member.token, FIFTY[i]!.id)))));

    const busy = await expertMember();
    await adjustPoints(db(), { userId: busy.userId, points: START, reason: 'Banc d’essai', requestId: randomUUID(), actorId: 'banc', at: new Date().toISOString() });
    rows.together.push(...(await Promise.all(FIFTY.map((fiche) => validate(busy.token, fiche.id)))));
    const [points, history, progress] = await Promise.all([
      db().entities.points.get({ userId: busy.userId }).go({ consistent: true }),
      db().entities.pointTransaction.query.byUser({ userId: busy.userId }).go({ pages: 'all' }),
      db().entities.dogProgress.query.byUser({ userId: busy.userId }).go({ pages: 'all' }),
    ]);
    ledgers.push({
      userId: busy.userId,
      total: points.data?.total ?? Number.NaN,
      sumOfLines: history.data.reduce((sum, line) => sum + line.points, 0),
      ficheLines: history.data.filter((line) => line.source.startsWith('fiche:')).length,
      challengeLines: history.data.filter((line) => line.source.startsWith('challenge:')).length,
      completions: progress.data.length,
    });

    rows.crowd.push(...(await Promise.all(crowd.map((member, i) => validate(member.token, FIFTY[(i + round) % BURST]!.id)))));

    for (let i = 0; i < 10; i += 1) rows.rawAlone.push(await rawLedgerTransaction(`banc-seul-${round}`));
    rows.rawTogether.push(...(await Promise.all(Array.from({ length: BURST }, () => rawLedgerTransaction(`banc-ensemble-${round}`)))));
  }

  await stack.drained();
  const milestones = await Promise.all(
    ledgers.map(async ({ userId }) =>
      (await db().entities.outboxEvent.scan.where(({ name, detail }, { eq, contains }) => `${eq(name, 'points_milestone')} AND ${contains(detail, userId)}`).go({ pages: 'all' })).data
        .map((event) => (JSON.parse(event.detail) as { level: string }).level)
        .sort()
        .join('+'),
    ),
  );
  const exact = ledgers.every(
    (ledger, i) =>
      ledger.completions === BURST &&
      ledger.ficheLines === CAP &&
      ledger.challengeLines <= 1 &&
      ledger.total === ledger.sumOfLines &&
      milestones[i] === milestonesUpTo(ledger.total),
  );
  const control = median(rows.cappedCrowd);
  const row = (call: string, samples: number[], reference: number) => ({
    call,
    samples: samples.length,
    median: ms(median(samples)),
    p99: ms(percentile(samples, 99)),
    '× reference': (median(samples) / reference).toFixed(2),
  });
  printTable(`Fiche validation, ${ROUNDS} rounds — budget: the day's ${CAP} paying validations at once by one member (distinct fiches), median ≤ ${BUDGET}× the same burst by ${CAP} members`, [
    row(`POST /fiches/{id}/validate, ${CAP} at once by ${CAP} members (control: no shared balance)`, rows.cappedCrowd, control),
    row(`the same, ${CAP} at once by ONE member (all paying)`, rows.capped, control),
    row(`${BURST} at once by ${BURST} members (× their own row)`, rows.crowd, median(rows.crowd)),
    row(`${BURST} at once by ONE member: ${CAP} pay, ${BURST - CAP} sent again without points (× the row above)`, rows.together, median(rows.crowd)),
    row('one validation alone (× the control)', rows.alone, control),
    row('raw DynamoDB Local ledger transaction, alone', rows.rawAlone, median(rows.rawAlone)),
    row(`raw DynamoDB Local ledger transaction, ${BURST} at once (× the raw one alone)`, rows.rawTogether, median(rows.rawAlone)),
  ]);
  const ratio = median(rows.capped) / control;
  console.log(`One member's paying burst against its control: ${ratio.toFixed(2)}× (budget ≤ ${BUDGET}×) → ${ratio <= BUDGET ? 'within budget' : 'OVER BUDGET'}`);
  console.log(`${BURST} at once by one member against ${BURST} members: ${(median(rows.together) / median(rows.crowd)).toFixed(2)}× (for scale: ${BURST + (BURST - CAP)} transactions against ${BURST})`);
  const shown = (pick: (ledger: (typeof ledgers)[number]) => number) => ledgers.map(pick).join(', ');
  console.log(
    `Each one-member burst of ${BURST}: completions ${shown((l) => l.completions)} (expected ${BURST}); fiche lines paid ${shown((l) => l.ficheLines)} (expected ${CAP}); challenge lines ${shown((l) => l.challengeLines)} (at most 1); total ${shown((l) => l.total)} = its lines ${shown((l) => l.sumOfLines)}; levels announced ${milestones.map((levels) => levels || '—').join(', ')} (expected ${ledgers.map((l) => milestonesUpTo(l.total) || '—').join(', ')}) → ${exact ? 'exact' : 'NOT EXACT'}`,
  );
}
