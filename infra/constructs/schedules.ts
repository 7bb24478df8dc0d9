import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, type ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { AppFunction, type FunctionBuild, type TableAccess, type TableBinding } from './app-function';

/** A recurring job: one Lambda run by EventBridge Scheduler (e.g. the monthly quota reset, to come). */
export interface ScheduledJob {
  readonly name: string;
  /** Entry file relative to the project root. */
  readonly entry: string;
  readonly description: string;
  readonly schedule: ScheduleExpression;
  readonly table: TableAccess;
}

export interface SchedulesProps {
  readonly build: FunctionBuild;
  readonly data: TableBinding;
  readonly jobs: readonly ScheduledJob[];
  /** Where runs that still fail after the scheduler's retries are kept. */
  readonly deadLetterQueue: IQueue;
}

/**
 * EventBridge Scheduler jobs. The execution role the scheduler assumes exists only when there is a job
 * to run, and may invoke only the job Lambdas.
 */
export class Schedules extends Construct {
  readonly jobs: ReadonlyMap<string, AppFunction>;

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    const role =
      props.jobs.length > 0 ? new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') }) : undefined;
    this.jobs = new Map(
      props.jobs.map((job) => {
        const fn = new AppFunction(this, job.name, {
          build: props.build,
          entry: job.entry,
          description: job.description,
          memorySize: 1024,
          timeout: Duration.minutes(5),
          deadLetterQueue: props.deadLetterQueue,
        });
        fn.bindTable(props.data, { access: job.table });
        new Schedule(this, `${job.name}Schedule`, {
          description: job.description,
          schedule: job.schedule,
          target: new LambdaInvoke(fn, { role, retryAttempts: 3, deadLetterQueue: props.deadLetterQueue }),
        });
        if (role) {
          const functionArn = `<${Stack.of(this).getLogicalId(fn.node.defaultChild as CfnFunction)}.Arn>`;
          Validations.of(role).acknowledge({
            id: `AwsSolutions-IAM5[Resource::${functionArn}:*]`,
            reason: `LambdaInvoke lets the scheduler invoke the ${job.name} job and its versions (ARN:*), nothing else.`,
          });
        }
        return [job.name, fn];
      }),
    );
  }
}
