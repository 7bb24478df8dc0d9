import type { CfnElement } from 'aws-cdk-lib';
import { MEMBER_NAMESPACE, STAFF_NAMESPACE } from '../../shared/realtime/channels';
import { synthesizeStack } from './fixture';

type Resource = { Type: string; Properties: Record<string, unknown> };

const { stack, template } = synthesizeStack();
const logicalId = (construct: { node: { defaultChild?: unknown } }): string => stack.getLogicalId(construct.node.defaultChild as CfnElement);
const resources = (type: string): Resource[] => Object.values(template.findResources(type) as Record<string, Resource>);
const authTypes = (modes: unknown): string[] => (modes as Array<{ AuthType: string }>).map((mode) => mode.AuthType);

const [eventApi] = resources('AWS::AppSync::Api');
const eventConfig = eventApi?.Properties.EventConfig as Record<string, unknown>;
const namespaces = resources('AWS::AppSync::ChannelNamespace');
const members = namespaces.find((namespace) => namespace.Properties.Name === MEMBER_NAMESPACE)?.Properties ?? {};
const staff = namespaces.find((namespace) => namespace.Properties.Name === STAFF_NAMESPACE)?.Properties ?? {};

describe("the members' live channel (AppSync Events)", () => {
  it('is one Events API: members connect and subscribe with a token of the web client, only IAM publishes', () => {
    expect(resources('AWS::AppSync::Api')).toHaveLength(1);
    expect(authTypes(eventConfig.ConnectionAuthModes)).toEqual(['AMAZON_COGNITO_USER_POOLS']);
    expect(authTypes(eventConfig.DefaultSubscribeAuthModes)).toEqual(['AMAZON_COGNITO_USER_POOLS']);
    expect(authTypes(eventConfig.DefaultPublishAuthModes)).toEqual(['AWS_IAM']);
    expect(eventConfig.AuthProviders).toEqual([
      {
        AuthType: 'AMAZON_COGNITO_USER_POOLS',
        CognitoConfig: {
          AwsRegion: 'eu-west-3',
          UserPoolId: { Ref: logicalId(stack.auth.userPool) },
          AppIdClientRegex: { 'Fn::Join': ['', ['^', { Ref: logicalId(stack.auth.webClient) }, '$']] },
        },
      },
      { AuthType: 'AWS_IAM' },
    ]);
    expect(JSON.stringify(eventConfig)).not.toContain('API_KEY');
  });

  it('has two namespaces, `members` and `staff`, each subscribed to with Cognito and published to with IAM', () => {
    expect(namespaces.map((namespace) => namespace.Properties.Name).sort()).toEqual([MEMBER_NAMESPACE, STAFF_NAMESPACE].sort());
    for (const namespace of [members, staff]) {
      expect(authTypes(namespace.SubscribeAuthModes)).toEqual(['AMAZON_COGNITO_USER_POOLS']);
      expect(authTypes(namespace.PublishAuthModes)).toEqual(['AWS_IAM']);
    }
  });

  it.each([
    ['members', 'member-channel', () => members],
    ['staff', 'staff-channel', () => staff],
  ])('runs the onSubscribe of the %s namespace (infra/realtime/%s.ts), bundled for the APPSYNC_JS runtime', (_name, _file, namespace) => {
    const code = String(namespace().CodeHandlers);
    expect(code).toMatch(/^export \{\s*onSubscribe\s*\};?$/m);
    expect(code).toContain('util.unauthorized()');
    // The runtime's own module is the only import: nothing of shared/ (zod) came along.
    expect([...code.matchAll(/^import .* from "(.+)";$/gm)].map((match) => match[1])).toEqual(['@aws-appsync/utils']);
    // What APPSYNC_JS refuses: the `in` operator, try/catch/finally/throw, while loops, classic for loops, ++ and --.
    expect(code).not.toMatch(/\s"?\w+"? in \w|\btry\b|\bcatch\b|\bfinally\b|\bthrow\b|\bwhile\b|\bfor\s*\([^)]*;|\+\+|--/);
  });

  it('logs its errors for a month in a log group of its own, through a role that may write only there', () => {
    const logConfig = eventConfig.LogConfig as { LogLevel: string; CloudWatchLogsRoleArn: unknown };
    expect(logConfig.LogLevel).toBe('ERROR');
    const logGroup = resources('AWS::Logs::LogGroup').find((group) => JSON.stringify(group.Properties.LogGroupName ?? '').includes('/aws/appsync/apis/'));
    expect(logGroup?.Properties.RetentionInDays).toBe(30);
    const roleId = (logConfig.CloudWatchLogsRoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resources('AWS::IAM::Policy')
      .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Array<{ Action: unknown; Resource: unknown }> }).Statement);
    expect(statements).toHaveLength(1);
    expect(statements[0]?.Action).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
  });

  describe("the staff namespace's bundled onSubscribe, run as AppSync runs it", () => {
    /** The very code AppSync is given, its `util` import replaced by one whose `unauthorized()` refuses, as AppSync's does. */
    const subscribe = (() => {
      const body = String(staff.CodeHandlers)
        .replace(/^import .*$/m, '')
        .replace(/^export \{\s*onSubscribe\s*\};?$/m, 'return onSubscribe;');
      const util = {
        unauthorized: () => {
          throw new Error('Unauthorized');
        },
      };
      return new Function('util', body)(util) as (ctx: unknown) => void;
    })();
    const allowed = (path: string, identity: unknown): boolean => {
      const segments = path.split('/').filter(Boolean);
      try {
        subscribe({ identity, info: { channel: { path, segments }, channelNamespace: { name: segments[0] }, operation: 'SUBSCRIBE' }, request: { headers: {} } });
        return true;
      } catch {
        return false;
      }
    };
    const caller = (sub: string, groups: string[] | null) => ({ sub, issuer: 'pool', username: sub, claims: {}, groups, sourceIp: [], defaultAuthStrategy: 'ALLOW' });

    it('lets an educator or an admin subscribe to their own channel', () => {
      expect(allowed('/staff/elodie', caller('elodie', ['educator']))).toBe(true);
      expect(allowed('/staff/adele', caller('adele', ['admin']))).toBe(true);
      expect(allowed('/staff/both', caller('both', ['admin', 'educator']))).toBe(true);
    });

    it("refuses a member (no staff group) their own sub's channel, another staff member's channel, a wildcard, a deeper path, no identity", () => {
      expect(allowed('/staff/julie', caller('julie', null))).toBe(false);
      expect(allowed('/staff/julie', caller('julie', []))).toBe(false);
      expect(allowed('/staff/julie', caller('julie', ['premium']))).toBe(false);
      expect(allowed('/staff/adele', caller('elodie', ['educator']))).toBe(false);
      expect(allowed('/staff/*', caller('elodie', ['educator']))).toBe(false);
      expect(allowed('/staff/elodie/x', caller('elodie', ['educator']))).toBe(false);
      expect(allowed('/staff/elodie', null)).toBe(false);
      expect(allowed('/staff/elodie', { accountId: '1', sourceIp: [] })).toBe(false);
    });
  });

  it('lets each notifying consumer publish to its own namespace and nothing else (members, staff); no other role may publish', () => {
    const publishers = resources('AWS::IAM::Policy').flatMap((policy) =>
      (policy.Properties.PolicyDocument as { Statement: Array<{ Action: unknown; Resource: unknown }> }).Statement.filter((statement) =>
        JSON.stringify(statement.Action).includes('appsync:'),
      ).map((statement) => ({ roles: policy.Properties.Roles, statement })),
    );
    const publish = (namespace: string) =>
      expect.objectContaining({
        Action: 'appsync:EventPublish',
        Resource: {
          'Fn::Join': ['', ['arn:aws:appsync:eu-west-3:', { Ref: 'AWS::AccountId' }, ':apis/', { 'Fn::GetAtt': [logicalId(stack.realtime.api), 'ApiId'] }, `/channelNamespace/${namespace}`]],
        },
      });
    const roleOf = (consumer: 'member-notifications' | 'staff-notifications') => [{ Ref: logicalId(stack.events.consumers.get(consumer)!.role!) }];
    // The changes that tell members something write member_notified to the outbox; one consumer publishes it. The
    // staff's facts are published by the staff-notifications consumer, on the staff namespace only.
    expect(publishers).toEqual(
      expect.arrayContaining([
        { roles: roleOf('member-notifications'), statement: publish(MEMBER_NAMESPACE) },
        { roles: roleOf('staff-notifications'), statement: publish(STAFF_NAMESPACE) },
      ]),
    );
    expect(publishers).toHaveLength(2);
  });

  it.each(['member-notifications', 'staff-notifications'] as const)('gives the notifying consumer %s the HTTP endpoint to publish to', (consumer) => {
    const notifier = template.toJSON().Resources[logicalId(stack.events.consumers.get(consumer)!)] as Resource;
    expect((notifier.Properties.Environment as { Variables: Record<string, unknown> }).Variables.REALTIME_EVENT_URL).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.realtime.api), 'Dns.Http'] }, '/event']],
    });
  });
});
