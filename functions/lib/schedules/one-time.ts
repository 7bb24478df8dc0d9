import { ConflictException, CreateScheduleCommand, DeleteScheduleCommand, ResourceNotFoundException, SchedulerClient } from '@aws-sdk/client-scheduler';
import { config } from '../config';

let client: SchedulerClient | undefined;

function scheduler(): SchedulerClient {
  if (!client) {
    const { AWS_REGION, SCHEDULER_ENDPOINT } = config();
    client = new SchedulerClient({ region: AWS_REGION, ...(SCHEDULER_ENDPOINT ? { endpoint: SCHEDULER_ENDPOINT } : {}) });
  }
  return client;
}

function required<K extends 'SCHEDULE_GROUP' | 'SCHEDULER_ROLE_ARN' | 'REMINDER_TARGET_ARN'>(name: K): string {
  const value = config()[name];
  if (!value) throw new Error(`${name} manque : cette fonction ne planifie pas de rappels`);
  return value;
}

/**
 * Creates a one-time EventBridge Scheduler schedule that invokes the reminder function at `at` with `input`, then
 * deletes itself. Idempotent by name: a schedule that exists already is the same reminder, scheduled by a retry. A
 * time already past schedules nothing (the reminder would be late, or the session has begun).
 */
export async function scheduleOnce({ name, at, input }: { name: string; at: string; input: unknown }): Promise<void> {
  if (Date.parse(at) <= Date.now()) return;
  const { REMINDER_DLQ_ARN } = config();
  try {
    await scheduler().send(
      new CreateScheduleCommand({
        Name: name,
        GroupName: required('SCHEDULE_GROUP'),
        // at(yyyy-mm-ddThh:mm:ss), in UTC: the instant itself, whatever the season.
        ScheduleExpression: `at(${new Date(at).toISOString().slice(0, 19)})`,
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: required('REMINDER_TARGET_ARN'),
          RoleArn: required('SCHEDULER_ROLE_ARN'),
          Input: JSON.stringify(input),
          RetryPolicy: { MaximumEventAgeInSeconds: 3_600, MaximumRetryAttempts: 5 },
          ...(REMINDER_DLQ_ARN ? { DeadLetterConfig: { Arn: REMINDER_DLQ_ARN } } : {}),
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
  }
}

/** Deletes a schedule; one already run (and so deleted) or never made is fine. */
export async function deleteSchedule(name: string): Promise<void> {
  try {
    await scheduler().send(new DeleteScheduleCommand({ Name: name, GroupName: required('SCHEDULE_GROUP') }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
