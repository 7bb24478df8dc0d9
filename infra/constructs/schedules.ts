import { Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { JOB_TIME_ZONE, jobs as catalogue, type JobDefinition, type JobEvent } from '../../shared/jobs/catalogue';
import { AppFunction, type FunctionBuild, type TableBinding } from './app-function';

/**
 * How many times the scheduler tries again to hand a job's run to Lambda, within 24 hours (Lambda throttling or
 * unavailable). The scheduler invokes the Lambda asynchronously: once Lambda has accepted the run, these retries are
 * over, and a run that fails is Lambda's to retry (JOB_RUN_RETRIES).
 */
export const JOB_RETRIES = 20;
/**
 * How many times Lambda runs a failed job again (after about 1 and 2 minutes), the most its asynchronous invocation
 * allows; a run still failing after them goes to the jobs' dead-letter queue, whose alarm calls an operator. A paged
 * job resumes from its saved cursor at each of them.
 */
export const JOB_RUN_RETRIES = 2;

export interface SchedulesProps {
  readonly build: FunctionBuild;
  readonly data: TableBinding;
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
 * its name and due time (`JobEvent`). The execution role the scheduler assumes exists only when there is a job
 * to run, and may invoke only the job Lambdas. Runs that could not be handed over or still fail after their retries
 * land in the jobs' own dead-letter queue (infra/constructs/operations.ts alarms on it).
 */
export class Schedules extends Construct {
  readonly jobs: ReadonlyMap<string, AppFunction>;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    Validations.of(this.deadLetterQueue).acknowledge(
      { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the dead-letter queue of the job schedules and the job functions.' },
      { id: 'Serverless-SQSRedrivePolicy', reason: 'This queue is itself the dead-letter queue: an operator reads it and runs the job again, nothing consumes it.' },
    );
    const deadLetterQueue = this.deadLetterQueue;
    const jobs = Object.entries(props.jobs ?? catalogue);
    const role = jobs.length > 0 ? new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') }) : undefined;
    this.jobs = new Map(
      jobs.map(([name, job]) => {
        const fn = new AppFunction(this, name, {
          build: props.build,
          entry: job.entry,
          description: job.summary,
          memorySize: 1024,
          // A paged job stops before this limit and saves where it is; Lambda's retries of the failed run resume it.
          timeout: Duration.minutes(15),
          deadLetterQueue,
        });
        // Stated rather than left to Lambda's defaults: what a failed run gets is what the README promises.
        fn.retryAsyncRuns({ retryAttempts: JOB_RUN_RETRIES, maxEventAge: Duration.hours(6) });
        fn.bindTable(props.data, { access: job.table });
        const input: JobEvent = { job: name, scheduledTime: ContextAttribute.scheduledTime };
        new Schedule(this, `${name}Schedule`, {
          description: job.summary,
          schedule: ScheduleExpression.cron({ ...schedulerCron(job.cron), timeZone: TimeZone.of(JOB_TIME_ZONE) }),
          target: new LambdaInvoke(fn, { role, input: ScheduleTargetInput.fromObject(input), retryAttempts: JOB_RETRIES, maxEventAge: Duration.hours(24), deadLetterQueue }),
        });
        if (role) {
          const functionArn = `<${Stack.of(this).getLogicalId(fn.node.defaultChild as CfnFunction)}.Arn>`;
          Validations.of(role).acknowledge({
            id: `AwsSolutions-IAM5[Resource::${functionArn}:*]`,
            reason: `LambdaInvoke lets the scheduler invoke the ${name} job and its versions (ARN:*), nothing else.`,
          });
        }
        return [name, fn];
      }),
    );
  }
}
