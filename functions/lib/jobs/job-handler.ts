import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '../logger';

const jobEvent = z.object({ job: z.string().min(1), scheduledTime: z.iso.datetime({ offset: true }) });

/** What a job's code receives: when the run was due, from which it derives its period, and the time it has left. */
export interface JobRun {
  scheduledTime: string;
  /** Milliseconds before the Lambda's time limit: a paged job stops in time to save where it is. */
  remainingMs(): number;
}

/** The one message of the job queue's batch (batch size 1): the scheduler's payload and how often it was handed over. */
const jobMessage = z.object({
  Records: z.tuple([z.object({ body: z.string(), attributes: z.object({ ApproximateReceiveCount: z.string() }) })]),
});

/** The scheduler's payload, parsed from the message's JSON body; undefined when the event is not one such message. */
function scheduledRun(event: unknown): { payload: unknown; receiveCount: string } | undefined {
  const message = jobMessage.safeParse(event);
  if (!message.success) return undefined;
  const [{ body, attributes }] = message.data.Records;
  try {
    return { payload: JSON.parse(body), receiveCount: attributes.ApproximateReceiveCount };
  } catch {
    return undefined;
  }
}

/**
 * The one factory of scheduled jobs (`functions/jobs/<name>.ts`, one per entry of shared/jobs/catalogue.ts).
 * EventBridge Scheduler puts each run in the job's SQS queue, which hands the job's Lambda one message at a time
 * (infra/constructs/schedules.ts). Order: Lambda context into the logger → the job's name → the message's payload
 * checked (it names this job and its due time) → its due time and receive count → the job's code, whose summary
 * (counts, never personal data) is logged and returned. Any failure throws, so the message comes back to be run again
 * later, then goes to the dead-letter queue. A job is idempotent per period, so a retried or repeated run changes
 * nothing twice.
 */
export function jobHandler<Summary extends Record<string, number | string>>(name: string, run: (job: JobRun) => Promise<Summary>) {
  const base = async (event: SQSEvent, context: Context): Promise<Summary> => {
    logger.appendKeys({ job: name });
    const message = scheduledRun(event);
    const parsed = jobEvent.safeParse(message?.payload);
    if (!message || !parsed.success || parsed.data.job !== name) throw new Error(`Tâche ${name} : événement du planificateur inattendu`);
    // The receive count says which attempt this is: 1 for the scheduled run, up to JOB_RETRIES + 1.
    logger.appendKeys({ scheduledTime: parsed.data.scheduledTime, receiveCount: message.receiveCount });
    const summary = await run({ scheduledTime: parsed.data.scheduledTime, remainingMs: () => context.getRemainingTimeInMillis() });
    logger.info('Tâche terminée', { summary });
    return summary;
  };
  return middy<SQSEvent, Summary, Error, Context>(base).use(injectLambdaContext(logger, { resetKeys: true }));
}
