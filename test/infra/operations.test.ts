import { App, type CfnElement } from 'aws-cdk-lib';
import { readDeploymentConfig } from '../../infra/config';
import { API_5XX_PERCENT, API_P99_MS } from '../../infra/constructs/operations';
import { JOB_MAX_CONCURRENCY, JOB_RETRIES, JOB_TIMEOUT } from '../../infra/constructs/schedules';
import { jobs } from '../../shared/jobs/catalogue';
import { synthesizeStack } from './fixture';

/** Issue 20 item 5: every failure that needs a person reaches one topic; the figures behind them are on one dashboard. */
type Resource = { Type: string; Properties: Record<string, unknown> };
type AlarmProperties = {
  MetricName?: string;
  Namespace?: string;
  Dimensions?: Array<{ Name: string; Value: unknown }>;
  Metrics?: Array<{ Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Dimensions: Array<{ Name: string }> }; Stat: string } }>;
  ExtendedStatistic?: string;
  Threshold: number;
  AlarmActions?: unknown[];
  OKActions?: unknown[];
};

const { stack, template } = synthesizeStack();
const logicalId = (construct: { node: { defaultChild?: unknown } }): string => stack.getLogicalId(construct.node.defaultChild as CfnElement);
const resources = (type: string): Record<string, Resource> => template.findResources(type) as Record<string, Resource>;
const alarms = Object.values(resources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties as AlarmProperties);
const topicRef = { Ref: logicalId(stack.operations.topic) };
const getAttId = (value: unknown): string | undefined => (value as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
const dimension = (alarm: AlarmProperties, name: string) => alarm.Dimensions?.find((d) => d.Name === name)?.Value;

describe('the alarm topic', () => {
  it('is encrypted with a rotated key CloudWatch may use, refuses plain HTTP, and is a stack output', () => {
    const [topic] = Object.values(resources('AWS::SNS::Topic'));
    expect(topic?.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^OperationsAlarmTopicKey/), 'Arn'] });
    const [key] = Object.values(resources('AWS::KMS::Key'));
    expect(key?.Properties.EnableKeyRotation).toBe(true);
    expect(JSON.stringify(key?.Properties.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
    const policy = Object.values(resources('AWS::SNS::TopicPolicy'))[0]?.Properties as { PolicyDocument: { Statement: Array<Record<string, unknown>> } };
    expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
    // The explicit policy replaces SNS's default one: CloudWatch's own right to publish, for this account, is in it.
    expect(policy.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'cloudwatch.amazonaws.com' }, Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } } }),
    );
    expect(template.toJSON().Outputs.AlarmTopicArn).toMatchObject({ Value: topicRef });
  });

  it('has no subscriber until the context names one, then e-mails that address', () => {
    expect(Object.keys(resources('AWS::SNS::Subscription'))).toEqual([]);
    const configured = synthesizeStack({ context: { alarmEmail: 'astreinte@lameute.fr' } });
    const subscriptions = Object.values(configured.template.findResources('AWS::SNS::Subscription') as Record<string, Resource>);
    expect(subscriptions.map((s) => s.Properties)).toEqual([
      { Protocol: 'email', Endpoint: 'astreinte@lameute.fr', TopicArn: { Ref: configured.stack.getLogicalId(configured.stack.operations.topic.node.defaultChild as CfnElement) } },
    ]);
  });

  it('refuses an alarm address that is not one', () => {
    expect(() => readDeploymentConfig(new App({ context: { alarmEmail: 'astreinte' } }).node, {})).toThrow(/alarmEmail/);
  });

  it('is what every alarm of the stack notifies, on alarm and back to OK', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([topicRef]);
      expect(alarm.OKActions).toEqual([topicRef]);
    }
  });
});

describe('alarms', () => {
  /**
   * Every queue something fails into, found in the template rather than listed: a queue's redrive target, a Lambda's
   * dead-letter queue or on-failure destination, a stream's on-failure destination, an EventBridge target's or a
   * schedule's dead-letter queue. A dead-letter queue added without its alarm fails here.
   */
  const deadLetterQueueIds = (): string[] => {
    const ids = [
      ...Object.values(resources('AWS::SQS::Queue')).map((q) => getAttId((q.Properties.RedrivePolicy as { deadLetterTargetArn?: unknown } | undefined)?.deadLetterTargetArn)),
      ...Object.values(resources('AWS::Lambda::Function')).map((f) => getAttId((f.Properties.DeadLetterConfig as { TargetArn?: unknown } | undefined)?.TargetArn)),
      ...[...Object.values(resources('AWS::Lambda::EventInvokeConfig')), ...Object.values(resources('AWS::Lambda::EventSourceMapping'))].map((c) =>
        getAttId((c.Properties.DestinationConfig as { OnFailure?: { Destination?: unknown } } | undefined)?.OnFailure?.Destination),
      ),
      ...Object.values(resources('AWS::Events::Rule')).flatMap((r) => ((r.Properties.Targets ?? []) as Array<{ DeadLetterConfig?: { Arn?: unknown } }>).map((t) => getAttId(t.DeadLetterConfig?.Arn))),
      ...Object.values(resources('AWS::Scheduler::Schedule')).map((s) => getAttId((s.Properties.Target as { DeadLetterConfig?: { Arn?: unknown } }).DeadLetterConfig?.Arn)),
    ];
    return [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  };

  it('watch the depth of every dead-letter queue of the stack', () => {
    const queues = deadLetterQueueIds();
    expect(queues).toEqual([logicalId(stack.events.deadLetterQueue), logicalId(stack.schedules.deadLetterQueue)].sort());
    for (const id of queues) {
      const alarm = alarms.find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible' && getAttId(dimension(a, 'QueueName')) === id);
      expect(alarm).toMatchObject({ Namespace: 'AWS/SQS', Threshold: 1 });
    }
  });

  it(`call when more than ${API_5XX_PERCENT} % of the API's answers are 5xx, out of enough requests to mean it`, () => {
    const rate = alarms.find((a) => a.Metrics?.some((m) => m.Expression?.includes('/ requests')));
    expect(rate?.Threshold).toBe(API_5XX_PERCENT);
    const stats = Object.fromEntries((rate?.Metrics ?? []).filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat!.Metric.MetricName]));
    expect(stats).toEqual({ requests: 'Count', errors: '5xx' });
    for (const m of rate!.Metrics!.filter((m) => m.MetricStat)) expect(m.MetricStat!.Metric.Dimensions.map((d) => d.Name).sort()).toEqual(['ApiId', 'Stage']);
  });

  it(`call when the API's 99th percentile stays above ${API_P99_MS} ms`, () => {
    expect(alarms.find((a) => a.MetricName === 'Latency')).toMatchObject({ Namespace: 'AWS/ApiGateway', ExtendedStatistic: 'p99', Threshold: API_P99_MS });
  });

  it('call on any answer but a 2xx to Stripe’s webhook, counted from the API’s access logs', () => {
    const filters = Object.values(resources('AWS::Logs::MetricFilter')).map((f) => f.Properties as { LogGroupName: unknown; FilterPattern: string; MetricTransformations: Array<{ MetricName: string; MetricNamespace: string }> });
    const webhook = filters.find((f) => f.FilterPattern.includes('"POST /webhooks/stripe"'));
    expect(webhook?.LogGroupName).toEqual({ Ref: logicalId(stack.api.accessLogs) });
    expect(webhook?.FilterPattern).toBe('{ ($.routeKey = "POST /webhooks/stripe") && (($.status = "4*") || ($.status = "5*")) }');
    const [transformation] = webhook!.MetricTransformations;
    expect(alarms.find((a) => a.MetricName === transformation!.MetricName)).toMatchObject({ Namespace: transformation!.MetricNamespace, Threshold: 1 });
  });

  it('call when a run of any job fails', () => {
    for (const name of Object.keys(jobs)) {
      const fn = stack.schedules.jobs.get(name)!;
      expect(alarms.find((a) => a.MetricName === 'Errors' && JSON.stringify(dimension(a, 'FunctionName')) === JSON.stringify({ Ref: logicalId(fn) }))).toMatchObject({ Threshold: 1 });
    }
  });
});

describe('scheduled runs: what a failure gets', () => {
  const invokeConfigs = Object.values(resources('AWS::Lambda::EventInvokeConfig')).map((c) => c.Properties);
  const jobsQueue = { 'Fn::GetAtt': [logicalId(stack.schedules.deadLetterQueue), 'Arn'] };

  it(`hands each job's run to its queue with ${JOB_RETRIES} retries within 24 h, then the jobs' dead-letter queue`, () => {
    const schedules = Object.values(resources('AWS::Scheduler::Schedule')).map((s) => s.Properties.Target);
    expect(schedules).toHaveLength(Object.keys(jobs).length);
    for (const name of Object.keys(jobs)) {
      expect(schedules.find((target) => JSON.stringify(target).includes(logicalId(stack.schedules.queues.get(name)!)))).toMatchObject({
        Arn: { 'Fn::GetAtt': [logicalId(stack.schedules.queues.get(name)!), 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: JOB_RETRIES, MaximumEventAgeInSeconds: 24 * 3600 },
        DeadLetterConfig: { Arn: jobsQueue },
      });
    }
  });

  it(`runs a failed job ${JOB_RETRIES} more times within 24 h, never while it still runs, then keeps it in the jobs' dead-letter queue`, () => {
    const mappings = Object.values(resources('AWS::Lambda::EventSourceMapping')).map((m) => m.Properties);
    for (const name of Object.keys(jobs)) {
      const fn = stack.schedules.jobs.get(name)!;
      const queue = resources('AWS::SQS::Queue')[logicalId(stack.schedules.queues.get(name)!)]!.Properties as {
        VisibilityTimeout: number;
        MessageRetentionPeriod: number;
        RedrivePolicy: unknown;
      };
      expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: jobsQueue, maxReceiveCount: JOB_RETRIES + 1 });
      // A message comes back once its visibility timeout is over: the run it started has hit its time limit by then.
      const timeout = resources('AWS::Lambda::Function')[logicalId(fn)]!.Properties.Timeout as number;
      expect(timeout).toBe(JOB_TIMEOUT.toSeconds());
      expect(queue.VisibilityTimeout).toBeGreaterThan(timeout);
      expect(queue.VisibilityTimeout * JOB_RETRIES).toBeLessThanOrEqual(24 * 3600);
      expect(queue.MessageRetentionPeriod).toBeGreaterThan(queue.VisibilityTimeout * (JOB_RETRIES + 1));
      expect(mappings.find((m) => JSON.stringify(m.FunctionName) === JSON.stringify({ Ref: logicalId(fn) }))).toMatchObject({
        EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.schedules.queues.get(name)!), 'Arn'] },
        BatchSize: 1,
        ScalingConfig: { MaximumConcurrency: JOB_MAX_CONCURRENCY },
      });
      // Only the queue runs it: no asynchronous invocation whose 2 retries would be all a failed run gets.
      expect(invokeConfigs.find((c) => JSON.stringify(c.FunctionName) === JSON.stringify({ Ref: logicalId(fn) }))).toBeUndefined();
    }
  });

  it('retries a failed visio reminder twice within the hour, then the events’ dead-letter queue', () => {
    const reminder = stack.outbound.reminderFunction;
    expect(invokeConfigs.find((c) => JSON.stringify(c.FunctionName) === JSON.stringify({ Ref: logicalId(reminder) }))).toMatchObject({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 });
    expect((resources('AWS::Lambda::Function')[logicalId(reminder)]?.Properties.DeadLetterConfig as { TargetArn: unknown }).TargetArn).toEqual({
      'Fn::GetAtt': [logicalId(stack.events.deadLetterQueue), 'Arn'],
    });
  });
});

describe('the dashboard', () => {
  it('is one, with requests, errors, latency p50/p99, each function’s errors and throttles, dead letters and the consumers’ queue ages', () => {
    const dashboards = Object.values(resources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const title of ['API : requêtes', 'API : erreurs', 'API : latence (ms)', 'Erreurs : API', 'Étranglements : API', 'Files d’échecs (messages)', 'Consommateurs : âge du plus vieux message (s)']) {
      expect(body).toContain(title);
    }
    for (const figure of ['"Count"', '"5xx"', '"p50"', '"p99"', '"Errors"', '"Throttles"', '"ApproximateNumberOfMessagesVisible"', '"ApproximateAgeOfOldestMessage"']) {
      expect(body).toContain(figure.replace(/"/g, '\\"'));
    }
    for (const domain of stack.api.functions.keys()) expect(body).toContain(`\\"label\\":\\"${domain}\\"`);
  });
});
