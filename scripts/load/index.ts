import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { confirmAccount, findAccount } from '../dev/accounts';
import type { StackInfo } from '../dev/stack';
import { LOCAL_CREDENTIALS } from '../dev/local-aws';
import { READY_PREFIX } from '../dev/test-stack-protocol';
import { cognitoClient } from '../dev/user-pool';
import { ms } from '../bench/stats';
import { LoadClient } from './client';
import { budgetLines, checkLedger, errorsByStatus, isLoopback, routeFigures, type LedgerState, type MemberLedger, type PaidAnswer } from './measure';

/**
 * `npm run load` (issue 24, the load of a launch day): N members (200) do the core loop — sign in, their
 * recommendations, a fiche, its validation, their points — for a fixed time (60 s), the first of them arriving over
 * its first seconds (`--ramp`, 10 s), against a local stack this script
 * starts (loopback only), through a fixed number of connections. The members are signed up through the API, confirmed
 * in cognito-local and given a dog before the timed run. It prints the throughput, p50/p95/p99 per route and the errors
 * by status, then checks the ledger in DynamoDB Local: for each member, the points the validations' answers credited
 * equal the new ledger lines and the balance's move (no lost or double credit), and prints the budget lines.
 * A member validates again, now and then, a fiche it has already done (it pays once). The stack runs in a child
 * process (its CPU apart from the load's timing), its logs go to a file whose path is printed.
 *
 *   npm run load                                   # 200 members, 60 s
 *   npm run load -- --duration 10 --members 20     # a short run while developing
 *   npm run load -- --ramp 0                       # every member starts at the same instant
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const LIMITS = { duration: 300, members: 1000, connections: 512, ramp: 300 };
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    members: { type: 'string', default: '200' },
    /** Connections to the API (the members share them, like browsers behind one CDN edge). */
    connections: { type: 'string', default: '100' },
    /**
     * Seconds over which the members arrive, one every ramp/members (every 50 ms for 200 over 10 s), as a launch day's
     * crowd does (a mail or a post brings visits over minutes, not in one instant) and as load tools start their
     * virtual users (k6's stages, Gatling's rampUsers). Started at the same instant, the 200 first sign-ins queued
     * behind each other in cognito-local, each waiting for the ones before (p50 1.3 s, p99 14.9 s): a figure of the
     * start, not of the product. Cognito in AWS would not take such a burst either: its UserAuthentication
     * operations have a quota per second (120 by default, per account and Region).
     */
    ramp: { type: 'string', default: '10' },
    /** Where the figures go as JSON (the cost model reads the routes' durations there). */
    out: { type: 'string', default: join(root, '.local/load/last-run.json') },
  },
});
const bounded = (name: keyof typeof LIMITS) => {
  const value = Number(args[name]);
  const least = name === 'ramp' ? 0 : 1;
  if (!Number.isInteger(value) || value < least || value > LIMITS[name]) throw new Error(`--${name} must be an integer from ${least} to ${LIMITS[name]} (got ${String(args[name])})`);
  return value;
};
const DURATION_S = bounded('duration');
const MEMBERS = bounded('members');
const CONNECTIONS = bounded('connections');
const RAMP_S = bounded('ramp');
if (RAMP_S >= DURATION_S) throw new Error(`--ramp (${RAMP_S} s) must be shorter than --duration (${DURATION_S} s)`);
/** Each member validates again, with this chance, a fiche it has already done ('Refaire la séance'). */
const REPEAT_CHANCE = 0.25;
/**
 * A member signs in, then does the loop this many times with the session's token before signing in again (a visit).
 * Signing in on every loop made cognito-local (which rewrites its JSON store on each sign-in) the whole run's
 * bottleneck: 50 s median under 200 members, answers timing out, the API routes idle behind it.
 */
const LOOPS_PER_SESSION = 4;
const PASSWORD = 'Jour-De-Lancement-2026!';
/** Members signed up at once before the run. */
const SIGN_UP_CONCURRENCY = 8;

const ROUTES = {
  recommendations: 'GET /recommendations',
  fiche: 'GET /fiches/{id}',
  validate: 'POST /fiches/{id}/validate',
  points: 'GET /points',
} as const;

interface Member {
  userId: string;
  email: string;
  done: string[];
  answers: PaidAnswer[];
  unanswered: number;
}

/** The stack in a child process (scripts/dev/serve-for-tests.ts: free ports, in memory, quiet), its output to `logFile`. */
async function startStackProcess(logFile: string): Promise<{ info: StackInfo; stop: () => Promise<void> }> {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/serve-for-tests.ts'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stderr!.pipe(log);
  const info = await new Promise<StackInfo>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`The local stack did not start in 300 s (log: ${logFile})`)), 300_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        ready(JSON.parse(line.slice(READY_PREFIX.length)) as StackInfo);
      } else log.write(`${line}\n`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The local stack stopped while starting (code ${code}; log: ${logFile})`));
    });
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => log.end(() => done()));
      child.kill('SIGTERM');
    });
  return { info, stop };
}

/** Up to `limit` of `run` at once over `items`. */
async function inBatches<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]!);
      }
    }),
  );
  return results;
}

const logFile = join(root, '.local/load', `stack-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
console.log(`# La Meute — launch-day load (${new Date().toISOString()}, Node ${process.version})`);
console.log(`${MEMBERS} members arriving over ${RAMP_S} s, ${DURATION_S} s in all, ${CONNECTIONS} connections to the API; stack log: ${logFile}`);
const stack = await startStackProcess(logFile);
let client: LoadClient | undefined;
try {
  const { info } = stack;
  for (const url of [info.urls.api, info.urls.cognito, info.urls.dynamodb]) if (!isLoopback(url)) throw new Error(`Refused: ${url} is not a loopback address`);
  process.env.TABLE_NAME = info.tableName;
  process.env.DYNAMODB_ENDPOINT = info.urls.dynamodb;
  process.env.AWS_REGION = info.region;
  process.env.AWS_ACCESS_KEY_ID = LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_CREDENTIALS.secretAccessKey;
  const { db } = await import('../../functions/lib/db/service');
  client = new LoadClient({ api: info.urls.api, cognito: info.urls.cognito }, { api: CONNECTIONS, cognito: Math.max(1, Math.min(CONNECTIONS, 50)) });
  const load = client;
  const pool = { client: cognitoClient(info.urls.cognito), userPoolId: info.userPoolId, userPoolClientId: info.userPoolClientId };

  const ledgerOf = async (userId: string): Promise<LedgerState> => {
    const [points, lines] = await Promise.all([
      db().entities.points.get({ userId }).go({ consistent: true }),
      db().entities.pointTransaction.query.bySource({ userId }).go({ pages: 'all', consistent: true }),
    ]);
    return { total: points.data?.total ?? 0, lines: lines.data.map(({ source, points: amount }) => ({ source, points: amount })) };
  };

  // The members: signed up through the API, confirmed, signed in once, a dog (the quick profile) so recommendations score.
  const started = performance.now();
  const members = await inBatches(
    Array.from({ length: MEMBERS }, (_, i) => i),
    SIGN_UP_CONCURRENCY,
    async (i): Promise<Member & { before: LedgerState }> => {
      const email = `charge-${randomUUID()}@example.com`;
      const signUp = await load.call('POST /auth/sign-up', '/auth/sign-up', { body: { firstName: 'Charge', email, password: PASSWORD, acceptCgu: true } });
      if (signUp.status !== 204) throw new Error(`Sign-up of member ${i} answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
      await confirmAccount(pool, email);
      const userId = await findAccount(pool, email);
      const token = await load.signIn(info.userPoolClientId, email, PASSWORD);
      if (!userId || !token) throw new Error(`Member ${i} cannot sign in`);
      const dog = await load.call('PUT /dog-profile', '/dog-profile', { token, body: { form: 'quick', profile: { nom: 'Filou', sexe: i % 2 ? 'male' : 'femelle', age_mois: 6 + (i % 60) } } });
      if (dog.status !== 200) throw new Error(`Dog profile of member ${i} answered ${dog.status}: ${JSON.stringify(dog.body)}`);
      return { userId, email, done: [], answers: [], unanswered: 0, before: await ledgerOf(userId) };
    },
  );
  console.log(`${MEMBERS} members signed up, confirmed and given a dog in ${ms(performance.now() - started)}`);

  // The timed run: the members arrive one after another over the ramp, then loop until the deadline; a step is not
  // started past it.
  const loadBefore = loadavg();
  load.recording = true;
  const runStart = performance.now();
  const deadline = runStart + DURATION_S * 1000;
  const open = () => performance.now() < deadline;
  await Promise.all(
    members.map(async (member, index) => {
      await sleep((index * RAMP_S * 1000) / MEMBERS);
      let token: string | null = null;
      for (let loop = 0; open(); loop += 1) {
        if (!token || loop % LOOPS_PER_SESSION === 0) token = await load.signIn(info.userPoolClientId, member.email, PASSWORD);
        if (!token || !open()) continue;
        const recommended = await load.call(ROUTES.recommendations, '/recommendations', { token });
        const cards = ((recommended.body as { fiches?: Array<{ id: string; locked: boolean }> } | null)?.fiches ?? []).filter((card) => !card.locked);
        const again = member.done.length > 0 && (cards.length === 0 || Math.random() < REPEAT_CHANCE);
        const ficheId = again ? member.done[Math.floor(Math.random() * member.done.length)] : cards[Math.floor(Math.random() * Math.min(3, cards.length))]?.id;
        if (!ficheId || !open()) continue;
        await load.call(ROUTES.fiche, `/fiches/${ficheId}`, { token });
        if (!open()) continue;
        const validation = await load.call(ROUTES.validate, `/fiches/${ficheId}/validate`, { token });
        if (validation.status === 200) {
          member.answers.push({ ficheId, pointsEarned: (validation.body as { pointsEarned: number }).pointsEarned });
          if (!member.done.includes(ficheId)) member.done.push(ficheId);
        } else member.unanswered += 1;
        if (!open()) continue;
        await load.call(ROUTES.points, '/points', { token });
      }
    }),
  );
  const seconds = (performance.now() - runStart) / 1000;
  load.recording = false;
  const loadAfter = loadavg();

  const figures = routeFigures(load.samples, seconds);
  const errors = errorsByStatus(load.samples);
  console.log(`\n## Timed run: ${load.samples.length} requests in ${seconds.toFixed(1)} s → ${(load.samples.length / seconds).toFixed(1)} req/s`);
  console.log(`Load average (1, 5, 15 min): before ${loadBefore.map((v) => v.toFixed(2)).join(', ')}; after ${loadAfter.map((v) => v.toFixed(2)).join(', ')}`);
  console.table(
    figures.map((route) => ({
      route: route.route,
      requests: route.requests,
      'req/s': route.throughput.toFixed(1),
      p50: ms(route.p50),
      p95: ms(route.p95),
      p99: ms(route.p99),
      'p99/p50': route.spread.toFixed(1),
      errors: route.errors,
    })),
  );
  console.log(`Errors by status: ${Object.keys(errors).length === 0 ? 'none' : JSON.stringify(errors)}`);

  // The ledger, read from DynamoDB Local once every answer is in.
  const ledger = checkLedger(
    await inBatches(members, 16, async (member): Promise<MemberLedger> => ({ userId: member.userId, before: member.before, after: await ledgerOf(member.userId), answers: member.answers, unanswered: member.unanswered })),
  );
  const repeats = members.reduce((sum, member) => sum + member.answers.length - new Set(member.answers.map((answer) => answer.ficheId)).size, 0);
  console.log(`\n## Ledger: ${ledger.members} members, ${members.reduce((sum, member) => sum + member.answers.length, 0)} validations answered (${repeats} of a fiche already done), ${ledger.credits} paid ${ledger.pointsAnswered} points`);
  for (const fault of ledger.faults.slice(0, 20)) console.log(`  ${fault}`);

  const budgets = budgetLines(figures, errors, ledger);
  console.log('\n## Budgets');
  for (const line of budgets) console.log(`${line.pass ? 'PASS' : 'FAIL'}  ${line.budget}: ${line.measured}`);

  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, JSON.stringify({ at: new Date().toISOString(), members: MEMBERS, durationSeconds: seconds, connections: CONNECTIONS, loadBefore, loadAfter, figures, errors, ledger, budgets }, null, 2));
  console.log(`\nFigures written to ${args.out}`);
  process.exitCode = budgets.every((line) => line.pass) ? 0 : 1;
} finally {
  await client?.close();
  await stack.stop();
}
