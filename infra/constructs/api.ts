import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ServerClient } from './auth';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { needsToken, type RouteDefinition } from '../../shared/contract/route';
import { API_BASE_PATH } from '../../shared/contract/runtime-config';
import { routes } from '../../shared/contract/routes';
import type { Discord } from './discord';
import type { Payments } from './payments';
import { AppFunction, type FunctionBuild, type TableAccess, type TableBinding } from './app-function';

/**
 * What each domain's Lambda may do beyond answering: its table access and whether it publishes events.
 * Every domain of the route table must appear here (synthesis fails otherwise), so a new domain gets a
 * deliberate, least-privilege grant.
 */
export const DOMAIN_GRANTS: Readonly<
  Record<
    string,
    {
      table?: TableAccess;
      serverClient?: boolean;
      readsTeam?: boolean;
      managesTeam?: boolean;
      callsPaymentProvider?: boolean;
      callsDiscord?: boolean;
      /** Checks a caller's password with Cognito (AdminInitiateAuth through the server's client). */
      checksPasswords?: boolean;
      /** Checks the one-click links of the e-mails and reminders (no sign-in): reads their signing secret (infra/stack.ts). */
      checksUnsubscribeLinks?: boolean;
      /** Gives browsers the Web Push VAPID public key (never the private one): reads its parameter (infra/stack.ts). */
      readsPushPublicKey?: boolean;
      /**
       * The members' videos (issue 26): presigned POSTs to the videos bucket (s3:PutObject under videos/) and playback
       * URLs signed with the private key's secret (infra/constructs/media.ts, bound in infra/stack.ts).
       */
      handlesVideos?: boolean;
    }
  >
> = {
  system: {},
  // Signs members up, confirms their address and password resets through the server's Cognito client, whose secret it
  // alone reads; counts the sign-up code's resends per address in the table (issue 22).
  auth: { table: 'write', serverClient: true },
  // The member's account: /me, and linking Discord (a single-use state written, the Discord id stored; the bot's secret).
  // Deleting it (issue 22) checks the password with Cognito through the server's client (AdminInitiateAuth).
  account: { table: 'write', callsDiscord: true, serverClient: true, checksPasswords: true, checksUnsubscribeLinks: true },
  // The admin area: figures and members read, the team's log and invited educators' rows written; staff roles are
  // Cognito groups it reads and changes, and invitations are accounts it creates (Cognito e-mails them).
  admin: { table: 'write', readsTeam: true, managesTeam: true },
  dogs: { table: 'write' },
  // Events (a fiche validated: fiche_validated) are written to the table's outbox with the change, never put on the
  // bus by a domain: the outbox relay alone publishes (infra/constructs/events.ts).
  fiches: { table: 'write' },
  // No domain sends an e-mail, schedules a reminder, refunds or tells a member live: each change writes its events to
  // the outbox, and the consumers granted those services act on them (CONSUMER_GRANTS, infra/constructs/events.ts).
  // Tickets: the thread, the +5 of a resolved ticket and ticket_closed, the team's educators read from the pool's
  // groups (to assign a ticket).
  support: { table: 'write', readsTeam: true },
  // Visios: the slot and the credit; a paid session's checkout opened or closed.
  visios: { table: 'write', callsPaymentProvider: true },
  points: { table: 'write' },
  // Videos (issue 26): the video and its quota unit or credit; the presigned POST is signed with the function's own
  // right to put under `videos/` in the media bucket, and the playback URLs with the key pair's private key.
  videos: { table: 'write', handlesVideos: true },
  // The weekly rhythm (issue 25): the settings and their reminder slots, the devices' push subscriptions; the VAPID
  // public key (never the private one) and, for the reminders' one-click stop, the links' secret (infra/stack.ts).
  rhythm: { table: 'write', checksUnsubscribeLinks: true, readsPushPublicKey: true },
  // Payments: checkout, portal and the webhook with the provider's keys, the member's plan, credits and bonus points,
  // plan_upgraded & co.
  payments: { table: 'write', callsPaymentProvider: true },
};

/** The domain that answers `GET /health` and API Gateway's `$default` route (unknown route → French 404). */
export const FALLBACK_DOMAIN = 'system';

const routeTable: ReadonlyArray<[name: string, route: RouteDefinition]> = Object.entries(routes);

/**
 * The domains serving an admin route, whose functions refuse an admin without TOTP (`ADMIN_MFA_REQUIRED`): read from
 * the contract, so a domain that gains an admin route is covered without a word here.
 */
export const adminDomains = (): string[] => [...new Set(routeTable.filter(([, route]) => route.access === 'admin').map(([, route]) => route.domain))];

/** The API's domains, in route-table order: one Lambda each (`functions/<domain>/handler.ts`). */
export const apiDomains = (): string[] => [...new Set(routeTable.map(([, route]) => route.domain))];

export interface ApiProps {
  readonly build: FunctionBuild;
  readonly data: TableBinding;
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
  readonly serverClient: ServerClient;
  /** The payment provider's keys and prices, for the domain that calls it. */
  readonly payments: Payments;
  readonly discord: Discord;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
}

/**
 * The HTTP API, generated from the contract: each route goes to its domain's Lambda, behind the Cognito
 * JWT authorizer unless the contract declares it public; `$default` goes to the system Lambda. Its single stage
 * is named after the site path CloudFront serves it under (`/api`), so `<site>/api/me` reaches the route `/me`
 * with no rewriting; the stage is throttled and writes JSON access logs. No CORS: the web app calls it on its own
 * origin, and a browser on any other origin is refused by the same-origin policy.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: ReadonlyMap<string, AppFunction>;
  /** The stage's JSON access logs (one line per request: route, status, latencies). */
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const domains = apiDomains();
    if (!domains.includes(FALLBACK_DOMAIN)) throw new Error(`No route belongs to the ${FALLBACK_DOMAIN} domain, which answers $default`);

    this.functions = new Map(domains.map((domain) => [domain, this.domainFunction(domain, props)]));
    const integrations = new Map(
      [...this.functions].map(([domain, fn]) => [domain, new HttpLambdaIntegration(`${domain}Integration`, fn, { scopePermissionToRoute: false })]),
    );
    const integrationOf = (domain: string): HttpLambdaIntegration => {
      const integration = integrations.get(domain);
      if (!integration) throw new Error(`No integration for domain ${domain}`);
      return integration;
    };

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'La Meute API (routes generated from shared/contract)',
      createDefaultStage: false,
    });
    const fallbackRoute = new HttpRoute(this, 'Route-$default', {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: integrationOf(FALLBACK_DOMAIN),
    });
    Validations.of(fallbackRoute).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: '$default only answers unknown routes with a French 404 JSON from the system Lambda; it serves no data.',
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, { userPoolClients: [props.webClient] });
    for (const [name, route] of routeTable) {
      const httpRoute = new HttpRoute(this, `Route-${name}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationOf(route.domain),
        ...(needsToken(route.access) ? { authorizer } : {}),
      });
      if (!needsToken(route.access)) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            route.access === 'webhook'
              ? `Webhook by contract (${route.method} ${route.path}: ${route.summary}): the sender signs the raw body and the route verifies the signature; every other route has the Cognito JWT authorizer.`
              : `Public by contract (${route.method} ${route.path}: ${route.summary}); every other route has the Cognito JWT authorizer.`,
        });
      }
    }

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: API_BASE_PATH.slice(1),
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            // CloudFront's address: the member's own is in the distribution's logs (and seen by the WAF).
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userId: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });
    Validations.of(this.stage).acknowledge({
      id: 'Serverless-APIGWXrayEnabled',
      reason: 'HTTP APIs do not support X-Ray tracing; the Lambdas behind every route trace actively.',
    });
  }

  /** Host of the API's execute-api endpoint: the origin of the site's `/api/*` behaviour. */
  get originDomainName(): string {
    const { region, urlSuffix } = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${region}.${urlSuffix}`;
  }

  private domainFunction(domain: string, props: ApiProps): AppFunction {
    const grants = DOMAIN_GRANTS[domain];
    if (!grants) throw new Error(`Domain ${domain} has routes but no entry in DOMAIN_GRANTS (infra/constructs/api.ts)`);
    const fn = new AppFunction(this, domain, {
      build: props.build,
      entry: `functions/${domain}/handler.ts`,
      description: `API domain ${domain}: ${routeTable.filter(([, r]) => r.domain === domain).map(([, r]) => `${r.method} ${r.path}`).join(', ')}`.slice(0, 256),
      memorySize: 1024,
      timeout: Duration.seconds(10),
    });
    fn.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
    // The check asks Cognito with the admin's own access token (GetUser), which needs no IAM right.
    if (adminDomains().includes(domain)) fn.addEnvironment('ADMIN_MFA_REQUIRED', 'true');
    if (grants.table) fn.bindTable(props.data, { access: grants.table });
    if (grants.readsTeam) props.userPool.grant(fn, 'cognito-idp:ListUsersInGroup');
    if (grants.managesTeam) {
      props.userPool.grant(
        fn,
        'cognito-idp:AdminListGroupsForUser',
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminGetUser',
        // Suspending an account (issue 21): sign-in refused, sessions signed out; reactivating it.
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminUserGlobalSignOut',
      );
    }
    if (grants.callsPaymentProvider) props.payments.bind(fn);
    if (grants.callsDiscord) props.discord.bind(fn);
    if (grants.checksPasswords) props.userPool.grant(fn, 'cognito-idp:AdminInitiateAuth');
    if (grants.serverClient) {
      fn.addEnvironment('SERVER_CLIENT_ID', props.serverClient.client.userPoolClientId);
      fn.bindSecret(props.serverClient.secret, 'SERVER_CLIENT_SECRET_ARN');
    }
    Validations.of(fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'API Gateway invokes the domain Lambdas synchronously and returns their errors to the caller; a dead-letter queue only serves asynchronous invocations.',
    });
    return fn;
  }
}
