import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import {
  AppSyncAuthorizationType,
  type CfnApi,
  type ChannelNamespace,
  Code,
  EventApi,
} from 'aws-cdk-lib/aws-appsync';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { MEMBER_NAMESPACE, STAFF_NAMESPACE } from '../../shared/realtime/channels';

export interface RealtimeProps {
  /** Repository root: the onSubscribe handler's source is infra/realtime/member-channel.ts. */
  readonly projectRoot: string;
  readonly userPool: IUserPool;
  /** Only tokens of the web app's client may connect and subscribe. */
  readonly webClient: IUserPoolClient;
}

/** The onSubscribe handlers' source paths, relative to the repository root (one file for AppSync and the local server). */
export const MEMBER_CHANNEL_HANDLER = 'infra/realtime/member-channel.ts';
export const STAFF_CHANNEL_HANDLER = 'infra/realtime/staff-channel.ts';

/**
 * A namespace's code, bundled at synthesis: TypeScript type-checked with the rest of the repository, compiled to the
 * plain ES module the APPSYNC_JS runtime runs, with `@aws-appsync/utils` left as the runtime's own import.
 */
export function memberChannelCode(projectRoot: string, handler: string = MEMBER_CHANNEL_HANDLER): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(projectRoot, handler)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2019',
    external: ['@aws-appsync/utils'],
    legalComments: 'none',
  });
  const code = outputFiles[0]?.text;
  if (!code) throw new Error(`esbuild produced nothing for ${handler}`);
  return code;
}

/**
 * The live channel of each member (DESIGN §8, SPEC §7 Realtime): an AppSync Events API. Members connect and
 * subscribe with their Cognito token (web client only); the namespace `members`' onSubscribe handler lets each one
 * subscribe to `/members/<own sub>` alone. Beside it, the namespace `staff` (issue 21): each staff member (educator
 * or admin group in the token) subscribes to `/staff/<own sub>` alone. Only IAM may publish: the back-end functions
 * bound with `grantPublish` or `staffChannel.grantPublish` (appsync:EventPublish on that one namespace, nothing else).
 * Errors (refused subscriptions included) are logged for a month.
 */
export class Realtime extends Construct {
  readonly api: EventApi;
  readonly members: ChannelNamespace;
  readonly staff: ChannelNamespace;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { USER_POOL, IAM } = AppSyncAuthorizationType;
    this.api = new EventApi(this, 'Api', {
      apiName: `${Stack.of(this).stackName}-realtime`,
      authorizationConfig: {
        authProviders: [
          { authorizationType: USER_POOL, cognitoConfig: { userPool: props.userPool, appIdClientRegex: `^${props.webClient.userPoolClientId}$` } },
          { authorizationType: IAM },
        ],
        connectionAuthModeTypes: [USER_POOL],
        defaultSubscribeAuthModeTypes: [USER_POOL],
        defaultPublishAuthModeTypes: [IAM],
      },
    });
    this.members = this.api.addChannelNamespace('Members', {
      channelNamespaceName: MEMBER_NAMESPACE,
      code: Code.fromInline(memberChannelCode(props.projectRoot)),
      authorizationConfig: { subscribeAuthModeTypes: [USER_POOL], publishAuthModeTypes: [IAM] },
    });
    this.staff = this.api.addChannelNamespace('Staff', {
      channelNamespaceName: STAFF_NAMESPACE,
      code: Code.fromInline(memberChannelCode(props.projectRoot, STAFF_CHANNEL_HANDLER)),
      authorizationConfig: { subscribeAuthModeTypes: [USER_POOL], publishAuthModeTypes: [IAM] },
    });
    this.addErrorLogs();
  }

  /** `https://<http domain>/event`: where a function publishes (REALTIME_EVENT_URL) and what the web app is given (Amplify derives the WebSocket from it). */
  get eventUrl(): string {
    return `https://${this.api.httpDns}/event`;
  }

  /** Hosts the browser must reach (the site's CSP): the HTTP domain and the real-time (WebSocket) domain. */
  get connectSources(): string[] {
    return [`https://${this.api.httpDns}`, `wss://${this.api.realtimeDns}`];
  }

  /** appsync:EventPublish on the `members` namespace only. */
  grantPublish(grantee: IGrantable): void {
    this.members.grantPublish(grantee);
  }

  /** The staff's channels as a function sees them: the same endpoint, appsync:EventPublish on the `staff` namespace only. */
  get staffChannel(): { eventUrl: string; grantPublish(grantee: IGrantable): void } {
    return { eventUrl: this.eventUrl, grantPublish: (grantee) => this.staff.grantPublish(grantee) };
  }

  /**
   * Error-level logs in a log group of our own with a retention. EventApi's `logConfig` would keep them forever or
   * add a log-retention Lambda; AppSync writes to `/aws/appsync/apis/<api id>`, through a role that may write there only.
   */
  private addErrorLogs(): void {
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/appsync/apis/${this.api.apiId}`,
      retention: RetentionDays.ONE_MONTH,
    });
    const role = new Role(this, 'LogsRole', {
      assumedBy: new ServicePrincipal('appsync.amazonaws.com'),
      description: 'AppSync Events writes the realtime API errors to its log group',
    });
    logGroup.grantWrite(role);
    (this.api.node.defaultChild as CfnApi).addPropertyOverride('EventConfig.LogConfig', { CloudWatchLogsRoleArn: role.roleArn, LogLevel: 'ERROR' });
  }
}
