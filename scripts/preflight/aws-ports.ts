import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ListSubscriptionsByTopicCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { PreflightPorts } from './checks';

/** The error names of "no such thing" in each service: an absence the checks report, not a failure. */
const ABSENT = new Set(['ParameterNotFound', 'ResourceNotFoundException', 'NotFoundException']);
const unlessAbsent = async <T>(read: Promise<T>): Promise<T | undefined> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof Error && ABSENT.has(error.name)) return undefined;
    throw error;
  }
};

/**
 * The preflight's ports over the AWS SDK: read-only calls only (Describe, Get, List), with the operator's profile and
 * the stack's region. Secret values are read to tell which keys are filled, and never printed.
 */
export function awsPorts({ profile, region, stack }: { profile: string; region: string; stack: string }): PreflightPorts {
  const options = { profile, region };
  const cloudFormation = new CloudFormationClient(options);
  const ssm = new SSMClient(options);
  const secrets = new SecretsManagerClient(options);
  const ses = new SESv2Client(options);
  const sns = new SNSClient(options);
  const cognito = new CognitoIdentityProviderClient(options);
  return {
    async stackOutputs() {
      try {
        const { Stacks = [] } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stack }));
        return Object.fromEntries((Stacks[0]?.Outputs ?? []).flatMap(({ OutputKey, OutputValue }) => (OutputKey && OutputValue ? [[OutputKey, OutputValue]] : [])));
      } catch (error) {
        // CloudFormation answers a stack that does not exist with a ValidationError.
        if (error instanceof Error && error.name === 'ValidationError' && /does not exist/.test(error.message)) return undefined;
        throw error;
      }
    },
    async setting(store, name) {
      if (store === 'parameter') return (await unlessAbsent(ssm.send(new GetParameterCommand({ Name: name }))))?.Parameter?.Value;
      return (await unlessAbsent(secrets.send(new GetSecretValueCommand({ SecretId: name }))))?.SecretString;
    },
    async sesAccount() {
      const account = await ses.send(new GetAccountCommand({}));
      return { productionAccess: account.ProductionAccessEnabled === true, sendingEnabled: account.SendingEnabled === true };
    },
    async emailIdentity(domain) {
      const identity = await unlessAbsent(ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain })));
      if (!identity) return undefined;
      return {
        verifiedForSending: identity.VerifiedForSendingStatus === true,
        dkimStatus: identity.DkimAttributes?.Status ?? 'NOT_STARTED',
        mailFromStatus: identity.MailFromAttributes?.MailFromDomainStatus,
      };
    },
    async topicSubscriptions(topicArn) {
      const subscriptions: Array<{ endpoint: string; confirmed: boolean }> = [];
      let NextToken: string | undefined;
      do {
        const page = await sns.send(new ListSubscriptionsByTopicCommand({ TopicArn: topicArn, NextToken }));
        for (const { Endpoint, SubscriptionArn } of page.Subscriptions ?? []) {
          // An unconfirmed subscription has no ARN yet: SNS shows 'PendingConfirmation' in its place.
          subscriptions.push({ endpoint: Endpoint ?? '?', confirmed: SubscriptionArn?.startsWith('arn:') === true });
        }
        NextToken = page.NextToken;
      } while (NextToken);
      return subscriptions;
    },
    async groupSize(userPoolId, group) {
      const { Users = [] } = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: group, Limit: 1 }));
      return Users.length;
    },
  };
}
