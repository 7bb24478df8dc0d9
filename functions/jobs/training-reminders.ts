import { reminderRunSlot, reminderStillTimely } from '../../shared/domain/weekly-rhythm';
import { db, type Db } from '../lib/db/service';
import { outboxItem } from '../lib/events/outbox';
import { jobHandler, type JobRun } from '../lib/jobs/job-handler';
import { JobToResume } from './monthly-reset';

export const JOB = 'training-reminders';
/** Members of the slot read per page of its index (gsi2) and handed out as one event: at most 250 (the event's schema). */
export const REMINDER_PAGE = 250;
const MARGIN_MS = 30_000;

type Summary = { day: string; slot: string; due: number; pages: number };

/**
 * The training reminders (issue 25), every 15 minutes: the members whose reminder slot is this run's — one of their
 * preferred days, the quarter-hour of their preferred time (the `bySlot` index of their reminder slots, written with
 * their settings while reminders are on) — are read page by page, never the members at large, and each page is handed
 * out as one `training_reminders_page` event, written in one transaction with the run's cursor. The job itself does
 * one read and one write per 250 members, so a slot of a million members is handed out in a minute or two; the
 * training-reminders consumer works the pages many at once (infra: its concurrency), deciding each member's reminder
 * once per day (functions/lib/rhythm/remind-members.ts), then sending it. Nothing in quiet hours (21:00–08:00), and
 * nothing from a run retried so late that its day is over or its evening quiet. A run stopped by its time limit resumes
 * from its cursor; a page handed out twice (two runs at once, a cursor not saved) reminds nobody twice (the day's mark).
 */
export async function planTrainingReminders(db: Db, run: JobRun, now: () => string = () => new Date().toISOString()): Promise<Summary> {
  const due = reminderRunSlot(run.scheduledTime);
  if (!due || !reminderStillTimely(due.day, now())) return { day: due?.day ?? '', slot: due?.slot ?? '', due: 0, pages: 0 };
  const { day, weekday, slot } = due;
  const key = { job: JOB, period: run.scheduledTime, segment: 'reminders' };
  const { data: saved } = await db.entities.jobProgress.get(key).go({ consistent: true });
  // `reset` counts the members handed out, `skipped` the pages (the progress item's two counters).
  let progress = { cursor: saved?.cursor ?? null, due: saved?.reset ?? 0, pages: saved?.skipped ?? 0, done: saved?.done ?? false };
  while (!progress.done) {
    if (run.remainingMs() < MARGIN_MS) throw new JobToResume(`${day} ${slot}`);
    const page = await db.entities.reminderSlot.query.bySlot({ weekday, slot }).go({ cursor: progress.cursor, limit: REMINDER_PAGE, attributes: ['userId'] });
    const userIds = page.data.map(({ userId }) => userId);
    progress = { cursor: page.cursor, due: progress.due + userIds.length, pages: progress.pages + (userIds.length > 0 ? 1 : 0), done: page.cursor === null };
    const at = now();
    const { cursor } = progress;
    const saveProgress = { ...key, reset: progress.due, skipped: progress.pages, done: progress.done, ...(cursor ? { cursor } : {}), updatedAt: at };
    await db.transaction
      .write((entities) => [
        entities.jobProgress.put(saveProgress).commit(),
        ...(userIds.length > 0 ? [outboxItem(entities, 'training_reminders_page', { scheduledTime: run.scheduledTime, day, userIds }, at)] : []),
      ])
      .go();
  }
  return { day, slot, due: progress.due, pages: progress.pages };
}

export const handler = jobHandler(JOB, (run) => planTrainingReminders(db(), run));
