import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { EmailIdentity, Identity, MailFromBehaviorOnMxFailure } from 'aws-cdk-lib/aws-ses';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BRAND } from '../../shared/brand';
import { AppFunction, type FunctionBuild, type TableBinding } from './app-function';

/** Who the members' e-mails (the functions') and Cognito's (codes, invitations) come from, on the mail domain. */
export function mailSender(mailDomain: string): { name: string; address: string } {
  return { name: BRAND.name, address: `bonjour@${mailDomain}` };
}

/** A DNS record the operator publishes at the domain's registrar (the stack's outputs list them). */
export interface DnsRecord {
  readonly name: string;
  readonly type: 'CNAME' | 'MX' | 'TXT';
  readonly value: string;
}

/** The schedule group of the visio reminders (one per account and region: the product is deployed once per region). */
const REMINDER_GROUP = 'la-meute-reminders';

export interface OutboundProps {
  readonly build: FunctionBuild;
  readonly data: TableBinding;
  /** The domain the members' e-mails are sent from (its DKIM records are published outside this stack). */
  readonly mailDomain: string;
  /** Where reminders Scheduler could not deliver are kept (the events' dead-letter queue, which has its alarm). */
  readonly deadLetterQueue: IQueue;
}

/**
 * What reaches members outside the app (issues 11, 12): e-mail through an SES domain identity, and the visios'
 * reminders — one-time EventBridge Scheduler schedules, made and deleted by the API, that invoke the reminder
 * Lambda. The API may create and delete schedules of this group only, and pass only the role that may invoke only
 * that Lambda.
 */
export class Outbound extends Construct {
  readonly identity: EmailIdentity;
  readonly mailFrom: string;
  /**
   * What to publish in the mail domain's DNS for SES to verify it and for mailboxes to trust it: the three DKIM CNAMEs
   * (the identity is verified once they resolve), the custom MAIL FROM subdomain's MX and SPF (so SPF aligns with the
   * domain too; until they resolve SES sends from amazonses.com), and a DMARC policy to start with (monitoring only).
   */
  readonly dnsRecords: readonly DnsRecord[];
  readonly reminderGroup: ScheduleGroup;
  readonly reminderFunction: AppFunction;
  /**
   * The key that signs the one-click unsubscribe links of the marketing e-mails (issue 22, RFC 8058): a random string
   * Secrets Manager generates at the first deployment, which nobody needs to know or fill.
   */
  readonly unsubscribeSecret: Secret;
  private readonly schedulerRole: Role;
  private readonly mailers: AppFunction[] = [];
  private readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string, props: OutboundProps) {
    super(scope, id);
    const mailFromDomain = `envoi.${props.mailDomain}`;
    this.identity = new EmailIdentity(this, 'MailIdentity', {
      identity: Identity.domain(props.mailDomain),
      mailFromDomain,
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
    });
    const sender = mailSender(props.mailDomain);
    this.mailFrom = `${sender.name} <${sender.address}>`;
    this.dnsRecords = [
      ...this.identity.dkimRecords.map(({ name, value }) => ({ name, type: 'CNAME' as const, value })),
      { name: mailFromDomain, type: 'MX', value: `10 feedback-smtp.${Stack.of(this).region}.amazonses.com` },
      { name: mailFromDomain, type: 'TXT', value: '"v=spf1 include:amazonses.com ~all"' },
      { name: `_dmarc.${props.mailDomain}`, type: 'TXT', value: '"v=DMARC1; p=none;"' },
    ];
    this.deadLetterQueue = props.deadLetterQueue;

    this.reminderGroup = new ScheduleGroup(this, 'Reminders', { scheduleGroupName: REMINDER_GROUP });
    this.reminderFunction = new AppFunction(this, 'visio-reminder', {
      build: props.build,
      entry: 'functions/visios/reminder.ts',
      description: 'Sends a visio reminder (24 h, 1 h before), run by the one-time schedule made at booking',
      memorySize: 512,
      timeout: Duration.seconds(30),
      deadLetterQueue: props.deadLetterQueue,
    });
    // The scheduler hands a reminder to Lambda asynchronously (its retry policy, functions/lib/schedules/one-time.ts,
    // covers only that hand-off): a run that fails is Lambda's to retry, twice, then the dead-letter queue. A reminder
    // more than an hour late is no reminder.
    this.reminderFunction.retryAsyncRuns({ retryAttempts: 2, maxEventAge: Duration.hours(1) });
    // Stamps the reminder on the booking (once), then e-mails the member.
    this.reminderFunction.bindTable(props.data, { access: 'write' });
    this.bindMail(this.reminderFunction);

    this.unsubscribeSecret = new Secret(this, 'UnsubscribeSecret', {
      description: 'Signs the one-click unsubscribe links of the marketing e-mails (HMAC-SHA256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.unsubscribeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating this key would void the unsubscribe links of every e-mail already sent, which must keep working (RFC 8058); it is never shown to anyone.',
    });

    this.schedulerRole = new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com'), description: 'Invokes the visio reminder Lambda' });
    this.reminderFunction.grantInvoke(this.schedulerRole);
    props.deadLetterQueue.grantSendMessages(this.schedulerRole);
    const functionArn = `<${Stack.of(this).getLogicalId(this.reminderFunction.node.defaultChild as CfnFunction)}.Arn>`;
    Validations.of(this.schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${functionArn}:*]`,
      reason: 'grantInvoke lets the scheduler invoke the reminder Lambda and its versions (ARN:*), nothing else.',
    });
  }

  /** Lets a function send the members' e-mails: SES on this identity only, and its sender. */
  bindMail(fn: AppFunction): void {
    this.identity.grantSendEmail(fn);
    fn.addEnvironment('MAIL_FROM', this.mailFrom);
    this.mailers.push(fn);
  }

  /**
   * Lets a function sign (a mailer of marketing e-mails) or check (the account domain's one-click POST) the unsubscribe
   * links: read access to that secret only.
   */
  bindUnsubscribeLinks(fn: AppFunction): void {
    fn.bindSecret(this.unsubscribeSecret, 'UNSUBSCRIBE_SECRET_ARN');
  }

  /** The site the e-mails link to, known once the site exists (it is built after the API). */
  linkMailsTo(siteUrl: string): void {
    for (const fn of this.mailers) fn.addEnvironment('SITE_URL', siteUrl);
  }

  /** Lets a function schedule and cancel visio reminders: schedules of the reminders' group only. */
  bindReminders(fn: AppFunction): void {
    fn.addEnvironment('SCHEDULE_GROUP', this.reminderGroup.scheduleGroupName);
    fn.addEnvironment('SCHEDULER_ROLE_ARN', this.schedulerRole.roleArn);
    fn.addEnvironment('REMINDER_TARGET_ARN', this.reminderFunction.functionArn);
    fn.addEnvironment('REMINDER_DLQ_ARN', this.deadLetterQueue.queueArn);
    const { region, account, partition } = Stack.of(this);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
        resources: [`arn:${partition}:scheduler:${region}:${account}:schedule/${REMINDER_GROUP}/*`],
      }),
    );
    this.schedulerRole.grantPassRole(fn.grantPrincipal);
    // cdk-nag prints the partition and region as they resolve (known region: 'aws' and its name).
    const known = !Token.isUnresolved(region);
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:${known ? 'aws' : '<AWS::Partition>'}:scheduler:${known ? region : '<AWS::Region>'}:<AWS::AccountId>:schedule/${REMINDER_GROUP}/*]`,
      reason: 'Reminder schedules are named per booking at run time: the function may create and delete schedules of the reminders group only.',
    });
  }
}
