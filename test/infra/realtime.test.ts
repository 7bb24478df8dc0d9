import type { CfnElement } from 'aws-cdk-lib';
import { MEMBER_NAMESPACE } from '../../shared/realtime/channels';
import { synthesizeStack } from './fixture';

type Resource = { Type: string; Properties: Record<string, unknown> };

const { stack, template } = synthesizeStack();
const logicalId = (construct: { node: { defaultChild?: unknown } }): string => stack.getLogicalId(construct.node.defaultChild as CfnElement);
const resources = (type: string): Resource[] => Object.values(template.findResources(type) as Record<string, Resource>);
const authTypes = (modes: unknown): string[] => (modes as Array<{ AuthType: string }>).map((mode) => mode.AuthType);

const [eventApi] = resources('AWS::AppSync::Api');
const eventConfig = eventApi?.Properties.EventConfig as Record<string, unknown>;
const namespaces = resources('AWS::AppSync::ChannelNamespace');
const members = namespaces[0]?.Properties ?? {};

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

  it('has the one namespace `members`, subscribed to with Cognito and published to with IAM', () => {
    expect(namespaces).toHaveLength(1);
    expect(members.Name).toBe(MEMBER_NAMESPACE);
    expect(authTypes(members.SubscribeAuthModes)).toEqual(['AMAZON_COGNITO_USER_POOLS']);
    expect(authTypes(members.PublishAuthModes)).toEqual(['AWS_IAM']);
  });

  it('runs the onSubscribe of infra/realtime/member-channel.ts, bundled for the APPSYNC_JS runtime', () => {
    const code = String(members.CodeHandlers);
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

  it('lets the member-notifications consumer publish to the members namespace and nothing else; no other role may publish', () => {
    const publishers = resources('AWS::IAM::Policy').flatMap((policy) =>
      (policy.Properties.PolicyDocument as { Statement: Array<{ Action: unknown; Resource: unknown }> }).Statement.filter((statement) =>
        JSON.stringify(statement.Action).includes('appsync:'),
      ).map((statement) => ({ roles: policy.Properties.Roles, statement })),
    );
    const publish = expect.objectContaining({
      Action: 'appsync:EventPublish',
      Resource: {
        'Fn::Join': ['', ['arn:aws:appsync:eu-west-3:', { Ref: 'AWS::AccountId' }, ':apis/', { 'Fn::GetAtt': [logicalId(stack.realtime.api), 'ApiId'] }, `/channelNamespace/${MEMBER_NAMESPACE}`]],
      },
    });
    // The changes that tell members something write member_notified to the outbox; one consumer publishes it.
    expect(publishers).toEqual([{ roles: [{ Ref: logicalId(stack.events.consumers.get('member-notifications')!.role!) }], statement: publish }]);
  });

  it('gives the notifying consumer the HTTP endpoint to publish to', () => {
    const notifier = template.toJSON().Resources[logicalId(stack.events.consumers.get('member-notifications')!)] as Resource;
    expect((notifier.Properties.Environment as { Variables: Record<string, unknown> }).Variables.REALTIME_EVENT_URL).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.realtime.api), 'Dns.Http'] }, '/event']],
    });
  });
});
