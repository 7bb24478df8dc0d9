import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { CONSUMER_CONCURRENCY, CONSUMER_GRANTS, CONSUMER_MAX_RECEIVES, RELAY_PARALLEL_BATCHES } from '../../infra/constructs/events';
import { JOB_RETRIES, JOB_RETRY_INTERVAL } from '../../infra/constructs/schedules';
import { CONSUMERS } from '../../shared/events/catalogue';
import { JOB_TIME_ZONE, jobs } from '../../shared/jobs/catalogue';
import { synthesizeStack } from './fixture';

/**
 * Issue 25, the training reminders as deployed: the job's schedule like every job's (Europe/Paris, retries, the jobs'
 * dead-letter queue), the VAPID private key read by the function that sends notifications and by no other, the
 * consumer's dead-letter queue, and the concurrency a slot of many members needs.
 */

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };
const { stack, template } = synthesizeStack();
const logicalId = (construct: { node: { defaultChild?: unknown } }): string => stack.getLogicalId(construct.node.defaultChild as CfnElement);
const arnOf = (construct: { node: { defaultChild?: unknown } }) => ({ 'Fn::GetAtt': [logicalId(construct), 'Arn'] });
const resources = (type: string): Record<string, Resource> => template.findResources(type) as Record<string, Resource>;
const consumer = stack.events.consumers.get('training-reminders')!;
const queue = stack.events.queues.get('training-reminders')!;

describe('the training-reminders job', () => {
  it('runs every quarter-hour on Paris time, through its queue, with the jobs’ retries and dead-letter queue', () => {
    expect(jobs['training-reminders']?.cron).toBe('*/15 * * * *');
    const jobQueue = stack.schedules.queues.get('training-reminders')!;
    const deadLetterArn = arnOf(stack.schedules.deadLetterQueue);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(*/15 * * * ? *)',
      ScheduleExpressionTimezone: JOB_TIME_ZONE,
      Target: Match.objectLike({
        Arn: arnOf(jobQueue),
        Input: JSON.stringify({ job: 'training-reminders', scheduledTime: '<aws.scheduler.scheduled-time>' }),
        RetryPolicy: { MaximumRetryAttempts: JOB_RETRIES, MaximumEventAgeInSeconds: 24 * 3600 },
        DeadLetterConfig: { Arn: deadLetterArn },
      }),
    });
    expect(JOB_TIME_ZONE).toBe('Europe/Paris');
    const jobQueueProperties = resources('AWS::SQS::Queue')[logicalId(jobQueue)]!.Properties;
    expect(jobQueueProperties).toMatchObject({ VisibilityTimeout: JOB_RETRY_INTERVAL.toSeconds(), RedrivePolicy: { deadLetterTargetArn: deadLetterArn, maxReceiveCount: JOB_RETRIES + 1 } });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(stack.schedules.jobs.get('training-reminders')!) },
      EventSourceArn: arnOf(jobQueue),
      BatchSize: 1,
    });
  });
});

describe('the VAPID keys (least privilege)', () => {
  const secret = logicalId(stack.webPush.keys);
  const parameter = logicalId(stack.webPush.ids);
  const functions = resources('AWS::Lambda::Function');
  /** The logical ids of the roles whose inline policies name a resource with an action (any function's, any job's). */
  const rolesGranted = (action: string, resource: string) =>
    Object.values(resources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some((s) => [s.Action].flat().includes(action) && JSON.stringify(s.Resource).includes(resource)))
      .flatMap((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).map((role) => role.Ref))
      .sort();
  const roleOf = (fn: { role?: { node: { defaultChild?: unknown } } }) => logicalId(fn.role!);

  it('the private key (the secret) is read only by the consumers that send notifications: the training reminders', () => {
    const senders = CONSUMERS.filter((name) => CONSUMER_GRANTS[name].sendsPush);
    expect(senders).toEqual(['training-reminders']);
    expect(rolesGranted('secretsmanager:GetSecretValue', secret)).toEqual(senders.map((name) => roleOf(stack.events.consumers.get(name)!)).sort());
    const withSecretVariable = Object.entries(functions).filter(([, fn]) => 'WEB_PUSH_SECRET_ARN' in ((fn.Properties.Environment as { Variables?: object } | undefined)?.Variables ?? {}));
    expect(withSecretVariable.map(([id]) => id)).toEqual([logicalId(consumer)]);
  });

  it('the public key (the parameter) is read by that consumer and the API domain that gives it to browsers, nothing else', () => {
    expect(rolesGranted('ssm:GetParameter', parameter)).toEqual([roleOf(consumer), roleOf(stack.api.functions.get('rhythm')!)].sort());
  });
});

describe('the training-reminders consumer', () => {
  it('keeps a message that keeps failing in the events’ dead-letter queue, watched by an alarm', () => {
    expect(resources('AWS::SQS::Queue')[logicalId(queue)]!.Properties).toMatchObject({
      RedrivePolicy: { deadLetterTargetArn: arnOf(stack.events.deadLetterQueue), maxReceiveCount: CONSUMER_MAX_RECEIVES },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(stack.events.deadLetterQueue), 'QueueName'] } }],
    });
  });

  it('receives the job’s pages and the reminders, and works up to its own ceiling of them at once (a slot of many members)', () => {
    const rules = Object.values(resources('AWS::Events::Rule')).filter((rule) => JSON.stringify(rule.Properties.Targets).includes(logicalId(queue)));
    expect(rules.map((rule) => (rule.Properties.EventPattern as { 'detail-type': string[] })['detail-type']).flat().sort()).toEqual(['training_reminder_due', 'training_reminders_page']);
    expect(CONSUMER_CONCURRENCY['training-reminders']).toBeGreaterThanOrEqual(100);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: arnOf(queue),
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: CONSUMER_CONCURRENCY['training-reminders'] },
    });
    // A ceiling, not a reservation: nothing is taken from the account's other functions.
    expect(resources('AWS::Lambda::Function')[logicalId(consumer)]!.Properties.ReservedConcurrentExecutions).toBeUndefined();
  });

  it('gets the outbox’s events from a relay that works several batches of each stream shard at once', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', { FunctionName: { Ref: logicalId(stack.events.relay) }, ParallelizationFactor: RELAY_PARALLEL_BATCHES });
  });
});
