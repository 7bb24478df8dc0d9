import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, KeyGroup, OriginRequestPolicy, PublicKey } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { readDeploymentConfig } from '../../infra/config';
import { nagPacks } from '../../infra/nag';
import { DOMAIN_GRANTS, FALLBACK_DOMAIN, apiDomains } from '../../infra/constructs/api';
import { FUNCTION_RUNTIME } from '../../infra/constructs/app-function';
import { Data } from '../../infra/constructs/data';
import { CONSUMER_CONCURRENCY, CONSUMER_GRANTS, CONSUMER_MAX_CONCURRENCY, CONSUMER_MAX_RECEIVES, CONSUMER_RETRY_INTERVAL } from '../../infra/constructs/events';
import { JOB_RETRIES, JOB_RETRY_INTERVAL, Schedules, schedulerCron } from '../../infra/constructs/schedules';
import { Site } from '../../infra/constructs/site';
import { responseHeaders, SITE_EDGE, VIEWER_REQUEST_FUNCTION } from '../../infra/site/edge';
import { tableDefinition } from '../../functions/lib/db/table';
import { API_ERRORS } from '../../shared/contract/errors';
import { VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER } from '../../shared/deploy-settings';
import { needsToken, routeKeyOf, type ApiErrorBody } from '../../shared/contract/route';
import { API_BASE_PATH, type RuntimeConfig } from '../../shared/contract/runtime-config';
import { routes } from '../../shared/contract/routes';
import { ROLES } from '../../shared/domain/roles';
import { CONSUMERS, EVENT_SOURCE, events } from '../../shared/events/catalogue';
import { jobs } from '../../shared/jobs/catalogue';
import { cdkContext, projectRoot, synthesizeStack, webDistFixture } from './fixture';

type Resource = { Type: string; Properties: Record<string, unknown> };

const { app, stack, template, edge, edgeTemplate } = synthesizeStack();
const logicalId = (construct: { node: { defaultChild?: unknown } }): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);
const ref = (construct: { node: { defaultChild?: unknown } }) => ({ Ref: logicalId(construct) });
const arnOf = (construct: { node: { defaultChild?: unknown } }) => ({ 'Fn::GetAtt': [logicalId(construct), 'Arn'] });
const resources = (type: string): Record<string, Resource> => template.findResources(type) as Record<string, Resource>;
/** A string property as CloudFormation will resolve it, each `Fn::GetAtt` shown as `<logicalId.attribute>`. */
const joined = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] } | undefined)?.['Fn::Join'];
  const getAtt = (value as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt'];
  if (join) return join[1].map(joined).join(join[0]);
  if (getAtt) return `<${getAtt.join('.')}>`;
  return JSON.stringify(value);
};

const domainFunction = (domain: string) => {
  const fn = stack.api.functions.get(domain);
  if (!fn) throw new Error(`no function for domain ${domain}`);
  return fn;
};

/** Every statement of the inline policies attached to a function's role. */
const policyStatements = (fn: { role?: { node: { defaultChild?: unknown } } }): Array<{ Action: string | string[]; Resource: unknown }> => {
  if (!fn.role) throw new Error('function without role');
  const roleRef = ref(fn.role);
  return Object.values(resources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([roleRef]))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[]; Resource: unknown }> }).Statement);
};
const actionsOf = (fn: Parameters<typeof policyStatements>[0]): string[] => policyStatements(fn).flatMap((s) => [s.Action].flat());

describe('API routes, generated from the contract', () => {
  const routeResources = Object.values(resources('AWS::ApiGatewayV2::Route'));
  const byKey = new Map(routeResources.map((r) => [r.Properties.RouteKey as string, r.Properties]));
  const authorizerId = { Ref: Object.keys(resources('AWS::ApiGatewayV2::Authorizer'))[0] };
  const integrationOf = (target: unknown): string => (target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'][1][1].Ref;
  const integrations = resources('AWS::ApiGatewayV2::Integration');

  it('has exactly one route per contract route, plus $default', () => {
    const expected = Object.values(routes).map(routeKeyOf);
    expect([...byKey.keys()].sort()).toEqual([...expected, '$default'].sort());
  });

  it.each(Object.entries(routes))('%s: authorizer exactly when the contract says it needs a token, and its domain Lambda', (_name, route) => {
    const properties = byKey.get(routeKeyOf(route));
    if (!needsToken(route.access)) {
      expect(properties?.AuthorizationType ?? 'NONE').toBe('NONE');
      expect(properties?.AuthorizerId).toBeUndefined();
    } else {
      expect(properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: authorizerId });
    }
    const integration = integrations[integrationOf(properties?.Target)];
    expect(integration?.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', IntegrationUri: arnOf(domainFunction(route.domain)) });
  });

  it('sends $default (unknown routes) to the system Lambda without an authorizer', () => {
    const fallback = byKey.get('$default');
    expect(fallback?.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(integrations[integrationOf(fallback?.Target)]?.Properties.IntegrationUri).toEqual(arnOf(domainFunction(FALLBACK_DOMAIN)));
  });

  it('verifies Cognito JWTs for the web client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [ref(stack.auth.webClient)], Issuer: Match.anyValue() },
    });
  });

  it('derives one Lambda per domain of the route table', () => {
    const domains = [...new Set(Object.values(routes).map((r) => r.domain))];
    expect(apiDomains().sort()).toEqual(domains.sort());
    expect([...stack.api.functions.keys()].sort()).toEqual(domains.sort());
  });

  it('has no CORS configuration: the web app calls it on its own origin', () => {
    const apis = Object.values(resources('AWS::ApiGatewayV2::Api'));
    expect(apis).toHaveLength(1);
    expect(apis[0]!.Properties).toMatchObject({ ProtocolType: 'HTTP' });
    expect(apis[0]!.Properties.CorsConfiguration).toBeUndefined();
  });

  it('has one throttled stage named after the site path it is served under, writing JSON access logs to a log group with retention', () => {
    const stages = Object.values(resources('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const stage = stages[0]!.Properties as {
      StageName: string;
      AutoDeploy: boolean;
      DefaultRouteSettings: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [string, string] }; Format: string };
    };
    expect(`/${stage.StageName}`).toBe(API_BASE_PATH);
    expect(stage.AutoDeploy).toBe(true);
    expect(stage.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(stage.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThanOrEqual(stage.DefaultRouteSettings.ThrottlingRateLimit);
    const format = JSON.parse(stage.AccessLogSettings.Format) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
    const logGroup = resources('AWS::Logs::LogGroup')[stage.AccessLogSettings.DestinationArn['Fn::GetAtt'][0]];
    expect(logGroup?.Properties.RetentionInDays).toEqual(expect.any(Number));
  });
});

describe('the single table', () => {
  const table = Object.values(resources('AWS::DynamoDB::Table'));

  it('has the keys and indexes of tableDefinition', () => {
    expect(table).toHaveLength(1);
    const properties = table[0]!.Properties;
    expect(properties.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    const indexes = (properties.GlobalSecondaryIndexes as Array<{ IndexName: string; KeySchema: unknown; Projection: unknown }>).map((index) => ({
      indexName: index.IndexName,
      keySchema: index.KeySchema,
      projection: index.Projection,
    }));
    expect(indexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        keySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(properties.TimeToLiveSpecification).toEqual({ AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true });
  });

  it('is on demand, recoverable, protected and retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
  });
});

describe('functions', () => {
  const appFunctions = [
    ...stack.api.functions.values(),
    ...stack.events.consumers.values(),
    ...Object.values(stack.auth.triggers),
  ];
  const functions = resources('AWS::Lambda::Function');
  const logGroups = resources('AWS::Logs::LogGroup');

  it('are one per API domain, one per consumer and the three Cognito triggers', () => {
    expect(appFunctions).toHaveLength(apiDomains().length + CONSUMERS.length + 3);
  });

  it.each(appFunctions.map((fn) => [fn.node.path, fn] as const))('%s: runtime, ARM64, explicit memory and timeout, tracing, logs with retention', (_path, fn) => {
    const properties = functions[logicalId(fn)]?.Properties as Record<string, unknown>;
    expect(properties).toMatchObject({
      Runtime: FUNCTION_RUNTIME.name,
      Architectures: ['arm64'],
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
      MemorySize: expect.any(Number),
      Timeout: expect.any(Number),
      Environment: { Variables: expect.objectContaining({ LOG_LEVEL: 'INFO', NODE_OPTIONS: '--enable-source-maps' }) },
    });
    const logGroup = logGroups[(properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref];
    expect(logGroup?.Properties.RetentionInDays).toEqual(expect.any(Number));
  });

  it('runs on the newest Node.js runtime aws-cdk-lib knows', () => {
    expect(FUNCTION_RUNTIME.name).toMatch(/^nodejs(2[4-9]|[3-9]\d)\.x$/);
  });

  it('never grant Scan, and their roles carry no managed policy', () => {
    const roles = resources('AWS::IAM::Role');
    for (const fn of appFunctions) {
      expect(actionsOf(fn)).not.toContain('dynamodb:Scan');
      expect(roles[logicalId(fn.role!)]?.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it.each(apiDomains())('domain %s gets exactly the table and secret access of DOMAIN_GRANTS, and never the bus (the outbox relay publishes)', (domain) => {
    const fn = domainFunction(domain);
    const grants = DOMAIN_GRANTS[domain];
    const actions = actionsOf(fn);
    const variables = (functions[logicalId(fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(actions.includes('dynamodb:Query')).toBe(grants?.table !== undefined);
    expect(actions.includes('dynamodb:PutItem')).toBe(grants?.table === 'write');
    expect(actions.includes('events:PutEvents')).toBe(false);
    expect(actions.includes('secretsmanager:GetSecretValue')).toBe(
      grants?.serverClient === true || grants?.callsPaymentProvider === true || grants?.callsDiscord === true || grants?.checksUnsubscribeLinks === true || grants?.handlesVideos === true,
    );
    expect('DISCORD_SECRET_ARN' in variables && 'DISCORD_IDS_PARAMETER' in variables).toBe(grants?.callsDiscord === true);
    expect(actions.includes('ssm:GetParameter')).toBe(grants?.callsPaymentProvider === true || grants?.callsDiscord === true || grants?.readsPushPublicKey === true);
    expect('STRIPE_SECRET_ARN' in variables && 'STRIPE_PRICES_PARAMETER' in variables && 'SITE_URL' in variables).toBe(grants?.callsPaymentProvider === true);
    // E-mails, reminders and live messages are the consumers' (CONSUMER_GRANTS), never a domain's.
    expect(actions.includes('appsync:EventPublish')).toBe(false);
    expect(actions.includes('ses:SendEmail')).toBe(false);
    expect(actions.includes('scheduler:CreateSchedule')).toBe(false);
    expect('TABLE_NAME' in variables).toBe(grants?.table !== undefined);
    expect('REALTIME_EVENT_URL' in variables).toBe(false);
    expect(variables.USER_POOL_ID).toEqual(ref(stack.auth.userPool));
    // Checking a password before a deletion (issue 22): the account domain alone.
    expect(actions.includes('cognito-idp:AdminInitiateAuth')).toBe(grants?.checksPasswords === true);
    // The videos' uploads and playback (issue 26): the videos domain alone (test/infra/media.test.ts: exactly which rights).
    expect(actions.includes('s3:PutObject') && 'VIDEO_PLAYBACK_SECRET_ARN' in variables).toBe(grants?.handlesVideos === true);
  });

  it('refuse an admin without TOTP exactly where an admin route is served, with no Cognito right for it (issue 20)', () => {
    const servingAdminRoutes = new Set<string>(Object.values(routes).flatMap((route) => (route.access === 'admin' ? [route.domain] : [])));
    expect(servingAdminRoutes.size).toBeGreaterThan(0);
    for (const domain of apiDomains()) {
      const fn = domainFunction(domain);
      const variables = (functions[logicalId(fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect([domain, variables.ADMIN_MFA_REQUIRED]).toEqual([domain, servingAdminRoutes.has(domain) ? 'true' : undefined]);
      // The check calls GetUser with the admin's own access token, which IAM does not govern: no grant is added for it.
      const cognitoActions = actionsOf(fn).filter((action) => action.startsWith('cognito-idp:'));
      expect([domain, cognitoActions.includes('cognito-idp:AdminGetUser')]).toEqual([domain, DOMAIN_GRANTS[domain]?.managesTeam === true]);
      expect(cognitoActions).not.toContain('cognito-idp:GetUser');
    }
  });

  it('grant reads on each named index, never on index/*', () => {
    const statements = appFunctions.flatMap((fn) => policyStatements(fn));
    expect(JSON.stringify(statements)).not.toContain('/index/*');
    const readStatement = policyStatements(stack.auth.triggers.postConfirmation).find((s) => [s.Action].flat().includes('dynamodb:Query'));
    expect(JSON.stringify(readStatement?.Resource)).toContain(`/index/${tableDefinition.globalSecondaryIndexes[0]?.indexName}`);
  });
});

describe('authentication', () => {
  it('has the user pool of SPEC §5: email sign-in, case-insensitive, password policy, threat protection, retained', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        UsernameAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        Policies: {
          PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true },
        },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        UserPoolTier: 'PLUS',
        UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
        DeletionProtection: 'ACTIVE',
        Schema: Match.arrayWith([
          Match.objectLike({ Name: 'given_name', Required: true }),
          Match.objectLike({ Name: 'newsletter', AttributeDataType: 'String', Mutable: true }),
        ]),
      }),
    });
  });

  it('wires the three triggers to their functions', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PreSignUp: arnOf(stack.auth.triggers.preSignUp),
        PostConfirmation: arnOf(stack.auth.triggers.postConfirmation),
        PostAuthentication: arnOf(stack.auth.triggers.postAuthentication),
      },
    });
  });

  it('lets the sign-up and sign-in triggers write the table (their events go to its outbox), and the pre-sign-up trigger do neither', () => {
    for (const fn of [stack.auth.triggers.postConfirmation, stack.auth.triggers.postAuthentication]) {
      expect(actionsOf(fn)).toEqual(expect.arrayContaining(['dynamodb:PutItem']));
      expect(actionsOf(fn)).not.toContain('events:PutEvents');
    }
    const preSignUp = actionsOf(stack.auth.triggers.preSignUp);
    expect(preSignUp.filter((action) => action.startsWith('dynamodb:') || action.startsWith('events:'))).toEqual([]);
  });

  it('e-mails its codes (a sign-up’s, which confirms the account, issue 22) in French and branded, the code in the message', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      VerificationMessageTemplate: Match.objectLike({
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
        EmailSubject: 'Ton code La Meute',
        EmailMessage: Match.stringLikeRegexp('^<div[^]*Bonjour,[^]*Voici ton code La Meute :[^]*\\{####\\}[^]*confirmer ton adresse e-mail[^]*L’équipe La Meute'),
      }),
    });
  });

  it('offers TOTP to every account, optional, and no SMS (issue 20)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('has the staff groups', () => {
    const groups = Object.values(resources('AWS::Cognito::UserPoolGroup')).map((g) => g.Properties.GroupName);
    expect(groups.sort()).toEqual([...ROLES].sort());
  });

  it('gives the web an SRP client without secret (no USER_PASSWORD_AUTH in AWS)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('gives the web client no OAuth at all: no implicit grant, no hosted-UI callback (the web app signs in with SRP)', () => {
    const web = resources('AWS::Cognito::UserPoolClient')[logicalId(stack.auth.webClient)]!.Properties;
    expect(web).toMatchObject({ AllowedOAuthFlowsUserPoolClient: false });
    for (const key of ['AllowedOAuthFlows', 'AllowedOAuthScopes', 'CallbackURLs', 'LogoutURLs', 'DefaultRedirectURI']) expect(web).not.toHaveProperty(key);
  });

  describe('the server client, the only one members sign up through (issue 9)', () => {
    const serverClient = stack.auth.serverClient;
    const secretArn = ref(serverClient.secret);

    it('has a secret, signs nobody in (the admin password flow only checks a password before a deletion) and may write the sign-up attributes', () => {
      expect(resources('AWS::Cognito::UserPoolClient')[logicalId(serverClient.client)]?.Properties).toMatchObject({
        UserPoolId: ref(stack.auth.userPool),
        GenerateSecret: true,
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AllowedOAuthFlowsUserPoolClient: false,
        WriteAttributes: ['custom:newsletter', 'email', 'given_name'],
      });
    });

    it('keeps its secret in Secrets Manager, straight from the client', () => {
      template.hasResourceProperties('AWS::SecretsManager::Secret', {
        SecretString: { 'Fn::GetAtt': [logicalId(serverClient.client), 'ClientSecret'] },
      });
    });

    it('lets the auth Lambda alone read the secret', () => {
      const readers = [...stack.api.functions.values(), ...stack.events.consumers.values(), ...Object.values(stack.auth.triggers)].filter((fn) =>
        policyStatements(fn).some((statement) => JSON.stringify(statement.Resource) === JSON.stringify(secretArn)),
      );
      expect(readers).toEqual([domainFunction('auth')]);
      expect(actionsOf(domainFunction('auth'))).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue']));
      const variables = (resources('AWS::Lambda::Function')[logicalId(domainFunction('auth'))]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables).toMatchObject({ SERVER_CLIENT_ID: ref(serverClient.client), SERVER_CLIENT_SECRET_ARN: secretArn });
    });

    it('is named to the pre-sign-up trigger through a parameter it alone may read', () => {
      const variables = (resources('AWS::Lambda::Function')[logicalId(stack.auth.triggers.preSignUp)]?.Properties.Environment as { Variables: Record<string, string> }).Variables;
      const name = variables.SERVER_CLIENT_ID_PARAMETER;
      template.hasResourceProperties('AWS::SSM::Parameter', { Name: name, Type: 'String', Value: ref(serverClient.client) });
      const statement = policyStatements(stack.auth.triggers.preSignUp).find((s) => [s.Action].flat().includes('ssm:GetParameter'));
      expect(JSON.stringify(statement?.Resource)).toContain(`:parameter${name}`);
    });
  });

  it('blocks compromised passwords at sign-up, sign-in and password change, for every client', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolRiskConfigurationAttachment', {
      UserPoolId: ref(stack.auth.userPool),
      ClientId: 'ALL',
      CompromisedCredentialsRiskConfiguration: { Actions: { EventAction: 'BLOCK' }, EventFilter: ['SIGN_UP', 'SIGN_IN', 'PASSWORD_CHANGE'] },
    });
  });
});

describe('events', () => {
  const rules = Object.values(resources('AWS::Events::Rule'));

  it('has one rule per catalogue event on the product bus, sending it to each consumer’s queue, with retries and a DLQ', () => {
    expect(rules).toHaveLength(Object.keys(events).length);
    for (const event of Object.values(events)) {
      const rule = rules.find((r) => JSON.stringify((r.Properties.EventPattern as { 'detail-type': string[] })['detail-type']) === JSON.stringify([event.detailType]));
      expect(rule?.Properties).toMatchObject({ EventBusName: ref(stack.events.bus), EventPattern: { source: [EVENT_SOURCE] }, State: 'ENABLED' });
      const targets = rule?.Properties.Targets as Array<Record<string, unknown>>;
      expect(targets.map((t) => t.Arn)).toEqual(event.consumers.map((name) => arnOf(stack.events.queues.get(name)!)));
      for (const target of targets) {
        expect(target).toMatchObject({ DeadLetterConfig: { Arn: arnOf(stack.events.deadLetterQueue) }, RetryPolicy: { MaximumEventAgeInSeconds: 24 * 3600 } });
      }
    }
  });

  it('retries a consumer’s failed message every 15 minutes for 24 hours, at most two at once (unless CONSUMER_CONCURRENCY says), then the DLQ and its alarm', () => {
    for (const name of CONSUMERS) {
      const queue = stack.events.queues.get(name)!;
      template.hasResourceProperties('AWS::SQS::Queue', {
        VisibilityTimeout: CONSUMER_RETRY_INTERVAL.toSeconds(),
        RedrivePolicy: { deadLetterTargetArn: arnOf(stack.events.deadLetterQueue), maxReceiveCount: CONSUMER_MAX_RECEIVES },
      });
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: arnOf(queue),
        FunctionName: ref(stack.events.consumers.get(name)!),
        BatchSize: 1,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        ScalingConfig: { MaximumConcurrency: CONSUMER_CONCURRENCY[name] ?? CONSUMER_MAX_CONCURRENCY },
      });
    }
    expect(CONSUMER_RETRY_INTERVAL.toMinutes() * CONSUMER_MAX_RECEIVES).toBe(24 * 60);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(stack.events.deadLetterQueue), 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it.each(CONSUMERS)('consumer %s gets exactly the outside services of CONSUMER_GRANTS, and never the bus', (name) => {
    const fn = stack.events.consumers.get(name)!;
    const grants = CONSUMER_GRANTS[name];
    const actions = actionsOf(fn);
    const variables = (resources('AWS::Lambda::Function')[logicalId(fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(actions.includes('dynamodb:PutItem')).toBe(true); // its processed event ids
    expect(actions.includes('events:PutEvents')).toBe(false);
    expect(actions.includes('ses:SendEmail')).toBe(grants.sendsMail === true);
    expect('MAIL_FROM' in variables).toBe(grants.sendsMail === true);
    expect(actions.includes('scheduler:CreateSchedule')).toBe(grants.schedulesReminders === true);
    expect(actions.includes('appsync:EventPublish')).toBe(grants.notifiesMembers === true || grants.notifiesStaff === true);
    expect('REALTIME_EVENT_URL' in variables).toBe(grants.notifiesMembers === true || grants.notifiesStaff === true);
    expect(actions.includes('cognito-idp:ListUsersInGroup')).toBe(grants.readsTeam === true);
    expect('USER_POOL_ID' in variables).toBe(grants.readsTeam === true || grants.deletesAccounts === true);
    expect(actions.includes('cognito-idp:AdminDeleteUser')).toBe(grants.deletesAccounts === true);
    expect('STRIPE_SECRET_ARN' in variables).toBe(grants.callsPaymentProvider === true);
    expect('DISCORD_SECRET_ARN' in variables).toBe(grants.callsDiscord === true);
    expect('UNSUBSCRIBE_SECRET_ARN' in variables).toBe(grants.signsUnsubscribeLinks === true);
    expect(actions.includes('secretsmanager:GetSecretValue')).toBe(grants.callsPaymentProvider === true || grants.callsDiscord === true || grants.signsUnsubscribeLinks === true);
  });

  it('relays the outbox: the table’s stream (new outbox items, and points balances before and after to announce the levels crossed) to the one function that may put events on the bus', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: ref(stack.events.relay),
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.data.table), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRecordAgeInSeconds: 24 * 3600,
      DestinationConfig: { OnFailure: { Destination: arnOf(stack.events.deadLetterQueue) } },
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['outboxEvent'] } } } }) },
          { Pattern: JSON.stringify({ eventName: ['MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['points'] } } } }) },
        ],
      },
    });
    const publishers = Object.entries(resources('AWS::IAM::Policy')).filter(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument).includes('events:PutEvents'));
    expect(publishers.map(([id]) => id)).toEqual([expect.stringMatching(/^Eventsoutboxrelay/)]);
  });

  it('keeps failed deliveries in an encrypted, SSL-only queue', () => {
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('schedules each job of the catalogue; the scheduler assumes only the visio reminders’ role and the jobs’ one', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', Object.keys(jobs).length);
    const schedulerRoles = Object.entries(resources('AWS::IAM::Role')).filter(([, role]) => JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'));
    expect(schedulerRoles.map(([id]) => id).sort()).toEqual([expect.stringMatching(/^OutboundSchedulerRole/), expect.stringMatching(/^SchedulesSchedulerRole/)]);
  });
});

/** The response headers policy of the site's default behaviour (pages, assets) and of the API. */
function defaultHeadersPolicy(): Resource {
  const distribution = Object.values(resources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as { DefaultCacheBehavior: { ResponseHeadersPolicyId: { Ref: string } } };
  return resources('AWS::CloudFront::ResponseHeadersPolicy')[distribution.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref]!;
}

describe('site', () => {
  it('serves a private bucket through CloudFront with origin access control and HTTPS only', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() })]),
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https', ResponseHeadersPolicyId: Match.anyValue() }),
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site-bucket/' }),
    });
  });

  it('serves the service workers uncached and the web app manifest for an hour, as files of the bucket, with the security headers (issue 27)', () => {
    const distribution = Object.values(resources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as {
      DefaultCacheBehavior: { TargetOriginId: string };
      CacheBehaviors: Array<{ PathPattern: string; TargetOriginId: string; FunctionAssociations?: unknown; ResponseHeadersPolicyId: { Ref: string } }>;
    };
    const policies = resources('AWS::CloudFront::ResponseHeadersPolicy');
    const security = (defaultHeadersPolicy().Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: unknown }).SecurityHeadersConfig;
    const served = Object.fromEntries(
      distribution.CacheBehaviors.filter(({ PathPattern }) => SITE_EDGE.behaviours[PathPattern as keyof typeof SITE_EDGE.behaviours].origin === 'site').map((behaviour) => {
        const config = policies[behaviour.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig as {
          SecurityHeadersConfig: unknown;
          CustomHeadersConfig: { Items: Array<{ Header: string; Value: string; Override: boolean }> };
        };
        expect(behaviour.TargetOriginId).toBe(distribution.DefaultCacheBehavior.TargetOriginId);
        expect(behaviour.FunctionAssociations).toBeUndefined();
        expect(config.SecurityHeadersConfig).toEqual(security);
        return [behaviour.PathPattern, config.CustomHeadersConfig.Items.filter(({ Header }) => Header === 'Cache-Control')];
      }),
    );
    expect(served).toEqual({
      '/sw.js': [{ Header: 'Cache-Control', Value: 'no-cache', Override: true }],
      '/push-sw.js': [{ Header: 'Cache-Control', Value: 'no-cache', Override: true }],
      '/manifest.webmanifest': [{ Header: 'Cache-Control', Value: 'public, max-age=3600', Override: true }],
    });
  });

  it("has no error response: they would apply to /api/* too and turn the API's 403 and 404 into the app's HTML", () => {
    const distribution = Object.values(resources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as Record<string, unknown>;
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  it('lets CloudFront list the bucket, so a missing asset is S3’s 404 and not its 403', () => {
    const statements = Object.values(resources('AWS::S3::BucketPolicy'))
      .filter((policy) => JSON.stringify(policy.Properties.Bucket) === JSON.stringify(ref(stack.site.bucket)))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Principal?: unknown; Action: string | string[] }> }).Statement)
      .filter((statement) => JSON.stringify(statement.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }));
    expect(statements.flatMap((statement) => [statement.Action].flat()).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
  });

  it("runs the edge description's viewer-request function on the default behaviour only (client routes to the app shell)", () => {
    const functions = resources('AWS::CloudFront::Function');
    expect(Object.values(functions).map((fn) => fn.Properties.FunctionCode)).toEqual([VIEWER_REQUEST_FUNCTION]);
    const [functionId] = Object.keys(functions);
    const distribution = Object.values(resources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as {
      DefaultCacheBehavior: { FunctionAssociations?: unknown };
      CacheBehaviors: Array<{ FunctionAssociations?: unknown }>;
    };
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } }]);
    expect(distribution.CacheBehaviors.map((behaviour) => behaviour.FunctionAssociations)).toEqual(distribution.CacheBehaviors.map(() => undefined));
    const handler = runInNewContext(`${VIEWER_REQUEST_FUNCTION}; handler`) as (event: { request: { uri: string } }) => { uri: string };
    expect(handler({ request: { uri: '/membre/dashboard' } }).uri).toBe('/index.html');
  });

  it("sends the security headers, with a CSP that allows the site itself (its /api), Cognito, the members' live channel and the videos bucket's uploads only", () => {
    const security = (defaultHeadersPolicy().Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> }).SecurityHeadersConfig;
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true });
    expect(security.ContentTypeOptions).toMatchObject({ Override: true });
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    // The realtime API's domains are attributes: the policy is a Fn::Join, read here with `<logicalId.attribute>` in their place.
    const csp = joined(security.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const realtimeApi = logicalId(stack.realtime.api);
    expect(csp).toContain(
      `connect-src 'self' https://cognito-idp.eu-west-3.amazonaws.com https://<${realtimeApi}.Dns.Http> wss://<${realtimeApi}.Dns.Realtime> https://<${logicalId(stack.media.bucket)}.RegionalDomainName>;`,
    );
    expect(csp).toContain("media-src 'self' blob:;");
  });

  it('sends exactly the headers of the edge description, which the local site sends too', () => {
    const config = defaultHeadersPolicy().Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: Array<{ Header: string; Value: string; Override: boolean }> };
    };
    const security = config.SecurityHeadersConfig;
    expect(Object.values(security).every((header) => header.Override === true)).toBe(true);
    const hsts = security.StrictTransportSecurity!;
    const sent = {
      'strict-transport-security': `max-age=${String(hsts.AccessControlMaxAgeSec)}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'x-content-type-options': 'nosniff',
      'x-frame-options': security.FrameOptions!.FrameOption,
      'referrer-policy': security.ReferrerPolicy!.ReferrerPolicy,
      'content-security-policy': joined(security.ContentSecurityPolicy!.ContentSecurityPolicy),
      ...Object.fromEntries(config.CustomHeadersConfig.Items.map(({ Header, Value }) => [Header.toLowerCase(), Value])),
    };
    const realtimeApi = logicalId(stack.realtime.api);
    expect(sent).toEqual(
      responseHeaders(['https://cognito-idp.eu-west-3.amazonaws.com', `https://<${realtimeApi}.Dns.Http>`, `wss://<${realtimeApi}.Dns.Realtime>`, `https://<${logicalId(stack.media.bucket)}.RegionalDomainName>`]),
    );
  });

  it("deploys config.json with the site's own /api as the API URL, and the pool and client ids", () => {
    const deployment = Object.values(resources('Custom::CDKBucketDeployment'))[0]!.Properties as { SourceObjectKeys: string[]; SourceMarkers: Array<Record<string, unknown>> };
    // Source.jsonData stages config.json in its own asset directory; the deployment puts its tokens back in place of the markers.
    const [configKey] = deployment.SourceObjectKeys.slice(-1);
    const config = JSON.parse(readFileSync(path.join(app.outdir, `asset.${configKey!.replace(/\.zip$/, '')}`, 'config.json'), 'utf8')) as RuntimeConfig;
    const markers = deployment.SourceMarkers.at(-1)!;
    const markerOf = (value: unknown) => Object.keys(markers).find((marker) => JSON.stringify(markers[marker]) === JSON.stringify(value));
    expect(config).toMatchObject({
      stage: 'prod',
      apiUrl: `https://${markerOf({ 'Fn::GetAtt': [logicalId(stack.site.distribution), 'DomainName'] })}${API_BASE_PATH}`,
      userPoolId: markerOf(ref(stack.auth.userPool)),
      userPoolClientId: markerOf(ref(stack.auth.webClient)),
      authFlow: 'USER_SRP_AUTH',
      realtimeUrl: `https://${markerOf({ 'Fn::GetAtt': [logicalId(stack.realtime.api), 'Dns.Http'] })}/event`,
    });
    expect(JSON.stringify(markers)).not.toContain(logicalId(stack.api.httpApi));
  });
});

describe('API under the site (same origin, behind the WAF)', () => {
  const distribution = Object.values(resources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as {
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors: Array<Record<string, unknown>>;
    Origins: Array<{ Id: string; DomainName: unknown; CustomOriginConfig?: Record<string, unknown> }>;
    WebACLId: unknown;
  };

  it('sends /api/* to the HTTP API, uncached, with every viewer header but Host (Authorization included) and the query, for every method', () => {
    expect(distribution.CacheBehaviors.map((behaviour) => behaviour.PathPattern)).toEqual(Object.keys(SITE_EDGE.behaviours));
    const [api] = distribution.CacheBehaviors;
    expect(api).toMatchObject({
      PathPattern: `${API_BASE_PATH}/*`,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = distribution.Origins.find((candidate) => candidate.Id === api!.TargetOriginId);
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(origin?.DomainName)).toContain(logicalId(stack.api.httpApi));
  });

  it("serves /videos/* from the videos bucket by origin access control, read only, to URLs signed by the playback key group only (issue 26)", () => {
    const videos = distribution.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/videos/*');
    expect(videos).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
      TrustedKeyGroups: [ref(stack.media.keyGroup)],
      ResponseHeadersPolicyId: distribution.DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    expect(distribution.CacheBehaviors.filter((behaviour) => behaviour.TrustedKeyGroups !== undefined)).toEqual([videos]);
    expect(distribution.DefaultCacheBehavior.TrustedKeyGroups).toBeUndefined();
    const origin = distribution.Origins.find((candidate) => candidate.Id === videos!.TargetOriginId) as { DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown };
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [logicalId(stack.media.bucket), 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeDefined();
    // The bucket lets the distribution read its objects, nothing more (no listing: a missing video is a 403).
    const statements = Object.values(resources('AWS::S3::BucketPolicy'))
      .filter((policy) => JSON.stringify(policy.Properties.Bucket) === JSON.stringify(ref(stack.media.bucket)))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Principal?: { Service?: string }; Action: unknown }> }).Statement)
      .filter((statement) => statement.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(statements.map((statement) => statement.Action)).toEqual(['s3:GetObject']);
    // The key group's one key: the operator's public key, read from its SSM parameter at each deployment.
    const [publicKey] = Object.values(resources('AWS::CloudFront::PublicKey'));
    const encodedKey = (publicKey!.Properties.PublicKeyConfig as { EncodedKey: { Ref: string } }).EncodedKey;
    expect(template.toJSON().Parameters[encodedKey.Ref]).toMatchObject({ Type: 'AWS::SSM::Parameter::Value<String>', Default: VIDEO_PLAYBACK_PUBLIC_KEY_PARAMETER });
    template.hasResourceProperties('AWS::CloudFront::KeyGroup', { KeyGroupConfig: { Items: [ref(stack.media.publicKey)] } });
  });

  it('answers /api/* with the security headers (nosniff) and without the viewer-request rewrite', () => {
    const [api] = distribution.CacheBehaviors;
    expect(api?.ResponseHeadersPolicyId).toEqual(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(api?.FunctionAssociations).toBeUndefined();
  });

  it("puts the distribution behind the edge stack's web ACL, read from us-east-1", () => {
    const outputs = edgeTemplate.findOutputs('*');
    const [outputName] = Object.keys(outputs).filter((name) => JSON.stringify(outputs[name]?.Value) === JSON.stringify({ 'Fn::GetAtt': [edge.getLogicalId(edge.webAcl.webAcl), 'Arn'] }));
    expect(distribution.WebACLId).toEqual({ 'Fn::GetStackOutput': { StackName: edge.stackName, Region: 'us-east-1', OutputName: outputName } });
  });
});

describe('web ACL (edge stack)', () => {
  const acls = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL')) as Resource[];
  const acl = acls[0]!.Properties as {
    Scope: string;
    DefaultAction: unknown;
    Rules: Array<{ Name: string; Priority: number; Action?: Record<string, unknown>; OverrideAction?: unknown; Statement: Record<string, Record<string, unknown>> }>;
    CustomResponseBodies: Record<string, { ContentType: string; Content: string }>;
  };

  it('is one CLOUDFRONT-scoped ACL in a us-east-1 stack that holds nothing else', () => {
    expect(edge.region).toBe('us-east-1');
    expect(acls).toHaveLength(1);
    expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(Object.values(edgeTemplate.toJSON().Resources as Record<string, Resource>).map((resource) => resource.Type)).toEqual(['AWS::WAFv2::WebACL']);
  });

  it('limits API requests per IP first, then applies the known-bad-inputs and common rule sets', () => {
    const byPriority = [...acl.Rules].sort((a, b) => a.Priority - b.Priority);
    expect(byPriority.map((rule) => rule.Name)).toEqual(['ApiRequestsPerIp', 'AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesCommonRuleSet']);
    const [rate, badInputs, common] = byPriority;
    expect(rate!.Statement.RateBasedStatement).toEqual({
      Limit: readDeploymentConfig(new App({ context: cdkContext() }).node, {}).firewall.requestsPerIp,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        AndStatement: {
          Statements: [
            { ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: `${API_BASE_PATH}/`, TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
            // Stripe's webhook, the e-mails' one-click unsubscribe and the reminders' stop link are left out: Stripe calls
            // every account, and a mail provider posts every member's one-click links, from a few shared addresses.
            {
              NotStatement: {
                Statement: {
                  OrStatement: {
                    Statements: ['/api/account/unsubscribe', '/api/webhooks/stripe', '/api/reminders/stop'].map((path) => ({
                      ByteMatchStatement: { FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY', SearchString: path, TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
                    })),
                  },
                },
              },
            },
          ],
        },
      },
    });
    for (const managed of [badInputs!, common!]) {
      expect(managed.OverrideAction).toEqual({ None: {} });
      expect(managed.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: managed.Name });
    }
    // Bodies up to the API's own 64 KiB limit go through; the 8 KB body rule of the common set only counts.
    expect(common!.Statement.ManagedRuleGroupStatement!.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });

  it("answers a client over its rate with a 429 the web app reads as the catalogue's French message", () => {
    const [rate] = acl.Rules;
    const response = (rate!.Action as { Block: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string; ResponseHeaders: unknown } } }).Block.CustomResponse;
    expect(response.ResponseCode).toBe(429);
    expect(response.ResponseHeaders).toEqual([{ Name: 'retry-after', Value: '300' }]);
    const body = acl.CustomResponseBodies[response.CustomResponseBodyKey]!;
    expect(body.ContentType).toBe('APPLICATION_JSON');
    const parsed = JSON.parse(body.Content) as ApiErrorBody;
    expect(parsed).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: API_ERRORS.TOO_MANY_REQUESTS.message } });
  });
});

describe('site deployment', () => {
  it('uploads the build and config.json, prunes nothing and invalidates the distribution', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.anyValue(), Match.anyValue()],
      Prune: false,
      DistributionId: { Ref: logicalId(stack.site.distribution) },
      DistributionPaths: ['/*'],
    });
  });

  it('without web/dist, uploads config.json only and warns', () => {
    const bare = new Stack(new App(), 'Bare', { env: { region: 'eu-west-3' } });
    const publicKey = new PublicKey(bare, 'PlaybackKey', { encodedKey: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----' });
    const site = new Site(bare, 'Site', {
      webDist: path.join(webDistFixture, 'missing'),
      apiDomainName: 'api.example.com',
      webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/acl/id',
      realtimeSources: ['https://realtime.example.com'],
      videos: { bucket: new Bucket(bare, 'Videos'), keyGroup: new KeyGroup(bare, 'PlaybackKeys', { items: [publicKey] }), uploadOrigin: 'https://videos.example.com' },
    });
    site.deploy({
      stage: 'prod',
      region: 'eu-west-3',
      apiUrl: 'https://api.example.com',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      authFlow: 'USER_SRP_AUTH',
      realtimeUrl: 'https://realtime.example.com/event',
    });
    const warnings = site.node.metadata.filter((entry) => entry.type === 'aws:cdk:warning').map((entry) => String(entry.data));
    expect(warnings).toEqual([expect.stringContaining('only config.json would be deployed')]);
    Template.fromStack(bare).hasResourceProperties('Custom::CDKBucketDeployment', { SourceObjectKeys: [Match.anyValue()] });
  });
});

describe('scheduled jobs', () => {
  it('run each catalogue job on its Europe/Paris cron, with its name and due time, through its queue, with retries and the DLQ', () => {
    const bare = new Stack(new App(), 'Jobs', { env: { region: 'eu-west-3' } });
    const data = new Data(bare, 'Data');
    const schedules = new Schedules(bare, 'Schedules', {
      build: { projectRoot, code: 'inline', logLevel: 'INFO' },
      data,
      // Any existing handler stands in for a job: the code is an inline stub here.
      jobs: { nightly: { cron: '0 3 * * *', summary: 'Test job', entry: 'functions/system/handler.ts', table: 'write' } },
    });
    const jobs = Template.fromStack(bare);
    const id = (construct: { node: { defaultChild?: unknown } }) => bare.getLogicalId(construct.node.defaultChild as CfnElement);
    const queueArn = { 'Fn::GetAtt': [id(schedules.queues.get('nightly')!), 'Arn'] };
    const deadLetterArn = { 'Fn::GetAtt': [id(schedules.deadLetterQueue), 'Arn'] };
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 3 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Paris',
      Target: Match.objectLike({
        Arn: queueArn,
        Input: JSON.stringify({ job: 'nightly', scheduledTime: '<aws.scheduler.scheduled-time>' }),
        RetryPolicy: { MaximumRetryAttempts: JOB_RETRIES, MaximumEventAgeInSeconds: 24 * 3600 },
        DeadLetterConfig: { Arn: deadLetterArn },
      }),
    });
    jobs.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: JOB_RETRY_INTERVAL.toSeconds(),
      RedrivePolicy: { deadLetterTargetArn: deadLetterArn, maxReceiveCount: JOB_RETRIES + 1 },
    });
    jobs.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: id(schedules.jobs.get('nightly')!) },
      EventSourceArn: queueArn,
      BatchSize: 1,
    });
    jobs.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({ Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })] }),
    });
    // The scheduler may only send to the job's queue and the dead-letter queue: it invokes no Lambda.
    const schedulerPolicies = Object.values(jobs.findResources('AWS::IAM::Policy'))
      .map((policy) => (policy as Resource).Properties)
      .filter((policy) => JSON.stringify(policy.Roles).includes(id(schedules.node.findChild('SchedulerRole'))));
    const statements = schedulerPolicies.flatMap((policy) => (policy.PolicyDocument as { Statement: Array<{ Action: unknown; Resource: unknown }> }).Statement);
    expect(statements.map((s) => [[s.Action].flat(), s.Resource])).toEqual(
      expect.arrayContaining([
        [['sqs:SendMessage'], queueArn],
        [['sqs:SendMessage'], deadLetterArn],
      ]),
    );
    expect(statements.flatMap((s) => [s.Action].flat()).every((action) => action === 'sqs:SendMessage')).toBe(true);
    const findings = nagPacks(bare).flatMap((pack) => pack.validateScope(schedules).violations.map((violation) => violation.ruleName));
    expect(findings).toEqual([]);
  });

  it.each([
    ['0 0 1 * *', { minute: '0', hour: '0', day: '1', month: '*' }],
    ['30 6 * * 1', { minute: '30', hour: '6', month: '*', weekDay: '2' }],
    ['0 8 * * 0,6', { minute: '0', hour: '8', month: '*', weekDay: '1,7' }],
    ['0 8 * * 1-5/2', { minute: '0', hour: '8', month: '*', weekDay: '2-6/2' }],
  ])('writes the catalogue cron "%s" in EventBridge Scheduler terms', (cron, expected) => {
    expect(schedulerCron(cron)).toEqual(expected);
  });

  it('refuses a cron restricting both the day of the month and of the week', () => {
    expect(() => schedulerCron('0 0 1 * 1')).toThrow(/both/);
  });
});

describe('deployment context', () => {
  const nodeWith = (context: Record<string, string>) => new App({ context }).node;

  it('defaults to prod in eu-west-3 with no account and no custom domain', () => {
    expect(readDeploymentConfig(nodeWith({}), {})).toEqual({
      stage: 'prod',
      region: 'eu-west-3',
      mailDomain: 'lameute.fr',
      mailDomainVerified: false,
      logLevel: 'INFO',
      throttle: { rateLimit: 50, burstLimit: 100 },
      firewall: { requestsPerIp: 1000, windowSeconds: 300 },
    });
  });

  it('takes the account from the CLI environment and the domain with its certificate', () => {
    const config = readDeploymentConfig(nodeWith({ domainName: 'app.lameute.fr', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' }), { CDK_DEFAULT_ACCOUNT: '123456789012' });
    expect(config).toMatchObject({ account: '123456789012', domain: { name: 'app.lameute.fr', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' } });
  });

  it('refuses a domain without certificate, another stage, a non-positive throttle and a rate limit WAF cannot take', () => {
    expect(() => readDeploymentConfig(nodeWith({ domainName: 'app.lameute.fr' }), {})).toThrow(/certificateArn/);
    expect(() => readDeploymentConfig(nodeWith({ stage: 'dev' }), {})).toThrow(/stage/);
    expect(() => readDeploymentConfig(nodeWith({ apiRateLimit: '0' }), {})).toThrow(/apiRateLimit/);
    // WAF's smallest rate limit is 10, and a whole number.
    expect(() => readDeploymentConfig(nodeWith({ apiRequestsPerIp: '9' }), {})).toThrow(/apiRequestsPerIp/);
    expect(() => readDeploymentConfig(nodeWith({ apiRequestsPerIp: '100.5' }), {})).toThrow(/apiRequestsPerIp/);
    expect(readDeploymentConfig(nodeWith({ apiRequestsPerIp: '300' }), {}).firewall.requestsPerIp).toBe(300);
  });
});

describe('e-mail and visio reminders (Outbound)', () => {
  const notices = stack.events.consumers.get('visio-notices')!;
  const reminder = stack.outbound.reminderFunction;

  it('lets the visio-notices consumer create and delete the reminders’ schedules only, passing only the reminders’ role', () => {
    const statements = policyStatements(notices);
    const scheduling = statements.find((s) => [s.Action].flat().includes('scheduler:CreateSchedule'));
    expect([scheduling?.Action].flat()).toEqual(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule']);
    expect(joined(scheduling?.Resource)).toMatch(/:scheduler:eu-west-3:.*:schedule\/la-meute-reminders\/\*$/);
    const passRole = statements.find((s) => [s.Action].flat().includes('iam:PassRole'));
    expect(passRole?.Resource).toEqual(arnOf(stack.outbound.node.findChild('SchedulerRole')));
    expect(actionsOf(domainFunction('fiches'))).not.toContain('scheduler:CreateSchedule');
  });

  it('lets the scheduler’s role invoke the reminder function and write to the dead-letter queue, nothing else', () => {
    const role = stack.outbound.node.findChild('SchedulerRole') as Parameters<typeof ref>[0];
    const statements = Object.values(resources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([ref(role)]))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[]; Resource: unknown }> }).Statement);
    expect(statements.flatMap((s) => [s.Action].flat()).sort()).toEqual(['lambda:InvokeFunction', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    expect(JSON.stringify(statements)).toContain(logicalId(reminder));
  });

  it('sends e-mail from the SES domain identity, granted to the mailing functions only', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'lameute.fr' });
    for (const fn of [notices, stack.events.consumers.get('member-mail')!, reminder]) expect(actionsOf(fn)).toContain('ses:SendEmail');
    expect(actionsOf(domainFunction('support'))).not.toContain('ses:SendEmail');
    const environment = (template.toJSON().Resources[logicalId(notices)] as Resource).Properties.Environment as { Variables: Record<string, unknown> };
    expect(environment.Variables).toMatchObject({ MAIL_FROM: 'La Meute <bonjour@lameute.fr>', REMINDER_TARGET_ARN: arnOf(reminder), SCHEDULE_GROUP: expect.anything() });
    expect(joined(environment.Variables.SITE_URL)).toMatch(/^https:\/\//);
  });
});
