import { reminderRunSlot, reminderStillTimely } from '../../shared/domain/weekly-rhythm';
import { db, type Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { jobHandler, type JobRun } from '../lib/jobs/job-handler';
import { trainedOn } from '../lib/rhythm/sessions';
import { JobToResume } from './monthly-reset';

export const JOB = 'training-reminders';
/** Members of the slot read per page of its index (gsi2), each checked and marked at once. */
const PAGE = 250;
const MARGIN_MS = 30_000;
/** A day's marks outlive any retry of its runs (the job's messages live 25 hours); the table's TTL removes them after. */
const MARK_DAYS = 3;

type Summary = { day: string; slot: string; due: number; reminded: number; alreadyReminded: number; trainedToday: number };

/**
 * The training reminders (issue 25), every 15 minutes: the members whose reminder slot is this run's — one of their
 * preferred days, the quarter-hour of their preferred time (the `bySlot` index of their reminder slots, written with
 * their settings while reminders are on) — are read page by page, never the members at large. Each one who has not
 * validated a session today (Paris, any dog) gets one `training_reminder_due` event, written with the mark
 * `<member>#<day>` created only if absent: a second run, a retried one or one running at the same time reminds
 * nobody twice that day. The training-reminders consumer checks again and sends it (push, else e-mail). Nothing in
 * quiet hours (21:00–08:00), and nothing from a run retried so late that its day is over or its evening quiet. The
 * cursor is saved after each page, so a run stopped by its time limit resumes where it was.
 */
export async function planTrainingReminders(db: Db, run: JobRun, now: () => string = () => new Date().toISOString()): Promise<Summary> {
  const due = reminderRunSlot(run.scheduledTime);
  if (!due || !reminderStillTimely(due.day, now())) return { day: due?.day ?? '', slot: due?.slot ?? '', due: 0, reminded: 0, alreadyReminded: 0, trainedToday: 0 };
  const { day, weekday, slot } = due;
  const key = { job: JOB, period: run.scheduledTime, segment: 'reminders' };
  const { data: saved } = await db.entities.jobProgress.get(key).go({ consistent: true });
  // `reset` counts the members reminded, `skipped` those who trained today (the progress item's two counters).
  let progress = { cursor: saved?.cursor ?? null, reminded: saved?.reset ?? 0, trainedToday: saved?.skipped ?? 0, done: saved?.done ?? false };
  let count = 0;
  let alreadyReminded = 0;
  const expiresAt = Math.floor(Date.parse(run.scheduledTime) / 1000) + MARK_DAYS * 86_400;
  while (!progress.done) {
    if (run.remainingMs() < MARGIN_MS) throw new JobToResume(`${day} ${slot}`);
    const page = await db.entities.reminderSlot.query.bySlot({ weekday, slot }).go({ cursor: progress.cursor, limit: PAGE, attributes: ['userId'] });
    count += page.data.length;
    let reminded = 0;
    let trainedToday = 0;
    await Promise.all(
      page.data.map(async ({ userId }) => {
        if (await trainedOn(db, { userId, day })) {
          trainedToday += 1;
          return;
        }
        const at = now();
        const result = await writeTransaction(() =>
          db.transaction
            .write((entities) => [
              entities.reminderMark.create({ userId, day, createdAt: at, expiresAt }).commit(),
              outboxItem(entities, 'training_reminder_due', { userId, day }, at),
            ])
            .go(),
        );
        if (result.canceled) alreadyReminded += 1;
        else reminded += 1;
      }),
    );
    progress = { cursor: page.cursor, reminded: progress.reminded + reminded, trainedToday: progress.trainedToday + trainedToday, done: page.cursor === null };
    const { cursor } = progress;
    await db.entities.jobProgress
      .put({ ...key, reset: progress.reminded, skipped: progress.trainedToday, done: progress.done, ...(cursor ? { cursor } : {}), updatedAt: now() })
      .go({ response: 'none' });
  }
  return { day, slot, due: count, reminded: progress.reminded, alreadyReminded, trainedToday: progress.trainedToday };
}

export const handler = jobHandler(JOB, (run) => planTrainingReminders(db(), run));
