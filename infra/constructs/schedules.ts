import { Duration, TimeZone, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { SqsSendMessage } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { JOB_TIME_ZONE, jobs as catalogue, type JobDefinition, type JobEvent } from '../../shared/jobs/catalogue';
import { AppFunction, type FunctionBuild, type TableBinding } from './app-function';

/** A job's run may take this long (a paged job stops before it and saves where it is). */
export const JOB_TIMEOUT = Duration.minutes(15);
/**
 * How many times a failed run is run again, within 24 hours, before its message goes to the jobs' dead-letter queue.
 * The scheduler's retries of handing the run to the job's queue are as many, within 24 hours too.
 */
export const JOB_RETRIES = 20;
/**
 * A failed run's message comes back after this long (the queue's visibility timeout): the 20 retries spread over
 * 24 hours, enough for an outage of the table or a bad deployment to be over. It is also what keeps a job from running
 * twice at once on one message: it is almost 5 times the function's timeout, so a run still going when its message
 * would come back does not exist (AWS advises 6 times for event source mappings, for the retries of a throttled
 * poll; 90 minutes would leave only 16 retries in 24 hours).
 */
export const JOB_RETRY_INTERVAL = Duration.minutes((24 * 60) / JOB_RETRIES);
/** At most this many runs of one job at once (the least an SQS event source allows): two periods' messages overlapping. */
export const JOB_MAX_CONCURRENCY = 2;

export interface SchedulesProps {
  readonly build: FunctionBuild;
  readonly data: TableBinding;
  /** The pool whose educator and admin groups are the team, for the jobs that read it (`readsTeam`). */
  readonly userPool?: IUserPool;
  /** The jobs to schedule: the shared catalogue unless a test gives its own. */
  readonly jobs?: Readonly<Record<string, JobDefinition>>;
}

/**
 * A catalogue cron (five fields, day-of-week 0 = Sunday) as CDK's cron options for EventBridge Scheduler, whose
 * day-of-week counts from 1 = Sunday and which takes either a day of the month or of the week (CDK puts '?' for
 * the one left out).
 */
export function schedulerCron(cron: string): { minute: string; hour: string; month: string } & ({ day: string } | { weekDay: string }) {
  const [minute, hour, day, month, weekDay] = cron.trim().split(/\s+/);
  if (!minute || !hour || !day || !month || !weekDay) throw new Error(`cron "${cron}": five fields expected`);
  if (weekDay === '*') return { minute, hour, day, month };
  if (day !== '*') throw new Error(`cron "${cron}": EventBridge Scheduler cannot restrict both the day of the month and of the week`);
  // Shift day numbers, not step sizes ("1-5/2" → "2-6/2").
  return { minute, hour, month, weekDay: weekDay.replace(/(^|[^/\d])(\d)/g, (_, before: string, n: string) => `${before}${Number(n) + 1}`) };
}

/**
 * One EventBridge Scheduler schedule per job of the catalogue (shared/jobs), in Europe/Paris time, sending the job
 * its name and due time (`JobEvent`) as a message to the job's own SQS queue, which the job's Lambda reads one
 * message at a time. A run that fails leaves its message in the queue, which hands it over again every
 * JOB_RETRY_INTERVAL, JOB_RETRIES times (a paged job resumes from its saved cursor at each), then moves it to the
 * jobs' dead-letter queue; a run the scheduler could not put in the queue lands there too, after its own retries
 * (infra/constructs/operations.ts alarms on it). The execution role the scheduler assumes exists only when there is
 * a job to run, and may only send to the job queues and the dead-letter queue.
 */
export class Schedules extends Construct {
  readonly jobs: ReadonlyMap<string, AppFunction>;
  /** Each job's queue, between its schedule and its Lambda. */
  readonly queues: ReadonlyMap<string, Queue>;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    Validations.of(this.deadLetterQueue).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the job schedules and the job queues.' },
      { id: 'Serverless-SQSRedrivePolicy', reason: 'This queue is itself the dead-letter queue: an operator reads it and runs the job again, nothing consumes it.' },
    );
    const deadLetterQueue = this.deadLetterQueue;
    const jobs = Object.entries(props.jobs ?? catalogue);
    const role = jobs.length > 0 ? new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') }) : undefined;
    const queues = new Map<string, Queue>();
    this.jobs = new Map(
      jobs.map(([name, job]) => {
        const fn = new AppFunction(this, name, { build: props.build, entry: job.entry, description: job.summary, memorySize: 1024, timeout: JOB_TIMEOUT });
        fn.bindTable(props.data, { access: job.table });
        if (job.readsTeam) {
          if (!props.userPool) throw new Error(`Job ${name} reads the team: the user pool is needed`);
          fn.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
          props.userPool.grant(fn, 'cognito-idp:ListUsersInGroup');
        }
        Validations.of(fn).acknowledge(
          { id: 'Serverless-LambdaDLQ', reason: 'The job is invoked by its SQS queue, never asynchronously: the queue’s redrive policy sends a run that keeps failing to the jobs’ dead-letter queue.' },
          { id: 'Serverless-LambdaEventSourceMappingDestination', reason: 'An SQS event source has no on-failure destination: its queue’s redrive policy is where failed runs go.' },
        );
        const queue = new Queue(this, `${name}Queue`, {
          encryption: QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          visibilityTimeout: JOB_RETRY_INTERVAL,
          // Longer than the 25 hours a failing run's message stays (21 receives, 72 minutes apart).
          retentionPeriod: Duration.days(4),
          deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: JOB_RETRIES + 1 },
        });
        // One message per run; a failed run throws, so its one message returns (no partial batch to report).
        fn.addEventSource(new SqsEventSource(queue, { batchSize: 1, maxConcurrency: JOB_MAX_CONCURRENCY }));
        queues.set(name, queue);
        const input: JobEvent = { job: name, scheduledTime: ContextAttribute.scheduledTime };
        new Schedule(this, `${name}Schedule`, {
          description: job.summary,
          schedule: ScheduleExpression.cron({ ...schedulerCron(job.cron), timeZone: TimeZone.of(JOB_TIME_ZONE) }),
          target: new SqsSendMessage(queue, { role, input: ScheduleTargetInput.fromObject(input), retryAttempts: JOB_RETRIES, maxEventAge: Duration.hours(24), deadLetterQueue }),
        });
        return [name, fn];
      }),
    );
    this.queues = queues;
  }
}
