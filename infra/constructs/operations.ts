import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  type Metric,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { routeKeyOf } from '../../shared/contract/route';
import { routes } from '../../shared/contract/routes';

/** Alarms look at 5-minute periods: short enough to call someone within the quarter hour, long enough to be a trend. */
const PERIOD = Duration.minutes(5);
/** Above this share of 5xx answers (percent), with enough requests to mean something, the API is failing. */
export const API_5XX_PERCENT = 5;
const API_5XX_MIN_REQUESTS = 20;
/** The 99th percentile of the API's answers above this, three periods running, is an incident (cold starts stay far under it). */
export const API_P99_MS = 3_000;

/** The contract's webhook routes (Stripe's), as the API's access logs name them: `POST /webhooks/stripe`. */
const WEBHOOK_ROUTE_KEYS = Object.values(routes)
  .filter((route) => route.access === 'webhook')
  .map(routeKeyOf);

export interface OperationsProps {
  /** Who the alarms e-mail (context `alarmEmail`); without it the topic has no subscriber until one is added. */
  readonly alarmEmail?: string;
  /** The API's stage (its metrics) and its JSON access logs (route and status of each request). */
  readonly api: { readonly stage: IHttpStage; readonly accessLogs: ILogGroup };
  /** Every dead-letter queue of the stack, named for what fails into it: each gets its alarm. */
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  /** The functions on the dashboard, by group (an API domain, the consumers, the jobs…). */
  readonly functions: Readonly<Record<string, ReadonlyMap<string, IFunction>>>;
  /** The event consumers' queues: how old their oldest message is says whether a consumer keeps up. */
  readonly consumerQueues: ReadonlyMap<string, IQueue>;
  /** The scheduled jobs: a run that fails is an alarm (its retries, then its dead-letter queue, follow). */
  readonly jobs: ReadonlyMap<string, IFunction>;
}

/**
 * What tells an operator something is wrong (DESIGN §9): one SNS topic (encrypted, SSL only) that every alarm
 * notifies, e-mailed to the configured address; alarms on the API's 5xx rate and p99 latency, on every dead-letter
 * queue, on every webhook route's failed answers and on every job's failed runs; one dashboard of the same figures.
 */
export class Operations extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    // A key of our own: CloudWatch cannot publish to a topic under the AWS-managed SNS key, whose policy it cannot be
    // added to. CloudWatch calls KMS and SNS itself, as its service principal, for this account's alarms only; the
    // topic's policy (which enforceSSL makes explicit) must then say so too.
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com').withConditions({ StringEquals: { 'aws:SourceAccount': Stack.of(this).account } });
    const key = new Key(this, 'AlarmTopicKey', { enableKeyRotation: true, description: 'Encrypts the alarm topic' });
    key.grant(cloudWatch, 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'La Meute : alarmes', masterKey: key, enforceSSL: true });
    this.topic.grantPublish(cloudWatch);
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);

    const { stage } = props.api;
    const requests = stage.metricCount({ period: PERIOD, statistic: Stats.SUM });
    const serverErrors = stage.metricServerError({ period: PERIOD, statistic: Stats.SUM });
    const clientErrors = stage.metricClientError({ period: PERIOD, statistic: Stats.SUM });
    const errorRate = new MathExpression({
      label: '5xx (%)',
      // A quiet night's single failure out of three requests is not an outage: below the minimum, the rate is 0.
      expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
    });
    this.alarm('Api5xxRate', {
      description: `Plus de ${API_5XX_PERCENT} % des requêtes de l’API échouent en 5xx (deux périodes de 5 minutes sur trois).`,
      metric: errorRate,
      threshold: API_5XX_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    const latency = (statistic: string) => stage.metricLatency({ period: PERIOD, statistic });
    this.alarm('ApiP99Latency', {
      description: `Le 99e centile du temps de réponse de l’API dépasse ${API_P99_MS} ms depuis 15 minutes.`,
      metric: latency(Stats.p(99)),
      threshold: API_P99_MS,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    // Stripe retries an event it got no 2xx for, for three days: any other answer (a bad signing secret, a bug, a
    // missing parameter) is worth a look now. The access logs see every answer, the Lambda's own errors included.
    for (const routeKey of WEBHOOK_ROUTE_KEYS) {
      const name = routeKey.replace(/[^A-Za-z0-9]/g, '');
      const failures = new MetricFilter(this, `${name}Failures`, {
        logGroup: props.api.accessLogs,
        metricNamespace: 'LaMeute',
        metricName: `WebhookFailures-${name}`,
        filterPattern: FilterPattern.all(FilterPattern.stringValue('$.routeKey', '=', routeKey), FilterPattern.any(
          FilterPattern.stringValue('$.status', '=', '4*'),
          FilterPattern.stringValue('$.status', '=', '5*'),
        )),
        metricValue: '1',
      });
      this.alarm(`${name}FailureAlarm`, {
        description: `Le webhook ${routeKey} a répondu autrement que 2xx : l’expéditeur va réessayer ; voir les journaux d’accès de l’API et de la fonction payments.`,
        metric: failures.metric({ period: PERIOD, statistic: Stats.SUM }),
        threshold: 1,
        evaluationPeriods: 1,
      });
    }

    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      this.alarm(`${name}DeadLetters`, {
        description: `La file d’échecs « ${name} » contient des messages : des traitements ont échoué après toutes leurs tentatives. Les lire, corriger, rejouer.`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: Stats.MAXIMUM }),
        threshold: 1,
        evaluationPeriods: 1,
      });
    }

    for (const [name, fn] of props.jobs) {
      this.alarm(`${name}JobErrors`, {
        description: `La tâche planifiée ${name} a échoué (Lambda la relance deux fois, puis sa file d’échecs).`,
        metric: fn.metricErrors({ period: PERIOD, statistic: Stats.SUM }),
        threshold: 1,
        evaluationPeriods: 1,
      });
    }

    // One graph per group of functions and per figure, a line per function (an API domain, a consumer, a job…).
    const perFunction = (figure: string, metric: (fn: IFunction) => Metric) =>
      Object.entries(props.functions).map(
        ([group, functions]) =>
          new GraphWidget({ title: `${figure} : ${group}`, width: 8, left: [...functions].map(([name, fn]) => metric(fn).with({ label: name, period: PERIOD })) }),
      );
    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(24) });
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API : requêtes', width: 8, left: [requests.with({ label: 'requêtes' })] }),
      new GraphWidget({ title: 'API : erreurs', width: 8, left: [serverErrors.with({ label: '5xx' }), clientErrors.with({ label: '4xx' })], right: [errorRate] }),
      new GraphWidget({ title: 'API : latence (ms)', width: 8, left: [latency(Stats.p(50)).with({ label: 'p50' }), latency(Stats.p(99)).with({ label: 'p99' })] }),
    );
    this.dashboard.addWidgets(...perFunction('Erreurs', (fn) => fn.metricErrors({ statistic: Stats.SUM })));
    this.dashboard.addWidgets(...perFunction('Étranglements', (fn) => fn.metricThrottles({ statistic: Stats.SUM })));
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Files d’échecs (messages)',
        width: 12,
        left: Object.entries(props.deadLetterQueues).map(([name, queue]) => queue.metricApproximateNumberOfMessagesVisible({ label: name, period: PERIOD, statistic: Stats.MAXIMUM })),
      }),
      new GraphWidget({
        title: 'Consommateurs : âge du plus vieux message (s)',
        width: 12,
        left: [...props.consumerQueues].map(([name, queue]) => queue.metricApproximateAgeOfOldestMessage({ label: name, period: PERIOD, statistic: Stats.MAXIMUM })),
      }),
    );
  }

  private alarm(
    id: string,
    options: { description: string; metric: IMetric; threshold: number; evaluationPeriods: number; datapointsToAlarm?: number; comparisonOperator?: ComparisonOperator },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      alarmDescription: options.description,
      metric: options.metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods,
      ...(options.datapointsToAlarm ? { datapointsToAlarm: options.datapointsToAlarm } : {}),
      comparisonOperator: options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data is no failure: a queue, a webhook or a job with nothing to report.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }
}
