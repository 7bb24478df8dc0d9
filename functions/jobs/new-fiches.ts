import { newFichesFor, newFichesWindow, parisWeekOf } from '../../shared/domain/consents';
import { db, type Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { jobHandler, type JobRun } from '../lib/jobs/job-handler';
import { JobToResume } from './monthly-reset';

export const JOB = 'new-fiches';
/** Consenting members read per page of the consent index, with their plans. */
const PAGE = 100;
const MARGIN_MS = 30_000;
/** The week's marks outlive any retry of its run (the table's TTL removes them after). */
const MARK_DAYS = 35;

type Summary = { week: string; fiches: number; planned: number; alreadyPlanned: number; nothingNew: number };

/**
 * The weekly new fiches (issue 22), Monday morning in Paris: each member who asked to hear of new fiches (the consent
 * index, gsi2, holds only the members who gave it) and whose plan reads at least one fiche first published in the
 * seven days before the run's due time (shared/domain/consents.ts `newFichesFor`, the entitlement rules) gets one
 * `new_fiches_digest_due` event, written with the mark `<member>#<week>` created only if absent: a second run of the
 * week, or a retried one, e-mails nobody twice; a member with nothing new gets nothing. The member-mail consumer sends
 * the e-mail. The fiches are read once (the publication index); members are paged and the cursor saved after each
 * page, so a run stopped by its time limit resumes where it was. Why a job and not an e-mail per publication: one
 * e-mail a week at most, whatever the number of fiches an admin publishes.
 */
export async function planNewFiches(db: Db, run: JobRun): Promise<Summary> {
  const week = parisWeekOf(run.scheduledTime);
  const window = newFichesWindow(run.scheduledTime);
  const { data: published } = await db.entities.fiche.query
    .byPublication({ publication: 'published' })
    .go({ pages: 'all', attributes: ['ficheId', 'isFree', 'premiumOnly', 'expertPlusOnly', 'publishedAt'] });
  const fresh = published.filter(({ publishedAt }) => publishedAt !== undefined && publishedAt >= window.from && publishedAt < window.to);

  // The cursor is the run's (its due time): a retried run resumes, another run of the week pages again and its marks
  // (per member and week) let nobody be e-mailed twice.
  const key = { job: JOB, period: run.scheduledTime, segment: 'newFiches' };
  const { data: saved } = await db.entities.jobProgress.get(key).go({ consistent: true });
  // `reset` counts the members e-mailed, `skipped` those with nothing new (the progress item's two counters).
  let progress = { cursor: saved?.cursor ?? null, planned: saved?.reset ?? 0, nothingNew: saved?.skipped ?? 0, done: saved?.done ?? false };
  let alreadyPlanned = 0;
  while (!progress.done && fresh.length > 0) {
    if (run.remainingMs() < MARGIN_MS) throw new JobToResume(week);
    const page = await db.entities.consent.query.byGranted({ kind: 'newFiches' }).go({ cursor: progress.cursor, limit: PAGE, attributes: ['userId'] });
    const userIds = page.data.map(({ userId }) => userId);
    const { data: plans } = userIds.length ? await db.entities.subscription.get(userIds.map((userId) => ({ userId }))).go({ attributes: ['userId', 'plan', 'staff'] }) : { data: [] };
    const planOf = new Map(plans.map((subscription) => [subscription.userId, subscription]));
    let planned = 0;
    let nothingNew = 0;
    await Promise.all(
      userIds.map(async (userId) => {
        const subscription = planOf.get(userId);
        const fiches = subscription ? newFichesFor(fresh, window, subscription.plan, subscription.staff === true) : [];
        if (fiches.length === 0) {
          nothingNew += 1;
          return;
        }
        const result = await writeTransaction(() =>
          db.transaction
            .write((entities) => [
              entities.newFichesMark.create({ userId, week, createdAt: run.scheduledTime, expiresAt: Math.floor(Date.parse(run.scheduledTime) / 1000) + MARK_DAYS * 86_400 }).commit(),
              outboxItem(entities, 'new_fiches_digest_due', { userId, week, ficheIds: fiches.map(({ ficheId }) => ficheId) }, new Date().toISOString()),
            ])
            .go(),
        );
        if (result.canceled) alreadyPlanned += 1;
        else planned += 1;
      }),
    );
    progress = { cursor: page.cursor, planned: progress.planned + planned, nothingNew: progress.nothingNew + nothingNew, done: page.cursor === null };
    const { cursor } = progress;
    await db.entities.jobProgress
      .put({ ...key, reset: progress.planned, skipped: progress.nothingNew, done: progress.done, ...(cursor ? { cursor } : {}), updatedAt: new Date().toISOString() })
      .go({ response: 'none' });
  }
  return { week, fiches: fresh.length, planned: progress.planned, alreadyPlanned, nothingNew: progress.nothingNew };
}

export const handler = jobHandler(JOB, (run) => planNewFiches(db(), run));
