import { randomUUID } from 'node:crypto';
import type { Stack } from '../dev/stack';
import { printTable } from './stats';

const MEMBERS = 100_000;
const BATCH = 25;
const PARALLEL_BATCHES = 20;

/**
 * Issue 15: the monthly reset over 100,000 Premium members (written straight into DynamoDB Local by batches: the job
 * reads only their subscriptions), its time and the process's memory (the whole local stack runs in this process:
 * read the growth from 'before' to 'peak'), then the same month again with its saved progress forgotten: every
 * member is skipped by their own condition. Memory is sampled every 50 ms while the job runs.
 */
export async function benchMonthlyReset(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { monthlyReset } = await import('../../functions/jobs/monthly-reset');

  const seedStarted = Date.now();
  const now = new Date().toISOString();
  const items = (offset: number) =>
    Array.from({ length: BATCH }, (_, k) => ({ userId: `banc-reset-${offset + k}-${randomUUID()}`, plan: 'premium' as const, ticketsRemaining: 0, visiosRemaining: 0, visiosBonus: 0, updatedAt: now }));
  for (let offset = 0; offset < MEMBERS; offset += BATCH * PARALLEL_BATCHES) {
    await Promise.all(Array.from({ length: PARALLEL_BATCHES }, (_, b) => db().entities.subscription.put(items(offset + b * BATCH)).go()));
  }
  const seeded = Date.now() - seedStarted;

  const run = async (month: string) => {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const summary = await monthlyReset(db(), { scheduledTime: new Date(`${month}-01T00:00:00+01:00`).toISOString(), remainingMs: () => Number.MAX_SAFE_INTEGER });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { summary, seconds, before, peak };
  };
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const row = (label: string, { summary, seconds, before, peak }: Awaited<ReturnType<typeof run>>) => ({
    run: label,
    reset: summary.reset,
    skipped: summary.skipped,
    seconds: seconds.toFixed(1),
    'members/s': Math.round((summary.reset + summary.skipped) / seconds),
    'rss before': mb(before),
    'rss peak': mb(peak),
  });
  const first = await run('2032-01');
  // The run's saved progress forgotten (as if it had died before saving it): every member is looked at again, and
  // each one's condition leaves them as they are.
  for (const segment of ['premium', 'expert']) await db().entities.jobProgress.delete({ job: 'monthly-reset', period: '2032-01', segment }).go();
  const second = await run('2032-01');
  printTable(`Monthly reset over ${MEMBERS.toLocaleString('en')} Premium members (seeded in ${(seeded / 1000).toFixed(0)} s) — paged by 100, memory bounded`, [
    row('first run of the month', first),
    row('again, progress forgotten (all skipped)', second),
  ]);
}
