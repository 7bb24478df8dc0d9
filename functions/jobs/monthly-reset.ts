import { parisMonth } from '../../shared/domain/months';
import type { PlanId } from '../../shared/domain/plans';
import { db, type Db } from '../lib/db/service';
import { jobHandler, type JobRun } from '../lib/jobs/job-handler';
import { resetMonthlyQuota } from '../lib/members/monthly-quota';

export const JOB = 'monthly-reset';
/** The plans whose counters are monthly (SPEC §9): Premium's tickets, Expert+'s visio. */
const SEGMENTS: readonly PlanId[] = ['premium', 'expert'];
/** Members read per page of the plan index, and updated at once. */
const PAGE = 100;
/** A run stops starting pages this close to its time limit, to save where it is and be resumed. */
const MARGIN_MS = 30_000;

export class JobToResume extends Error {
  constructor(month: string) {
    super(`Remise à zéro de ${month} interrompue par la limite de temps : elle reprendra où elle en est`);
    this.name = 'JobToResume';
  }
}

type Summary = { month: string; reset: number; skipped: number };

/**
 * The monthly reset (issue 15, SPEC §9), on the 1st at midnight in Paris: every Premium and Expert+ member not billed
 * monthly (a plan given by the team, a yearly subscription) gets the month's counters, once (`resetMonthlyQuota`'s
 * condition). It pages through the plan index (gsi1) a hundred members at a time, so memory stays bounded at any
 * number of members, and saves its cursor after each page: a run that nears its time limit stops and throws, the job
 * queue's retry of the failed run (infra/constructs/schedules.ts) resumes from the cursor, and a run after the month
 * is done changes nothing.
 */
export async function monthlyReset(db: Db, run: JobRun): Promise<Summary> {
  const month = parisMonth(run.scheduledTime);
  const at = new Date().toISOString();
  const summary: Summary = { month, reset: 0, skipped: 0 };
  for (const plan of SEGMENTS) {
    const key = { job: JOB, period: month, segment: plan };
    const { data: saved } = await db.entities.jobProgress.get(key).go({ consistent: true });
    let progress = { cursor: saved?.cursor ?? null, reset: saved?.reset ?? 0, skipped: saved?.skipped ?? 0, done: saved?.done ?? false };
    while (!progress.done) {
      if (run.remainingMs() < MARGIN_MS) throw new JobToResume(month);
      const page = await db.entities.subscription.query.byPlan({ plan }).go({ cursor: progress.cursor, limit: PAGE, attributes: ['userId'] });
      const outcomes = await Promise.all(page.data.map(({ userId }) => resetMonthlyQuota(db, { userId, plan, month, at })));
      progress = {
        cursor: page.cursor,
        reset: progress.reset + outcomes.filter((outcome) => outcome === 'reset').length,
        skipped: progress.skipped + outcomes.filter((outcome) => outcome === 'skipped').length,
        done: page.cursor === null,
      };
      const { cursor, ...counts } = progress;
      await db.entities.jobProgress
        .put({ ...key, ...counts, ...(cursor ? { cursor } : {}), updatedAt: new Date().toISOString() })
        .go({ response: 'none' });
    }
    summary.reset += progress.reset;
    summary.skipped += progress.skipped;
  }
  return summary;
}

export const handler = jobHandler(JOB, (run) => monthlyReset(db(), run));
