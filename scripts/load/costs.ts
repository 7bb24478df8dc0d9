import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { FICHES } from '../../shared/catalogue';
import { canReadFiche } from '../../shared/domain/entitlements';
import { events, type EventName } from '../../shared/events/catalogue';
import { confirmAccount, findAccount, signIn } from '../dev/accounts';
import { startStack } from '../dev/stack';
import { cognitoClient } from '../dev/user-pool';
import { median } from '../bench/stats';
import { countCapacity } from './capacity';
import { gbSeconds, monthlyBill, perMemberEur, type JourneyCount, type MemberMonth } from './cost-model';
import { EUR_PER_USD, PRICES, PRICES_READ } from './prices';

/**
 * `npm run costs` (issue 24): the cost model. Runs each journey of a member against a local stack (in this process,
 * quiet), counting what AWS would bill: Lambda invocations (the API's, Cognito's triggers, the outbox relay's, one per
 * consumer of each event) and their durations, DynamoDB read and write units (ConsumedCapacity), e-mails sent, live
 * messages; then prices an active member's month (the usage profile below) at 1,000, 10,000 and 100,000 members with
 * the list prices of eu-west-3 (scripts/load/prices.ts) and writes docs/costs.md.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The functions' own logs stay out of the output (errors only).
process.env.LOG_LEVEL = 'ERROR';
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const REPEATS = 5;
const MEMBER_COUNTS = [1_000, 10_000, 100_000] as const;
const BUDGET_EUR = 0.05;
const PASSWORD = 'Modele-De-Couts-2026!';

/** Memory of each kind of function, as infra/ deploys them (MB). */
const MEMORY = { api: 1024, trigger: 1024, consumer: 512, relay: 512 } as const;
/** Consumers that publish on the live channel (AppSync Events): one publish, one delivery per connected device. */
const LIVE_CONSUMERS = new Set(['member-notifications', 'staff-notifications']);

/**
 * An active member's month (the usage profile), and why:
 * - sessions: 12 — the weekly rhythm's default goal is 3 training sessions a week (issue 25), each opened in the app;
 * - fiche pages: 16 — the fiche of each session, and a few read ahead;
 * - library: 4 — the catalogue browsed about once a week;
 * - validations: 12 — one per session (a session is a fiche done with the dog);
 * - tickets: 0.5 — one active member in two asks the educators a question in a month (a ticket and a reply read);
 * - mails outside the journeys: 4 — the weekly new-fiches letter to those who consented (every member counted, to
 *   stay on the safe side); reminders go by web push, free;
 * - live connection: 15 minutes per session while the app is open;
 * - CloudFront: 20 requests and 0.4 MB per session besides the API's (HTML, hashed chunks mostly cached by the browser,
 *   fonts, images of the fiches); every API call goes through CloudFront too (the site's /api/* behaviour);
 * - logs: 0.4 KB per Lambda invocation (START/END/REPORT; INFO is off in production), 0.6 KB per API access log line;
 * - storage: 100 KB of items per member (ledger lines, progress, sessions, tickets).
 */
const PROFILE = {
  sessions: 12,
  fichePages: 16,
  library: 4,
  validations: 12,
  tickets: 0.5,
  otherMails: 4,
  liveMinutesPerSession: 15,
  cloudFrontRequestsPerSession: 20,
  cloudFrontMbPerSession: 0.4,
  logKbPerInvocation: 0.4,
  logKbPerApiRequest: 0.6,
  storageKb: 100,
  /** Cognito triggers' and the relay's durations are not measured here (ms, billed). */
  triggerMs: 60,
  relayMs: 40,
} as const;

// The stack runs in this process: what it prints (the functions' JSON logs) goes to a file; the report to the console.
const logFile = join(root, '.local/load', `costs-stack-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
mkdirSync(dirname(logFile), { recursive: true });
const stackLog = createWriteStream(logFile);
const print = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array) => stackLog.write(chunk)) as typeof process.stdout.write;
const say = (text: string) => print(`${text}\n`);
say(`Cost model: running the journeys on a local stack (its log: ${logFile})`);
const stack = await startStack({ dataDir: null, seed: false, quiet: true, ports: { web: 0, api: 0, cognito: 0, dynamodb: 0, aws: 0, realtime: 0, stripe: 0 } });
try {
  const { dynamoClient } = await import('../../functions/lib/db/client');
  const { db } = await import('../../functions/lib/db/service');
  const { setPlan } = await import('../../functions/account/members');
  const capacity = countCapacity(dynamoClient());
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.region, endpoint: stack.urls.dynamodb }));
  const pool = { client: cognitoClient(stack.urls.cognito), userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId };

  const outboxEvents = async (): Promise<Map<string, EventName>> => {
    const found = new Map<string, EventName>();
    let start: Record<string, unknown> | undefined;
    do {
      const page = await raw.send(
        new ScanCommand({ TableName: stack.tableName, FilterExpression: '#e = :e', ExpressionAttributeNames: { '#e': '__edb_e__' }, ExpressionAttributeValues: { ':e': 'outboxEvent' }, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) found.set(String(item.eventId), item.name as EventName);
      start = page.LastEvaluatedKey;
    } while (start);
    return found;
  };
  const mailCount = async () => ((await (await fetch(`${stack.urls.aws}/_local/mails`)).json()) as unknown[]).length;

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const start = performance.now();
    const response = await fetch(`${stack.urls.api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => null)) as unknown;
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return { ms: performance.now() - start, json };
  };

  const newMember = async (premium = false) => {
    const email = `couts-${randomUUID()}@example.com`;
    const signUp = await fetch(`${stack.urls.api}/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Coût', email, password: PASSWORD, acceptCgu: true }) });
    if (signUp.status !== 204) throw new Error(`Sign-up answered ${signUp.status}`);
    await confirmAccount(pool, email);
    const userId = (await findAccount(pool, email))!;
    if (premium) await setPlan(db(), userId, 'premium', new Date().toISOString());
    const { accessToken } = await signIn(pool, email, PASSWORD);
    await call('PUT', '/dog-profile', accessToken, { form: 'quick', profile: { nom: 'Filou', sexe: 'male', age_mois: 18 } });
    await stack.drained();
    return { email, token: accessToken };
  };

  /**
   * Runs `journey` and counts what it made AWS do, once its events' consumers have finished: the API's requests are
   * timed by `call` (the journey returns their durations), everything else is counted around it.
   */
  const measure = async (journey: () => Promise<{ apiMs: number[]; signIns: number }>): Promise<JourneyCount> => {
    await stack.drained();
    const [eventsBefore, mailsBefore] = await Promise.all([outboxEvents(), mailCount()]);
    const units = { read: capacity.readUnits, write: capacity.writeUnits };
    const { apiMs, signIns } = await journey();
    const settleStart = performance.now();
    await stack.drained();
    const settleMs = performance.now() - settleStart;
    const readUnits = capacity.readUnits - units.read;
    const writeUnits = capacity.writeUnits - units.write;
    const [eventsAfter, mailsAfter] = await Promise.all([outboxEvents(), mailCount()]);
    const fresh = [...eventsAfter].filter(([id]) => !eventsBefore.has(id)).map(([, name]) => name);
    const consumers = fresh.flatMap((name) => [...events[name].consumers]);
    return {
      invocations: [
        { memoryMb: MEMORY.api, count: apiMs.length, ms: apiMs.reduce((sum, value) => sum + value, 0) },
        { memoryMb: MEMORY.trigger, count: signIns, ms: signIns * PROFILE.triggerMs },
        { memoryMb: MEMORY.relay, count: fresh.length, ms: fresh.length * PROFILE.relayMs },
        // The consumers' time: what the journey waited for them after its last answer, shared out (an upper bound).
        { memoryMb: MEMORY.consumer, count: consumers.length, ms: consumers.length > 0 ? Math.max(settleMs, consumers.length) : 0 },
      ],
      apiRequests: apiMs.length,
      cognitoSignIns: signIns,
      readUnits,
      writeUnits,
      events: fresh.length,
      consumerInvocations: consumers.length,
      mails: mailsAfter - mailsBefore,
      liveMessages: consumers.filter((name) => LIVE_CONSUMERS.has(name)).length,
    };
  };

  const freeFiches = FICHES.filter((fiche) => fiche.isPublished && canReadFiche('gratuit', fiche)).map((fiche) => fiche.id);
  const journeys: Record<string, () => Promise<{ apiMs: number[]; signIns: number }>> = {};
  const members = await Promise.all(Array.from({ length: REPEATS }, () => newMember()));
  const premiums = await Promise.all(Array.from({ length: REPEATS }, () => newMember(true)));
  // One run to warm every route up (the first call of a function loads its module), not counted.
  await call('GET', '/me', members[0]!.token);
  await call('GET', '/recommendations', members[0]!.token);
  await call('GET', '/fiches', members[0]!.token);
  await call('GET', `/fiches/${freeFiches[0]}`, members[0]!.token);
  await call('GET', '/points', members[0]!.token);

  const samples: Record<string, JourneyCount[]> = { session: [], fiche: [], library: [], validation: [], ticket: [] };
  for (let i = 0; i < REPEATS; i += 1) {
    const member = members[i]!;
    const premium = premiums[i]!;
    journeys.session = async () => {
      const { accessToken } = await signIn(pool, member.email, PASSWORD);
      const answers = [await call('GET', '/me', accessToken), await call('GET', '/recommendations', accessToken), await call('GET', '/points', accessToken)];
      return { apiMs: answers.map((answer) => answer.ms), signIns: 1 };
    };
    journeys.fiche = async () => ({ apiMs: [(await call('GET', `/fiches/${freeFiches[i + 1]}`, member.token)).ms], signIns: 0 });
    journeys.library = async () => ({ apiMs: [(await call('GET', '/fiches', member.token)).ms], signIns: 0 });
    journeys.validation = async () => ({ apiMs: [(await call('POST', `/fiches/${freeFiches[i + 1]}/validate`, member.token)).ms], signIns: 0 });
    journeys.ticket = async () => {
      const created = await call('POST', '/tickets', premium.token, {
        title: 'Il tire en laisse',
        description: 'Il tire beaucoup en laisse dès que nous croisons un autre chien.',
        category: 'comportement',
        priority: 'standard',
        requestId: randomUUID(),
      });
      const ticketId = (created.json as { ticket: { id: string } }).ticket.id;
      const read = await call('GET', `/tickets/${ticketId}`, premium.token);
      return { apiMs: [created.ms, read.ms], signIns: 0 };
    };
    for (const name of Object.keys(samples)) samples[name]!.push(await measure(journeys[name]!));
  }

  /** The journey's median figure of each count, over the repeats. */
  const typical = (name: string): JourneyCount => {
    const runs = samples[name]!;
    const med = (pick: (run: JourneyCount) => number) => median(runs.map(pick));
    return {
      invocations: runs[0]!.invocations.map((kind, k) => ({ memoryMb: kind.memoryMb, count: med((run) => run.invocations[k]!.count), ms: med((run) => run.invocations[k]!.ms) })),
      apiRequests: med((run) => run.apiRequests),
      cognitoSignIns: med((run) => run.cognitoSignIns),
      readUnits: med((run) => run.readUnits),
      writeUnits: med((run) => run.writeUnits),
      events: med((run) => run.events),
      consumerInvocations: med((run) => run.consumerInvocations),
      mails: med((run) => run.mails),
      liveMessages: med((run) => run.liveMessages),
    };
  };
  const perMonth: Record<string, number> = { session: PROFILE.sessions, fiche: PROFILE.fichePages, library: PROFILE.library, validation: PROFILE.validations, ticket: PROFILE.tickets };
  const measured = Object.fromEntries(Object.keys(samples).map((name) => [name, typical(name)])) as Record<string, JourneyCount>;
  const sum = (pick: (count: JourneyCount) => number) => Object.entries(measured).reduce((total, [name, count]) => total + perMonth[name]! * pick(count), 0);
  const invocations = (count: JourneyCount) => count.invocations.reduce((total, kind) => total + kind.count, 0);
  const apiRequests = sum((count) => count.apiRequests);
  const liveMessages = sum((count) => count.liveMessages);
  const cloudFrontRequests = apiRequests + PROFILE.sessions * PROFILE.cloudFrontRequestsPerSession;
  const member: MemberMonth = {
    lambdaRequests: sum(invocations),
    lambdaGbSeconds: sum((count) => gbSeconds(count.invocations)),
    apiRequests,
    dynamoReadUnits: sum((count) => count.readUnits),
    dynamoWriteUnits: sum((count) => count.writeUnits),
    dynamoStorageKb: PROFILE.storageKb,
    cloudFrontRequests,
    cloudFrontGb: (PROFILE.sessions * PROFILE.cloudFrontMbPerSession + apiRequests * 0.005) / 1024,
    mails: sum((count) => count.mails) + PROFILE.otherMails,
    liveOperations: liveMessages * 2,
    liveConnectionMinutes: PROFILE.sessions * PROFILE.liveMinutesPerSession,
    events: sum((count) => count.events),
    // Per message of a consumer's queue: EventBridge's send, Lambda's receive and delete.
    sqsRequests: sum((count) => count.consumerInvocations) * 3,
    logGb: (sum(invocations) * PROFILE.logKbPerInvocation + apiRequests * PROFILE.logKbPerApiRequest) / 1024 / 1024,
    secretCalls: 0,
  };

  const bills = MEMBER_COUNTS.map((members) => ({ members, lines: monthlyBill(PRICES, member, members) }));
  const eur = (usd: number) => usd * EUR_PER_USD.rate;
  const perMember = (members: number, lines: ReturnType<typeof monthlyBill>) => perMemberEur(lines, members, EUR_PER_USD.rate);
  const atTenThousand = perMember(10_000, bills[1]!.lines);
  const money = (value: number) => (value >= 1 ? `${value.toFixed(2)} €` : `${value.toFixed(4)} €`);

  const journeyRows = Object.entries(measured).map(([name, count]) => {
    const apiMs = count.invocations[0]!;
    return `| ${name} | ${perMonth[name]} | ${count.apiRequests} | ${apiMs.count > 0 ? (apiMs.ms / apiMs.count).toFixed(0) : '–'} | ${count.cognitoSignIns} | ${count.events} | ${count.consumerInvocations} | ${invocations(count)} | ${count.readUnits.toFixed(1)} | ${count.writeUnits.toFixed(1)} | ${count.mails} | ${count.liveMessages} |`;
  });
  const services = bills[0]!.lines.map((line, index) => {
    const cells = bills.map(({ members, lines }) => `${money(eur(lines[index]!.usd))} (${money(eur(lines[index]!.usd) / members)})`);
    return `| ${line.service} | ${cells.join(' | ')} | ${bills[1]!.lines[index]!.basis} |`;
  });
  const totals = bills.map(({ members, lines }) => `**${money(eur(lines.reduce((total, line) => total + line.usd, 0)))} (${money(perMember(members, lines))})**`);
  const priceRows = Object.entries(PRICES).map(([service, price]) => {
    const figures = Object.entries(price)
      .filter(([key]) => key !== 'source')
      .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
      .join(', ');
    return `| ${service} | ${figures} | ${price.source} |`;
  });

  const doc = `# What La Meute costs to run, per active member

Written by \`npm run costs\` (scripts/load/costs.ts) on ${new Date().toISOString().slice(0, 10)}; do not edit by hand. To re-run it:
\`npm run costs\` (a few minutes: it starts a local stack in its own process, its log to a file under .local/load/, runs
each journey ${REPEATS} times, keeps the median of each count, and writes this file; load average of the machine during
this run: ${loadavg().map((value) => value.toFixed(1)).join(', ')}, which lengthens the durations below). Prices: scripts/load/prices.ts (read ${PRICES_READ}); the usage
profile: \`PROFILE\` in scripts/load/costs.ts. Change either there, never here.

## Budget

**${money(atTenThousand)} per active member-month at 10,000 members — budget ≤ ${BUDGET_EUR.toFixed(2)} € → ${atTenThousand <= BUDGET_EUR ? 'PASS' : 'FAIL'}**

| | 1,000 members | 10,000 members | 100,000 members |
|---|---|---|---|
| per active member-month | ${bills.map(({ members, lines }) => money(perMember(members, lines))).join(' | ')} |
| whole month | ${bills.map(({ lines }) => money(eur(lines.reduce((total, line) => total + line.usd, 0)))).join(' | ')} |

## Per service, a month (whole bill, and per member in brackets)

| service | 1,000 members | 10,000 members | 100,000 members | what it counts at 10,000 |
|---|---|---|---|---|
${services.join('\n')}
| **total** | ${totals.join(' | ')} | |

Euros at ${EUR_PER_USD.rate} € per $ (${EUR_PER_USD.source}). Fixed fees (WAF's web ACL and rules, the secrets, the SQS
pollers' empty receives) weigh on small numbers of members; Cognito's Plus plan (threat protection, infra/constructs/auth.ts)
is per member and has no free tier: it is ${money(eur(PRICES.cognito.plusPerMau))} of every member's month. On the
Essentials plan (10,000 MAU free, then $${PRICES.cognito.essentialsPerMau}) it would be 0 € at 1,000 and 10,000 members
and ${money((eur(PRICES.cognito.essentialsPerMau) * (100_000 - PRICES.cognito.essentialsFreeMau)) / 100_000)} per member at 100,000.

## The journeys, measured on the local stack

One member each (free plan, with a dog; the ticket by a Premium member), ${REPEATS} runs, the median of each count.
Lambda invocations: the API's (one per request, ${MEMORY.api} MB), Cognito's post-authentication trigger (one per sign-in,
${MEMORY.trigger} MB, ${PROFILE.triggerMs} ms assumed), the outbox relay (one per event, ${MEMORY.relay} MB, ${PROFILE.relayMs} ms
assumed) and one per consumer of each event (${MEMORY.consumer} MB; their time: how long the journey waited for them after its
last answer, an upper bound). DynamoDB units: the ConsumedCapacity DynamoDB Local returned to the functions' client
(scripts/load/capacity.ts). Durations are the API's answers seen by the client, gateway included: an upper bound of
the Lambda's billed time.

| journey | per month | API requests | API ms (mean) | sign-ins | events | consumer runs | Lambda invocations | RRU | WRU | e-mails | live messages |
|---|---|---|---|---|---|---|---|---|---|---|---|
${journeyRows.join('\n')}

- session: a sign-in (Cognito), \`GET /me\`, \`GET /recommendations\`, \`GET /points\`;
- fiche: \`GET /fiches/{id}\`; library: \`GET /fiches\`; validation: \`POST /fiches/{id}/validate\` of a new fiche;
- ticket: \`POST /tickets\` and \`GET /tickets/{id}\`.

## An active member's month (the usage profile)

| | per member-month |
|---|---|
| sessions (sign-in, dashboard, recommendations, points) | ${PROFILE.sessions} — the weekly rhythm's default goal, 3 sessions a week |
| fiche pages | ${PROFILE.fichePages} — the fiche of each session and a few read ahead |
| library visits | ${PROFILE.library} — about once a week |
| validations | ${PROFILE.validations} — one per session |
| tickets | ${PROFILE.tickets} — one active member in two asks a question a month |
| e-mails besides the journeys' | ${PROFILE.otherMails} — the weekly new-fiches letter (reminders go by web push) |
| live connection | ${PROFILE.liveMinutesPerSession} minutes per session, ${member.liveConnectionMinutes} minutes; 2 operations per live message (publish, delivery) |
| CloudFront besides the API | ${PROFILE.cloudFrontRequestsPerSession} requests and ${PROFILE.cloudFrontMbPerSession} MB per session; every API call passes through CloudFront and WAF |
| logs | ${PROFILE.logKbPerInvocation} KB per Lambda invocation, ${PROFILE.logKbPerApiRequest} KB per API access log line |
| storage | ${PROFILE.storageKb} KB of items |

Which gives, per active member-month: ${fmtMember(member)}.

Left out: sign-up (once per member, not monthly: a few Lambda invocations and e-mails), visios and shop payments
(Stripe's fees dwarf their AWS cost), the admin's and educators' use, data transfer between AWS services (free within the
region), the Lambda INIT phase of cold starts, and the 12-month free tiers.

## Prices (eu-west-3, USD, read ${PRICES_READ})

| service | prices | source |
|---|---|---|
${priceRows.join('\n')}
`;
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'docs/costs.md'), doc);
  say(doc.split('## The journeys')[0]!);
  say(`DynamoDB calls counted: ${capacity.calls} (${capacity.uncounted} without a ConsumedCapacity figure). docs/costs.md written.`);
} finally {
  await stack.stop();
  stackLog.end();
}

function fmtMember(member: MemberMonth): string {
  return Object.entries(member)
    .map(([key, value]) => `${key} ${Number(value.toPrecision(3))}`)
    .join(', ');
}
