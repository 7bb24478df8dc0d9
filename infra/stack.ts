import path from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { API_BASE_PATH } from '../shared/contract/runtime-config';
import type { DeploymentConfig } from './config';
import { Api, DOMAIN_GRANTS } from './constructs/api';
import type { FunctionCode } from './constructs/app-function';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Events } from './constructs/events';
import { mailSender, Outbound } from './constructs/outbound';
import { Discord } from './constructs/discord';
import { Media } from './constructs/media';
import { MemberExports } from './constructs/member-exports';
import { Operations } from './constructs/operations';
import { Payments } from './constructs/payments';
import { Realtime } from './constructs/realtime';
import { Schedules } from './constructs/schedules';
import { Site } from './constructs/site';
import { WebPush } from './constructs/web-push';

export interface LaMeuteStackProps extends StackProps {
  readonly config: DeploymentConfig;
  /** Absolute path of the repository root. */
  readonly projectRoot: string;
  /** `bundle` (default, as deployed) or `inline` stubs for fast template tests. */
  readonly functionCode?: FunctionCode;
  /** The built web app; `<projectRoot>/web/dist` unless said. */
  readonly webDist?: string;
  /** ARN of the site's WAF web ACL, from the edge stack in us-east-1 (a cross-region reference). */
  readonly webAclArn: string;
}

/** The production stack: composition only; each concern is one construct. */
export class LaMeuteStack extends Stack {
  readonly data: Data;
  readonly events: Events;
  readonly auth: Auth;
  readonly site: Site;
  readonly api: Api;
  readonly schedules: Schedules;
  readonly realtime: Realtime;
  readonly outbound: Outbound;
  readonly payments: Payments;
  readonly discord: Discord;
  readonly memberExports: MemberExports;
  readonly media: Media;
  readonly webPush: WebPush;
  readonly operations: Operations;

  constructor(scope: Construct, id: string, props: LaMeuteStackProps) {
    super(scope, id, props);
    const { config, projectRoot } = props;
    const build = { projectRoot, code: props.functionCode ?? 'bundle', logLevel: config.logLevel } as const;

    this.data = new Data(this, 'Data');
    this.events = new Events(this, 'Events', { build, data: this.data });
    this.auth = new Auth(this, 'Auth', {
      build,
      data: this.data,
      ...(config.mailDomainVerified ? { sender: { ...mailSender(config.mailDomain), domain: config.mailDomain, region: this.region } } : {}),
    });
    this.realtime = new Realtime(this, 'Realtime', { projectRoot, userPool: this.auth.userPool, webClient: this.auth.webClient });
    this.outbound = new Outbound(this, 'Outbound', { build, data: this.data, mailDomain: config.mailDomain, deadLetterQueue: this.events.deadLetterQueue });
    this.payments = new Payments(this, 'Payments');
    this.discord = new Discord(this, 'Discord');
    this.memberExports = new MemberExports(this, 'MemberExports');
    this.webPush = new WebPush(this, 'WebPush');
    // The members' videos (issue 26): their bucket, its upload check, the key group of the site's `/videos/*` behaviour and
    // the private key of the signed URLs, filled by the operator (its public key too, before deploying: README).
    this.media = new Media(this, 'Media', {
      build,
      data: this.data,
      deadLetterQueue: this.events.deadLetterQueue,
      siteOrigin: config.domain ? `https://${config.domain.name}` : 'https://*.cloudfront.net',
    });
    // Every effect of a committed change is a consumer's (e-mails, reminders, refunds, live messages, Discord roles).
    this.events.bindConsumers({
      outbound: this.outbound,
      payments: this.payments,
      discord: this.discord,
      memberChannel: this.realtime,
      staffChannel: this.realtime.staffChannel,
      userPool: this.auth.userPool,
      memberExports: this.memberExports,
      webPush: this.webPush,
      media: this.media,
    });
    this.api = new Api(this, 'Api', {
      build,
      data: this.data,
      userPool: this.auth.userPool,
      webClient: this.auth.webClient,
      serverClient: this.auth.serverClient,
      payments: this.payments,
      discord: this.discord,
      throttle: config.throttle,
    });
    // 'Télécharger mes données' (issue 22): the account domain signs the member's download links of their export.
    this.memberExports.bindReader(this.api.functions.get('account')!);
    // The one-click links without sign-in: the e-mails' unsubscribe (POST /account/unsubscribe) and the reminders' stop
    // (POST /reminders/stop, issue 25), checked by the domains that answer them; the consumers sign them (CONSUMER_GRANTS).
    // The rhythm domain (issue 25) gives browsers the Web Push VAPID public key.
    for (const [domain, grants] of Object.entries(DOMAIN_GRANTS)) {
      if (grants.checksUnsubscribeLinks) this.outbound.bindUnsubscribeLinks(this.api.functions.get(domain)!);
      if (grants.readsPushPublicKey) this.webPush.bindPublicKey(this.api.functions.get(domain)!);
    }
    this.site = new Site(this, 'Site', {
      webDist: props.webDist ?? path.join(projectRoot, 'web', 'dist'),
      ...(config.domain ? { domain: config.domain } : {}),
      apiDomainName: this.api.originDomainName,
      webAclArn: props.webAclArn,
      realtimeSources: this.realtime.connectSources,
      videos: { bucket: this.media.bucket, keyGroup: this.media.keyGroup, uploadOrigin: this.media.uploadOrigin },
    });
    this.outbound.linkMailsTo(this.site.origin);
    // The videos domain uploads to the bucket and signs playback URLs of the site's `/videos/*` (issue 26).
    for (const [domain, grants] of Object.entries(DOMAIN_GRANTS)) {
      if (grants.handlesVideos) this.media.bindUploadsAndPlayback(this.api.functions.get(domain)!, this.site.origin);
    }
    this.payments.linkReturnsTo(this.site.origin);
    this.discord.linkReturnsTo(this.site.origin);
    this.schedules = new Schedules(this, 'Schedules', { build, data: this.data, userPool: this.auth.userPool });

    this.operations = new Operations(this, 'Operations', {
      ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
      api: this.api,
      // Every dead-letter queue of the stack (test/infra/operations.test.ts finds them all in the template).
      deadLetterQueues: { events: this.events.deadLetterQueue, jobs: this.schedules.deadLetterQueue },
      functions: {
        API: this.api.functions,
        // S3's notifications run the videos' upload check (issue 26): an event-driven function like the consumers.
        'événements': new Map([...this.events.consumers, ['outbox-relay', this.events.relay], ['video-upload-check', this.media.uploadCheck]]),
        'tâches et rappels': new Map([...this.schedules.jobs, ['visio-reminder', this.outbound.reminderFunction]]),
        Cognito: new Map(Object.entries(this.auth.triggers)),
      },
      consumerQueues: this.events.queues,
      jobs: this.schedules.jobs,
    });

    const apiUrl = `${this.site.origin}${API_BASE_PATH}`;
    this.site.deploy({
      stage: config.stage,
      region: this.region,
      apiUrl,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.webClient.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
      realtimeUrl: this.realtime.eventUrl,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.origin });
    new CfnOutput(this, 'ApiUrl', { value: apiUrl });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    new CfnOutput(this, 'RealtimeUrl', { value: this.realtime.eventUrl });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.operations.topic.topicArn });
    // What the preflight (scripts/preflight) checks: the mail domain's SES identity, and whether Cognito sends through it.
    new CfnOutput(this, 'MailDomain', { value: config.mailDomain });
    new CfnOutput(this, 'CognitoMail', { value: config.mailDomainVerified ? 'SES' : 'COGNITO_DEFAULT' });
    // The records to publish in the mail domain's DNS (README, deploy checklist), one output each: "name TYPE value".
    this.outbound.dnsRecords.forEach(({ name, type, value }, index) => {
      new CfnOutput(this, `MailDnsRecord${index + 1}`, { value: `${name} ${type} ${value}`, description: 'À publier dans le DNS du domaine d’envoi' });
    });
  }
}
