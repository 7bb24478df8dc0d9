import { randomUUID } from 'node:crypto';
import type { Stack } from '../dev/stack';
import { measured, measuredColumns, seedInBatches, stackDb } from './paged-job';
import { printTable } from './stats';

const MEMBERS = 100_000;

/**
 * Issue 15: the monthly reset over 100,000 Premium members (written straight into DynamoDB Local by batches: the job
 * reads only their subscriptions), its time and the process's memory (the whole local stack runs in this process:
 * read the growth from 'before' to 'peak'), then the same month again with its saved progress forgotten: every
 * member is skipped by their own condition. Memory is sampled every 50 ms while the job runs.
 */
export async function benchMonthlyReset(stack: Stack): Promise<void> {
  const db = await stackDb(stack);
  const { monthlyReset } = await import('../../functions/jobs/monthly-reset');

  const now = new Date().toISOString();
  const seeded = await seedInBatches(MEMBERS, (from, count) =>
    db.entities.subscription
      .put(Array.from({ length: count }, (_, k) => ({ userId: `banc-reset-${from + k}-${randomUUID()}`, plan: 'premium' as const, ticketsRemaining: 0, visiosRemaining: 0, visiosBonus: 0, updatedAt: now })))
      .go(),
  );

  const run = (month: string) => measured(() => monthlyReset(db, { scheduledTime: new Date(`${month}-01T00:00:00+01:00`).toISOString(), remainingMs: () => Number.MAX_SAFE_INTEGER }));
  const row = (label: string, measure: Awaited<ReturnType<typeof run>>) => ({
    run: label,
    reset: measure.result.reset,
    skipped: measure.result.skipped,
    ...measuredColumns(measure, measure.result.reset + measure.result.skipped),
  });
  const first = await run('2032-01');
  // The run's saved progress forgotten (as if it had died before saving it): every member is looked at again, and
  // each one's condition leaves them as they are.
  for (const segment of ['premium', 'expert']) await db.entities.jobProgress.delete({ job: 'monthly-reset', period: '2032-01', segment }).go();
  const second = await run('2032-01');
  printTable(`Monthly reset over ${MEMBERS.toLocaleString('en')} Premium members (seeded in ${seeded.toFixed(0)} s) — paged by 100, memory bounded`, [
    row('first run of the month', first),
    row('again, progress forgotten (all skipped)', second),
  ]);
}
