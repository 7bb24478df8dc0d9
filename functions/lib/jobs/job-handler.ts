import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '../logger';

const jobEvent = z.object({ job: z.string().min(1), scheduledTime: z.iso.datetime({ offset: true }) });

/** What a job's code receives: when the run was due, from which it derives its period, and the time it has left. */
export interface JobRun {
  scheduledTime: string;
  /** Milliseconds before the Lambda's time limit: a paged job stops in time to save where it is. */
  remainingMs(): number;
}

/**
 * The one factory of scheduled jobs (`functions/jobs/<name>.ts`, one per entry of shared/jobs/catalogue.ts).
 * Order: Lambda context into the logger → the job's keys → the event checked (the scheduler's payload names this
 * job and its due time) → the job's code, whose summary (counts, never personal data) is logged and returned.
 * A job is idempotent per period, so a retried or repeated run changes nothing twice.
 */
export function jobHandler<Summary extends Record<string, number | string>>(name: string, run: (job: JobRun) => Promise<Summary>) {
  const base = async (event: unknown, context: Context): Promise<Summary> => {
    const parsed = jobEvent.safeParse(event);
    if (!parsed.success || parsed.data.job !== name) throw new Error(`Tâche ${name} : événement du planificateur inattendu`);
    const summary = await run({ scheduledTime: parsed.data.scheduledTime, remainingMs: () => context.getRemainingTimeInMillis() });
    logger.info('Tâche terminée', { summary });
    return summary;
  };
  return middy<unknown, Summary, Error, Context>(base)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({ before: ({ event }) => logger.appendKeys({ job: name, scheduledTime: (event as { scheduledTime?: unknown } | null)?.scheduledTime }) });
}
