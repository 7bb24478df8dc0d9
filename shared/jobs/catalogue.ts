/**
 * The job catalogue (DESIGN §8): every scheduled job, once. CDK makes one EventBridge Scheduler schedule per job
 * (infra/constructs/schedules.ts), the dev scheduler runs the same jobs on the same crons (scripts/dev/scheduler.ts)
 * and `npm run job <name>` runs one on demand. A job is `functions/jobs/<name>.ts` exporting
 * `handler = jobHandler('<name>', ...)`, idempotent per period (it may run twice, or late: the scheduler retries).
 *
 * Empty for now: the first job is the monthly reset of the tickets and visios quotas (SPEC §9), which needs the
 * tickets and visios of issues 11–12 to mean anything; it joins here with them rather than as a job with no effect.
 */
export interface JobDefinition {
  /** Five-field cron (minute hour day-of-month month day-of-week, 0 = Sunday), in JOB_TIME_ZONE. */
  cron: string;
  summary: string;
  /** The handler's file, relative to the project root (`functions/jobs/<name>.ts`). */
  entry: `functions/${string}.ts`;
  /** What the job may do on the table. */
  table: 'read' | 'write';
}

/** Jobs follow the members' clock (a monthly reset at midnight in France), summer time included. */
export const JOB_TIME_ZONE = 'Europe/Paris';

export const jobs: Readonly<Record<string, JobDefinition>> = {};

/** What a job's Lambda receives, from EventBridge Scheduler, the dev scheduler or `npm run job`. */
export interface JobEvent {
  job: string;
  /** When the run was due (ISO 8601): the period a job works on comes from it, never from the clock. */
  scheduledTime: string;
}
