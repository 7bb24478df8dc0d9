import { Duration, Validations } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CONSUMERS, EVENT_SOURCE, events, type ConsumerName } from '../../shared/events/catalogue';
import { AppFunction, type FunctionBuild, type TableBinding } from './app-function';

export interface EventsProps {
  readonly build: FunctionBuild;
  /** Each consumer records the event ids it processed in the table (once per event id). */
  readonly data: TableBinding;
}

/**
 * The product's EventBridge bus and, from the event catalogue, one rule per event targeting each of its
 * consumers (`functions/consumers/<name>.ts`). Deliveries that fail after retries, and consumer invocations
 * that still fail after Lambda's own retries, land in one encrypted dead-letter queue.
 */
export class Events extends Construct {
  readonly bus: EventBus;
  readonly deadLetterQueue: Queue;
  readonly consumers: ReadonlyMap<ConsumerName, AppFunction>;

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus');
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge(
      {
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself the dead-letter queue of the bus targets and the consumer functions; a queue behind it would only move the same messages.',
      },
      {
        id: 'Serverless-SQSRedrivePolicy',
        reason: 'This queue is itself the dead-letter queue (nothing consumes it but an operator replaying failed events), so it has no redrive target.',
      },
    );

    this.consumers = new Map(
      CONSUMERS.map((name) => {
        const fn = new AppFunction(this, name, {
          build: props.build,
          entry: `functions/consumers/${name}.ts`,
          description: `Event consumer ${name}`,
          memorySize: 512,
          timeout: Duration.seconds(30),
          deadLetterQueue: this.deadLetterQueue,
        });
        fn.bindTable(props.data, { access: 'write' });
        return [name, fn];
      }),
    );

    for (const [eventName, event] of Object.entries(events)) {
      const rule = new Rule(this, `${eventName}Rule`, {
        eventBus: this.bus,
        description: `${event.detailType} → ${event.consumers.join(', ')}`,
        eventPattern: { source: [EVENT_SOURCE], detailType: [event.detailType] },
      });
      for (const consumer of event.consumers) {
        const fn = this.consumers.get(consumer);
        if (!fn) throw new Error(`Event ${eventName}: unknown consumer ${consumer}`);
        rule.addTarget(
          new LambdaFunction(fn, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 3, maxEventAge: Duration.hours(6) }),
        );
      }
    }
  }
}
