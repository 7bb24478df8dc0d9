import type { Stack } from '../dev/stack';
import { printTable } from './stats';

const MEMBERS = Number(process.env.BENCH_REMINDER_MEMBERS ?? 100_000);
const BATCH = 25;
const PARALLEL_BATCHES = 20;

/**
 * Issue 25: the training-reminders job over 100,000 members all due in one run (the worst slot: the same weekday and
 * quarter-hour), their reminder slots written straight into DynamoDB Local by BatchWrite (the job reads only the slot
 * index, then for each member their sessions of the day and one conditional transaction): time and the process's
 * memory (the whole local stack runs in this process: read the growth from 'before' to 'peak'), then the same run with
 * its saved progress forgotten, where every member's mark of the day refuses a second reminder. A day far ahead: the
 * stack's consumer finds those reminders late and sends nothing.
 */
export async function benchTrainingReminders(stack: Stack): Promise<void> {
  process.env.TABLE_NAME = stack.tableName;
  process.env.DYNAMODB_ENDPOINT = stack.urls.dynamodb;
  process.env.AWS_REGION = stack.region;
  const { db } = await import('../../functions/lib/db/service');
  const { planTrainingReminders } = await import('../../functions/jobs/training-reminders');

  // Monday 7 June 2032, 18:15 in Paris: slot (1, '18:15').
  const scheduledTime = new Date('2032-06-07T18:15:00+02:00').toISOString();
  const seedStarted = Date.now();
  const items = (offset: number) => Array.from({ length: BATCH }, (_, k) => ({ userId: `banc-rappel-${String(offset + k).padStart(6, '0')}`, weekday: 1, slot: '18:15' }));
  for (let offset = 0; offset < MEMBERS; offset += BATCH * PARALLEL_BATCHES) {
    await Promise.all(Array.from({ length: PARALLEL_BATCHES }, (_, b) => (offset + b * BATCH < MEMBERS ? db().entities.reminderSlot.put(items(offset + b * BATCH)).go() : undefined)));
  }
  const seeded = Date.now() - seedStarted;

  const run = async () => {
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const summary = await planTrainingReminders(db(), { scheduledTime, remainingMs: () => Number.MAX_SAFE_INTEGER }, () => scheduledTime);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { summary, seconds, before, peak };
  };
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const row = (label: string, { summary, seconds, before, peak }: Awaited<ReturnType<typeof run>>) => ({
    run: label,
    due: summary.due,
    reminded: summary.reminded,
    'already reminded': summary.alreadyReminded,
    seconds: seconds.toFixed(1),
    'members/s': Math.round(summary.due / seconds),
    'rss before': mb(before),
    'rss peak': mb(peak),
  });
  const first = await run();
  await db().entities.jobProgress.delete({ job: 'training-reminders', period: scheduledTime, segment: 'reminders' }).go();
  const second = await run();
  printTable(`Training reminders over ${MEMBERS.toLocaleString('en')} members due in one slot (slots seeded by BatchWrite in ${(seeded / 1000).toFixed(0)} s) — paged by 250, memory bounded`, [
    row('first run', first),
    row('again, progress forgotten (all marked)', second),
  ]);
}
