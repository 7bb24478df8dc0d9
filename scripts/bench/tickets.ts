import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { signIn, signUp, addToGroup } from '../dev/accounts';
import type { Stack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median, ms, percentile, printTable, sampleInterleaved } from './stats';

const TICKETS = 5_000;
const SAMPLES = 100;
const PASSWORD = 'Banc-Essai-2026!';

/**
 * Issue 11 budget: creating a ticket and loading an educator's queue, with 5,000 tickets in the table, each at a
 * median ≤ 4× a raw DynamoDB Local call of the same kind (a TransactWriteItems of the ticket and its payment check; a
 * Query of the queue's index), measured in alternation in the same run.
 */
export async function benchTickets(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { setPlan } = await import('../../functions/account/members');
  const { ticketDueBy, ticketQueue, ticketUrgency } = await import('../../shared/domain/tickets');
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };
  const account = async (role?: 'educator') => {
    const email = `banc-tickets-${randomUUID()}@example.com`;
    const userId = await signUp(pool, { email, password: PASSWORD, firstName: 'Banc' });
    if (role) await addToGroup(pool, email, role);
    return { userId, token: (await signIn(pool, email, PASSWORD)).accessToken };
  };
  const [member, educator] = await Promise.all([account(), account('educator')]);
  await setPlan(db(), member.userId, 'expert', new Date().toISOString());

  // 5,000 tickets of 50 members: most finished, 600 waiting for an educator, 150 with the bench's educator.
  const statuses = (i: number) => (i < 600 ? { status: 'ouvert' as const, assignee: null } : i < 750 ? { status: 'en_cours' as const, assignee: educator.userId } : { status: i % 2 ? ('resolu' as const) : ('ferme' as const), assignee: educator.userId });
  const started = Date.now();
  for (let batch = 0; batch < TICKETS; batch += 25) {
    const items = Array.from({ length: 25 }, (_, k) => {
      const i = batch + k;
      const { status, assignee } = statuses(i);
      const priority = i % 7 === 0 ? ('urgent' as const) : ('standard' as const);
      // Open tickets arrived over the last day (a few already late), finished ones over the weeks before.
      const minutesAgo = i < 750 ? (i * 97) % 1_440 : 1_440 + (i - 750) * 10;
      const createdAt = new Date(started - minutesAgo * 60_000).toISOString();
      return {
        ticketId: randomUUID(),
        userId: `banc-membre-${i % 50}`,
        title: `Question ${i}`,
        description: 'Une question de banc d’essai, assez longue pour être réaliste.',
        category: 'general' as const,
        priority,
        status,
        memberName: 'Banc',
        memberPlan: 'expert' as const,
        paidWith: 'included',
        ...(assignee ? { assigneeId: assignee, assigneeName: 'Banc' } : {}),
        queue: ticketQueue(status, assignee),
        urgency: ticketUrgency(status, priority),
        createdAt,
        dueBy: ticketDueBy(createdAt, priority),
        lastMessageAt: createdAt,
        version: 1,
      };
    });
    await db().entities.ticket.put(items).go();
  }

  const form = { title: 'Mon chien aboie la nuit', description: 'Il aboie vers trois heures du matin depuis une semaine.', category: 'comportement', priority: 'standard' };
  const call = async (method: string, path: string, token: string, body?: object) => {
    const response = await fetch(`${stack.urls.api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    if (response.status >= 300) throw new Error(`${method} ${path} : ${response.status}`);
  };
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const TableName = stack.tableName;
  const [queueParams] = [db().entities.ticket.query.byQueue({ queue: ticketQueue('ouvert', null) }).params({ limit: 100 })];
  const runs = {
    createRoute: () => call('POST', '/tickets', member.token, { ...form, requestId: randomUUID() }),
    createRaw: () =>
      raw.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: `banc#${randomUUID()}`, sk: 'ticket', ...form }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { ConditionCheck: { TableName, Key: { pk: `banc#${member.userId}`, sk: 'plan' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      ),
    queueRoute: () => call('GET', '/staff/tickets?queue=non-assignes', educator.token),
    queueRaw: () => raw.send(new QueryCommand({ ...(queueParams as QueryCommandInput), TableName, Limit: 100 })),
  };
  const samples = await sampleInterleaved(SAMPLES, runs, 20);
  const row = (call: string, route: number[], base: number[]) => ({
    call,
    samples: route.length,
    median: ms(median(route)),
    p99: ms(percentile(route, 99)),
    'raw median': ms(median(base)),
    '× raw': (median(route) / median(base)).toFixed(2),
  });
  printTable(`Tickets, ${TICKETS} in the table — budget: each route's median ≤ 4× its raw DynamoDB Local call`, [
    row('POST /tickets (Expert+) vs TransactWriteItems (ticket + check)', samples.createRoute, samples.createRaw),
    row('GET /staff/tickets?queue=non-assignes (100 of 600, with every queue’s count) vs Query gsi2 (100)', samples.queueRoute, samples.queueRaw),
  ]);
}
