import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { parseCron } from './cron';
import { describe } from './event-bus';
import { lambdaContext, loadHandler } from './functions';
import { jobModule, jobs } from './jobs';
import { LOCAL_REGION } from './local-aws';
import type { Log } from './log';

/** Runs one job's handler once with a Scheduler-shaped event. */
export async function runJob(name: string): Promise<void> {
  if (!(name in jobs)) throw new Error(`Tâche inconnue : ${name} (tâches : ${Object.keys(jobs).join(', ') || 'aucune'})`);
  const handler = await loadHandler(jobModule(name));
  const event: ScheduledEvent = {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.scheduler',
    account: '000000000000',
    time: new Date().toISOString(),
    region: LOCAL_REGION,
    resources: [],
    detail: {},
  };
  await handler(event, lambdaContext(`la-meute-local-job-${name}`, event.id));
}

/** The local EventBridge Scheduler: checks every job's cron at each minute and runs the due ones. */
export function startScheduler(log: Log): { stop(): void } {
  const schedule = Object.entries(jobs).map(([name, job]) => ({ name, cron: parseCron(job.cron) }));
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = new Date();
    for (const job of schedule) {
      if (!job.cron.matches(now)) continue;
      runJob(job.name).then(
        () => log.info(`Tâche ${job.name} exécutée`),
        (error: unknown) => log.error(`Tâche ${job.name} en échec : ${describe(error)}`),
      );
    }
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
  };
  if (schedule.length > 0) timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
  return { stop: () => clearTimeout(timer) };
}
