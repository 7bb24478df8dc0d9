import { randomUUID } from 'node:crypto';
import { JOB_TIME_ZONE, type JobEvent } from '../../shared/jobs/catalogue';
import { parseCron } from './cron';
import { describe } from './event-bus';
import { lambdaContext, loadHandler } from './functions';
import { jobModule, jobs } from './jobs';
import type { Log } from './log';
import { sqsMessage } from './sqs-message';

/** A job Lambda's time limit in AWS (infra/constructs/schedules.ts), given to the local runs too. */
const JOB_TIMEOUT_MS = 15 * 60_000;

/**
 * Runs one job's handler once as AWS does (infra/constructs/schedules.ts): the payload EventBridge Scheduler sends,
 * in the message the job's SQS queue hands its Lambda; answers its summary. Locally a failed run is not retried.
 */
export async function runJob(name: string, scheduledTime = new Date(), timeoutMs = JOB_TIMEOUT_MS): Promise<unknown> {
  if (!(name in jobs)) throw new Error(`Tâche inconnue : ${name} (tâches : ${Object.keys(jobs).join(', ') || 'aucune'})`);
  const handler = await loadHandler(jobModule(name));
  const payload: JobEvent = { job: name, scheduledTime: scheduledTime.toISOString() };
  const message = sqsMessage(payload, { receiveCount: 1, sender: 'scheduler.amazonaws.com', queue: `la-meute-local-job-${name}` });
  return handler(message, lambdaContext(`la-meute-local-job-${name}`, randomUUID(), timeoutMs));
}

/** The local EventBridge Scheduler: checks every job's cron (in the catalogue's time zone) each minute and runs the due ones. */
export function startScheduler(log: Log): { stop(): void } {
  const schedule = Object.entries(jobs).map(([name, job]) => ({ name, cron: parseCron(job.cron, JOB_TIME_ZONE) }));
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = new Date();
    now.setSeconds(0, 0);
    for (const job of schedule) {
      if (!job.cron.matches(now)) continue;
      runJob(job.name, now).then(
        () => log.info(`Tâche ${job.name} exécutée`),
        (error: unknown) => log.error(`Tâche ${job.name} en échec : ${describe(error)}`),
      );
    }
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
  };
  if (schedule.length > 0) timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
  return { stop: () => clearTimeout(timer) };
}
