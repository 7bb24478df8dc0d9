import { Duration, Validations } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CONSUMERS, EVENT_SOURCE, events, type ConsumerName } from '../../shared/events/catalogue';
import { pointsModel } from '../../functions/lib/db/entities/member';
import { outboxEventModel } from '../../functions/lib/db/entities/outbox';
import { AppFunction, type FunctionBuild, type MemberChannelBinding, type TableBinding } from './app-function';
import type { Discord } from './discord';
import type { Media } from './media';
import type { MemberExports } from './member-exports';
import type { Outbound } from './outbound';
import type { Payments } from './payments';
import type { WebPush } from './web-push';

export interface EventsProps {
  readonly build: FunctionBuild;
  /**
   * Each consumer records the event ids it processed in the table (once per event id); the outbox relay reads the
   * table's stream.
   */
  readonly data: TableBinding & { readonly table: ITable };
}

/** A consumer's failed message comes back after this long (SQS visibility timeout)… */
export const CONSUMER_RETRY_INTERVAL = Duration.minutes(15);
/** …this many times in all: 96 × 15 min = 24 hours of retries before the dead-letter queue. */
export const CONSUMER_MAX_RECEIVES = 96;
/** At most this many instances of a consumer run at once: the rate limit of the outside services they call. */
export const CONSUMER_MAX_CONCURRENCY = 2;
/** Batches of one stream shard the outbox relay works at once (records of one item stay in order). */
export const RELAY_PARALLEL_BATCHES = 10;
/**
 * The consumers that must work a burst at once, with their own ceiling. The training reminders (issue 25): a slot's
 * members all come due at one quarter-hour (a million in the worst case, one page event per 250 then one reminder
 * each), and each reminder waits on a push service or SES for a few hundred milliseconds: 200 at once send about
 * 500 a second (the rate one consumer's records of processed events take on their partition), 100,000 reminders in a
 * few minutes, a million in about half an hour. A ceiling on the queue's event source, not a reservation: it takes
 * nothing from the other functions while idle (and a reservation fails to deploy on an account whose concurrency
 * quota is still a new account's).
 */
export const CONSUMER_CONCURRENCY: Partial<Readonly<Record<ConsumerName, number>>> = { 'training-reminders': 200 };

/**
 * What each consumer may do beyond recording the events it processed (the table): the outside services its events
 * call for, nothing more. Every consumer of the catalogue appears here (a type error otherwise), so a new one gets a
 * deliberate, least-privilege grant.
 */
export const CONSUMER_GRANTS: Readonly<
  Record<
    ConsumerName,
    {
      sendsMail?: boolean;
      schedulesReminders?: boolean;
      notifiesMembers?: boolean;
      notifiesStaff?: boolean;
      readsTeam?: boolean;
      callsPaymentProvider?: boolean;
      callsDiscord?: boolean;
      /** Writes the members' data exports to their private bucket (issue 22). */
      writesExports?: boolean;
      /** Deletes Cognito users (an account its member deleted, issue 22). */
      deletesAccounts?: boolean;
      /** Signs the one-click unsubscribe links of the marketing e-mails (issue 22): reads their secret. */
      signsUnsubscribeLinks?: boolean;
      /** Sends Web Push notifications (issue 25): reads the VAPID keys. */
      sendsPush?: boolean;
      /**
       * The members' videos in their bucket (issue 26): `tags` a commented video for the retention rule (s3:PutObjectTagging),
       * `erases` an erased member's files (s3:ListBucket under videos/, s3:DeleteObject).
       */
      videos?: 'tags' | 'erases';
    }
  >
> = {
  // Make webhooks: outside URLs the admin set, reached over the internet with no AWS right.
  'automation-webhook': {},
  // The members' e-mails that follow an event (welcome, failed renewal, an educator's answer), and the weekly new
  // fiches, a marketing e-mail whose one-click unsubscribe link it signs (issue 22).
  'member-mail': { sendsMail: true, signsUnsubscribeLinks: true },
  // A plan's Discord role: the bot's secret and the guild's ids.
  'discord-roles': { callsDiscord: true },
  // A session's reminders (scheduled, deleted) and the e-mails about it.
  'visio-notices': { sendsMail: true, schedulesReminders: true },
  // Refunds: the provider's keys.
  refunds: { callsPaymentProvider: true },
  // Live messages: publish to the members' channel namespace.
  'member-notifications': { notifiesMembers: true },
  // Live messages to the team: publish to the staff's channel namespace, to whom the team list (the pool's groups) says.
  'staff-notifications': { notifiesStaff: true, readsTeam: true },
  // The team's e-mails (urgent ticket, due-by near, morning digest), to whom the team list says.
  'staff-mail': { sendsMail: true, readsTeam: true },
  // A member's data export (issue 22): the files written to the private exports bucket, then the e-mail that it is ready.
  'member-export': { sendsMail: true, writesExports: true },
  // A deleted account's erasure (issue 22): its Cognito user, its subscription and visio checkouts at the provider.
  'account-erasure': { callsPaymentProvider: true, deletesAccounts: true, videos: 'erases' },
  // The payment provider's customer follows the member's new address (issue 22): the provider's keys.
  'billing-customer': { callsPaymentProvider: true },
  // The training reminders (issue 25): a notification to the member's devices (the VAPID keys), else an e-mail; both
  // carry a one-click stop link signed with the links' secret.
  'training-reminders': { sendsMail: true, signsUnsubscribeLinks: true, sendsPush: true },
  // A commented video's object copied onto itself with the bucket's retention tag (issue 26): the videos bucket's
  // objects, read, written and tagged (Media.bindRetention).
  'video-storage': { videos: 'tags' },
};

/** The outside services the consumers are granted (built after the bus: they take its dead-letter queue). */
export interface ConsumerBindings {
  readonly outbound: Outbound;
  readonly payments: Payments;
  readonly discord: Discord;
  readonly memberChannel: MemberChannelBinding;
  readonly staffChannel: MemberChannelBinding;
  /** The pool whose educator and admin groups are the team (functions/lib/auth/team.ts). */
  readonly userPool: IUserPool;
  /** The members' data exports bucket (infra/constructs/member-exports.ts). */
  readonly memberExports: MemberExports;
  /** The VAPID keys of the training reminders' notifications (infra/constructs/web-push.ts). */
  readonly webPush: WebPush;
  /** The members' videos bucket (infra/constructs/media.ts). */
  readonly media: Media;
}

/**
 * The product's EventBridge bus and, from the event catalogue, one rule per event sending it to each of its consumers'
 * SQS queue; each consumer (`functions/consumers/<name>.ts`) reads its queue one message at a time, at most
 * CONSUMER_MAX_CONCURRENCY at once (CONSUMER_CONCURRENCY for those that work a burst). A message that fails comes back every 15 minutes for 24 hours, then lands in one
 * encrypted dead-letter queue (as do events EventBridge could not deliver), which infra/constructs/operations.ts
 * alarms on.
 */
export class Events extends Construct {
  readonly bus: EventBus;
  readonly deadLetterQueue: Queue;
  readonly consumers: ReadonlyMap<ConsumerName, AppFunction>;
  readonly queues: ReadonlyMap<ConsumerName, Queue>;
  readonly relay: AppFunction;

  /** Grants each consumer what CONSUMER_GRANTS says, and nothing else. */
  bindConsumers({ outbound, payments, discord, memberChannel, staffChannel, userPool, memberExports, webPush, media }: ConsumerBindings): void {
    for (const [name, fn] of this.consumers) {
      const grants = CONSUMER_GRANTS[name];
      if (grants.sendsMail) outbound.bindMail(fn);
      if (grants.schedulesReminders) outbound.bindReminders(fn);
      if (grants.notifiesMembers) fn.bindMemberChannel(memberChannel);
      if (grants.notifiesStaff) fn.bindStaffChannel(staffChannel);
      if (grants.readsTeam) {
        fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
        userPool.grant(fn, 'cognito-idp:ListUsersInGroup');
      }
      if (grants.callsPaymentProvider) payments.bind(fn);
      if (grants.callsDiscord) discord.bind(fn);
      if (grants.writesExports) memberExports.bindWriter(fn);
      if (grants.signsUnsubscribeLinks) outbound.bindUnsubscribeLinks(fn);
      if (grants.sendsPush) webPush.bind(fn);
      if (grants.videos === 'tags') media.bindRetention(fn);
      if (grants.videos === 'erases') media.bindErasure(fn);
      if (grants.deletesAccounts) {
        fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
        userPool.grant(fn, 'cognito-idp:AdminDeleteUser');
      }
    }
  }

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
        });
        fn.bindTable(props.data, { access: 'write' });
        Validations.of(fn).acknowledge(
          {
            id: 'Serverless-LambdaDLQ',
            reason: 'The consumer is invoked by its SQS queue, never asynchronously: the queue’s redrive policy sends a message that keeps failing to the dead-letter queue.',
          },
          {
            id: 'Serverless-LambdaEventSourceMappingDestination',
            reason: 'An SQS event source has no on-failure destination: its queue’s redrive policy (96 receives) is where failed messages go.',
          },
        );
        return [name, fn];
      }),
    );
    this.queues = new Map(
      CONSUMERS.map((name) => {
        const queue = new Queue(this, `${name}Queue`, {
          encryption: QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          visibilityTimeout: CONSUMER_RETRY_INTERVAL,
          retentionPeriod: Duration.days(4),
          deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: CONSUMER_MAX_RECEIVES },
        });
        const maxConcurrency = CONSUMER_CONCURRENCY[name] ?? CONSUMER_MAX_CONCURRENCY;
        this.consumers.get(name)!.addEventSource(new SqsEventSource(queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency }));
        return [name, queue];
      }),
    );

    for (const [eventName, event] of Object.entries(events)) {
      const rule = new Rule(this, `${eventName}Rule`, {
        eventBus: this.bus,
        description: `${event.detailType} → ${event.consumers.join(', ')}`,
        eventPattern: { source: [EVENT_SOURCE], detailType: [event.detailType] },
      });
      for (const consumer of event.consumers) {
        const queue = this.queues.get(consumer);
        if (!queue) throw new Error(`Event ${eventName}: unknown consumer ${consumer}`);
        rule.addTarget(new SqsQueue(queue, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 185, maxEventAge: Duration.hours(24) }));
      }
    }

    // The transactional outbox (DESIGN §8, issue 15): the domains write each event in the transaction of its change;
    // the relay reads the new outbox items from the table's stream and puts them on the bus. A batch the bus refuses
    // is retried from the record that failed, for as long as the stream keeps it (24 hours), then kept in the DLQ.
    // It is also given each update of a points balance (before and after), to announce the levels crossed: an outbox
    // item it writes in the table with the level recorded (functions/lib/points/milestones.ts), hence its write grant.
    this.relay = new AppFunction(this, 'outbox-relay', {
      build: props.build,
      entry: 'functions/events/outbox-relay.ts',
      description: 'Outbox relay: publishes the events the transactions wrote to the table on the bus',
      memorySize: 512,
      timeout: Duration.seconds(30),
    });
    this.relay.bindEventBus(this.bus);
    this.relay.bindTable(props.data, { access: 'write' });
    this.relay.addEventSource(
      new DynamoEventSource(props.data.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        // Ten batches of each shard at once (records of one item stay in order): a burst of events, such as a slot of
        // training reminders, is relayed at ten times the pace of one batch after the other.
        parallelizationFactor: RELAY_PARALLEL_BATCHES,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 10_000,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: [
          FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT'), dynamodb: { NewImage: { __edb_e__: { S: FilterRule.isEqual(outboxEventModel.model.entity) } } } }),
          FilterCriteria.filter({ eventName: FilterRule.isEqual('MODIFY'), dynamodb: { NewImage: { __edb_e__: { S: FilterRule.isEqual(pointsModel.model.entity) } } } }),
        ],
      }),
    );
    Validations.of(this.relay).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'The relay is invoked by the table stream’s event source mapping, never asynchronously: its on-failure destination is the dead-letter queue.',
    });
  }
}
