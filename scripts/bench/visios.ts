import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, parisDate, teamSlots, type AvailabilityRules, type Busy } from '../../shared/domain/visio-slots';
import { addToGroup, signIn, signUp } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sample, sampleInterleaved } from './stats';

const SLOT_BUDGET_MS = 20;
const EDUCATORS = 10;
const BOOKINGS = 500;
const SAMPLES = 100;
const PASSWORD = 'Banc-Essai-2026!';

/**
 * Issue 12 budget: a week of slots for 10 educators with 500 sessions booked in it (the slots route's pure part),
 * median ≤ 20 ms. Each educator works 09:00–12:30 and 14:00–19:00 every day, one date off, a 15-minute buffer.
 */
export async function benchVisioSlots(): Promise<void> {
  const now = '2026-11-23T06:00:00.000Z';
  const from = parisDate(now);
  const rules = (index: number): AvailabilityRules => ({
    weekly: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
      { weekday, start: '09:00', end: '12:30' },
      { weekday, start: '14:00', end: '19:00' },
    ]),
    overrides: [{ date: addDays(from, index % 7), ranges: [] }],
    minNoticeMinutes: 120,
    bufferMinutes: 15,
    horizonDays: 30,
  });
  // 500 sessions of 30 minutes spread over the week and the team, on the hour and half hour.
  const busy: Busy[][] = Array.from({ length: EDUCATORS }, () => []);
  for (let i = 0; i < BOOKINGS; i += 1) {
    const start = Date.parse(`${addDays(from, i % 7)}T08:00:00.000Z`) + ((i * 7) % 20) * 30 * 60_000;
    busy[i % EDUCATORS]!.push({ start: new Date(start).toISOString(), end: new Date(start + 30 * 60_000).toISOString() });
  }
  const team = busy.map((sessions, index) => ({ educatorId: `educateur-${index}`, rules: rules(index), busy: sessions }));
  let slots = 0;
  const durations = await sample(200, async () => {
    slots = teamSlots(team, { durationMinutes: 30, now, from, days: 7 }).length;
  });
  printTable(`Visio slots — budget: a week for ${EDUCATORS} educators with ${BOOKINGS} bookings, median ≤ ${SLOT_BUDGET_MS} ms`, [
    { computation: `teamSlots, 7 days, ${EDUCATORS} educators, ${BOOKINGS} bookings (${slots} free starts)`, samples: durations.length, median: ms(median(durations)), p95: ms(percentile(durations, 95)), budget: ms(SLOT_BUDGET_MS) },
  ]);
}

/**
 * Issue 12 budget: POST /visios (the whole route: rights, the team's availability, the transaction of the booking,
 * its credit, its cells, the month's counter and its visio_booked event) at a median ≤ 3× a raw TransactWriteItems
 * of the same seven items on DynamoDB Local, measured in alternation in the same run. The reminders and the e-mail
 * the event sets off (the visio-notices consumer, its own Lambda in AWS) finish between samples, untimed.
 */
export async function benchVisioBooking(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { setPlan } = await import('../../functions/account/members');
  const { saveStaffAvailability } = await import('../../functions/visios/staff-visios');
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const account = async (role?: 'educator') => {
    const email = `banc-visios-${randomUUID()}@example.com`;
    const userId = await signUp(pool, { email, password: PASSWORD, firstName: 'Banc' });
    if (role) await addToGroup(pool, email, role);
    return { userId, token: (await signIn(pool, email, PASSWORD)).accessToken };
  };
  const [member, educator] = await Promise.all([account(), account('educator')]);
  const at = new Date().toISOString();
  await setPlan(db(), member.userId, 'premium', at);
  await db().entities.subscription.patch({ userId: member.userId }).set({ visiosBonus: 1_000 }).go();
  const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  await saveStaffAvailability(db(), { educatorId: educator.userId, rules: { weekly: allDay, overrides: [], minNoticeMinutes: 0, bufferMinutes: 0, horizonDays: 30 }, at });

  // One start per hour from tomorrow: a 30-minute bonus visio (a visio de suivi) each, never touching the next.
  const firstHour = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000;
  let next = 0;
  const nextStart = () => new Date(firstHour + (next++) * 3_600_000).toISOString();
  const book = async () => {
    const response = await fetch(`${stack.urls.api}/visios`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: randomUUID(), duration: 30, start: nextStart() }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`POST /visios : ${response.status}`);
  };
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const TableName = stack.tableName;
  const rawBooking = () => {
    const id = randomUUID();
    const put = (sk: string, item: object = {}) => ({ Put: { TableName, Item: { pk: `banc#${id}`, sk, ...item }, ConditionExpression: 'attribute_not_exists(pk)' } });
    return raw.send(
      new TransactWriteCommand({
        TransactItems: [
          put('visio', { start: nextStart(), note: 'banc' }),
          { Update: { TableName, Key: { pk: `banc#${member.userId}`, sk: 'credit' }, UpdateExpression: 'ADD visios :one', ExpressionAttributeValues: { ':one': 1 } } },
          put('cell#0'),
          put('cell#1'),
          put('cell#2'),
          { Update: { TableName, Key: { pk: 'banc#compteur', sk: 'mois' }, UpdateExpression: 'ADD visios :one', ExpressionAttributeValues: { ':one': 1 } } },
          put('evenement', { detail: JSON.stringify({ visioId: id }) }),
        ],
      }),
    );
  };
  // A longer warm-up than the other benches: the route and its consumer load three SDK clients on first use.
  const samples = await sampleInterleaved(SAMPLES, { route: book, raw: rawBooking }, 50, () => stack.drained());
  printTable('Visio booking — budget: the route’s median ≤ 3× its raw DynamoDB Local transaction', [
    {
      call: 'POST /visios (bonus visio) vs TransactWriteItems (booking + credit + 3 cells + counter + event)',
      samples: samples.route.length,
      median: ms(median(samples.route)),
      p99: ms(percentile(samples.route, 99)),
      'raw median': ms(median(samples.raw)),
      '× raw': (median(samples.route) / median(samples.raw)).toFixed(2),
    },
  ]);
}
