/**
 * Scheduled jobs (EventBridge Scheduler in AWS). Each job is `functions/jobs/<name>.ts` exporting
 * `handler`, run on `cron` by the dev scheduler and on demand by `npm run job:<name>`.
 * CDK schedules the same table. No job exists yet: the monthly reset of SPEC §9 lands here with its handler.
 */
export interface JobDefinition {
  /** Five-field cron (minute hour day-of-month month day-of-week), evaluated in UTC like EventBridge Scheduler. */
  cron: string;
  summary: string;
}

export const jobs: Record<string, JobDefinition> = {};

export const jobModule = (name: string): string => `jobs/${name}.ts`;
