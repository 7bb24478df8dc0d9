import type { EventDetail } from '../../shared/events/catalogue';
import type { Stack } from '../dev/stack';
import { measured, measuredColumns, seedInBatches, stackDb } from './paged-job';
import { printTable } from './stats';

const MEMBERS = Number(process.env.BENCH_REMINDER_MEMBERS ?? 100_000);
/** Pages worked at once here, as that many consumers would (one DynamoDB Local on a shared machine takes no more). */
const LOCAL_CONSUMERS = 2;
/**
 * Pages worked here: a sample of the job's (DynamoDB Local takes about 50 of these conditional transactions a second
 * on this shared machine, over half an hour for all 400), the figure per 100,000 members extrapolated from it.
 */
const SAMPLE_PAGES = Number(process.env.BENCH_REMINDER_PAGES ?? 40);
/** A page the local table refused (DynamoDB Local's lock timeouts under load) is worked again, as its queue would. */
const PAGE_ATTEMPTS = 10;

/**
 * Issue 25: the training reminders over 100,000 members all due in one run (the worst slot: the same weekday and
 * quarter-hour), their reminder slots written straight into DynamoDB Local by BatchWrite in parallel batches. The job
 * reads the slot's index and hands out one page event per 250 members; the consumers then decide each member's
 * reminder (their sessions of the day, one conditional transaction with the `training_reminder_due` event). Both steps
 * are measured (time, the process's memory: the whole local stack runs here, read the growth from 'before' to 'peak'),
 * the pages worked LOCAL_CONSUMERS at once with the day's clock; the figures for 1,000,000 members are extrapolated
 * from them. A day far ahead: the stack's own consumer finds those pages and reminders late and sends nothing.
 * Sending (a push service, SES) is not measured: it happens outside.
 */
export async function benchTrainingReminders(stack: Stack): Promise<void> {
  const db = await stackDb(stack);
  const { planTrainingReminders, REMINDER_PAGE } = await import('../../functions/jobs/training-reminders');
  const { remindMembers } = await import('../../functions/lib/rhythm/remind-members');
  const { CONSUMER_CONCURRENCY } = await import('../../infra/constructs/events');
  const { JOB_TIMEOUT } = await import('../../infra/constructs/schedules');

  // Monday 7 June 2032, 18:15 in Paris: slot (1, '18:15').
  const scheduledTime = new Date('2032-06-07T18:15:00+02:00').toISOString();
  const seeded = await seedInBatches(MEMBERS, (from, count) =>
    db.entities.reminderSlot.put(Array.from({ length: count }, (_, k) => ({ userId: `banc-rappel-${String(from + k).padStart(7, '0')}`, weekday: 1, slot: '18:15' }))).go(),
  );

  const job = await measured(() => planTrainingReminders(db, { scheduledTime, remainingMs: () => Number.MAX_SAFE_INTEGER }, () => scheduledTime));
  await stack.drained();
  const { data: written } = await db.entities.outboxEvent.scan.where(({ name }, { eq }) => eq(name, 'training_reminders_page')).go({ pages: 'all' });
  const pages = written.map(({ detail }) => JSON.parse(detail) as EventDetail<'training_reminders_page'>).filter((page) => page.scheduledTime === scheduledTime);

  let retries = 0;
  const workPage = async (page: EventDetail<'training_reminders_page'>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await remindMembers(db, page, () => scheduledTime);
      } catch (error) {
        if (attempt === PAGE_ATTEMPTS) throw error;
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  };
  const sample = pages.slice(0, SAMPLE_PAGES);
  const consumers = await measured(async () => {
    const totals = { reminded: 0, alreadyReminded: 0, trainedToday: 0 };
    for (let start = 0; start < sample.length; start += LOCAL_CONSUMERS) {
      for (const outcome of await Promise.all(sample.slice(start, start + LOCAL_CONSUMERS).map(workPage))) {
        totals.reminded += outcome.reminded;
        totals.alreadyReminded += outcome.alreadyReminded;
        totals.trainedToday += outcome.trainedToday;
      }
    }
    return totals;
  });

  const worked = consumers.result.reminded + consumers.result.alreadyReminded + consumers.result.trainedToday;
  /** The pages' seconds for all the job's members, at the sample's pace. */
  const pagesSeconds = (consumers.seconds * job.result.due) / worked;
  printTable(`Training reminders over ${MEMBERS.toLocaleString('en')} members due in one slot (slots seeded by BatchWrite, 20 batches of 25 at once, in ${seeded.toFixed(0)} s)`, [
    { step: `job: reads the slot, hands out ${pages.length} pages of ≤ ${REMINDER_PAGE}`, members: job.result.due, reminded: '', ...measuredColumns(job, job.result.due) },
    {
      step: `consumers: ${sample.length} of the ${pages.length} pages, each page's members decided, ${LOCAL_CONSUMERS} pages at once${retries > 0 ? ` (${retries} pages retried)` : ''}`,
      members: worked,
      reminded: consumers.result.reminded,
      ...measuredColumns(consumers, worked),
    },
  ]);
  // A million members: ten times the pages; the job reads them one after the other, the consumers many at once.
  const scale = 1_000_000 / MEMBERS;
  const concurrency = CONSUMER_CONCURRENCY['training-reminders'] ?? 1;
  const jobMillion = job.seconds * scale;
  const pagesMillion = (pagesSeconds * scale * LOCAL_CONSUMERS) / concurrency;
  console.log(
    [
      `Per 100,000 members here: job ${((job.seconds * 100_000) / MEMBERS).toFixed(1)} s, pages ${((pagesSeconds * 100_000) / MEMBERS).toFixed(0)} s with ${LOCAL_CONSUMERS} at once (from the ${worked.toLocaleString('en')} members worked); memory bounded by the page (peak ${(job.peak / 1024 / 1024).toFixed(0)} / ${(consumers.peak / 1024 / 1024).toFixed(0)} MB for the whole stack).`,
      `1,000,000 members in one slot (extrapolated, linear): the job ${jobMillion.toFixed(0)} s in one run (${jobMillion < JOB_TIMEOUT.toSeconds() ? 'within' : 'BEYOND'} its ${JOB_TIMEOUT.toMinutes()} min limit; beyond it, it resumes from its cursor),`,
      `  the ${Math.ceil(1_000_000 / REMINDER_PAGE)} pages by up to ${concurrency} consumers at once ≈ ${pagesMillion.toFixed(0)} s if each went at this machine's pace (DynamoDB Local on shared cores; AWS answers faster),`,
      `  then 1,000,000 reminders sent by the same ${concurrency} consumers at ≈ 0.4 s each ≈ ${Math.round(1_000_000 / (concurrency / 0.4) / 60)} min (push services; e-mails at the pace SES allows the account).`,
    ].join('\n'),
  );
}
