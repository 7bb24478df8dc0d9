import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES } from '../../shared/domain/roles';
import { StackError } from './errors';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export const LOCAL_POOL_NAME = 'la-meute-local';
const CLIENT_NAME = 'la-meute-web';
const SERVER_CLIENT_NAME = 'la-meute-server';

export interface UserPoolIds {
  userPoolId: string;
  /** The web app's client (no secret). */
  userPoolClientId: string;
  /** The API's client, the only one the pre-sign-up trigger lets sign anyone up (cognito-local ignores its secret). */
  serverClient: { clientId: string; secret: string };
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/**
 * Finds the local user pool, its web client and the staff groups by name, creating what is missing.
 * cognito-local keeps them in its data directory, so a restart finds the same ids (and accounts).
 * Settings mirror the production pool: e-mail as username, SPEC §5 password policy, `given_name`
 * and the mutable `custom:newsletter` attribute, USER_PASSWORD_AUTH allowed (SRP is AWS-only), TOTP offered to every
 * account (MFA optional, issue 20), and a server client with a secret.
 *
 * The address can change as in AWS (issue 22, 'Mon compte'): it is verified automatically (a code to the address) and
 * a new one replaces the current only once its code is entered (`AttributesRequireVerificationBeforeUpdate`, which
 * cognito-local follows). cognito-local does not refuse an address another account has: the proxy in front of it
 * does, as Cognito (scripts/dev/cognito-gaps.ts).
 */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<UserPoolIds> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        Policies: {
          PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true },
        },
        Schema: [
          { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
          { Name: 'given_name', AttributeDataType: 'String', Required: false, Mutable: true },
          { Name: 'newsletter', AttributeDataType: 'String', Required: false, Mutable: true },
        ],
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local did not return the new user pool id');
  } else {
    const { UserPool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    // (cognito-local's DescribeUserPool leaves UserAttributeUpdateSettings out: the mutable address, set with it, tells.)
    if (UserPool?.SchemaAttributes?.find((attribute) => attribute.Name === 'email')?.Mutable !== true) {
      throw new StackError('Les données locales datent d’avant le changement d’adresse e-mail (« Mon compte ») : relance avec `npm start -- --reset`.');
    }
  }

  // Set on every start, so a pool made before issue 20 offers TOTP too: an account that turned it on is asked its code.
  await client.send(new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }));

  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const clientIdOf = async (name: string, settings: Pick<CreateUserPoolClientCommandInput, 'GenerateSecret' | 'ExplicitAuthFlows'>): Promise<string> => {
    const existing = clients.UserPoolClients?.find((appClient) => appClient.ClientName === name)?.ClientId;
    if (existing) return existing;
    const created = await client.send(new CreateUserPoolClientCommand({ UserPoolId: userPoolId, ClientName: name, ...settings }));
    if (!created.UserPoolClient?.ClientId) throw new Error('cognito-local did not return the new app client id');
    return created.UserPoolClient.ClientId;
  };
  const userPoolClientId = await clientIdOf(CLIENT_NAME, { ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] });
  const serverClientId = await clientIdOf(SERVER_CLIENT_NAME, { GenerateSecret: true, ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'] });
  const { UserPoolClient: serverClient } = await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: serverClientId }));
  if (!serverClient?.ClientSecret) throw new Error('cognito-local did not return the server client secret');

  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set(groups.Groups?.map((group) => group.GroupName));
  for (const role of ROLES) {
    if (!existing.has(role)) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role }));
  }
  return { userPoolId, userPoolClientId, serverClient: { clientId: serverClientId, secret: serverClient.ClientSecret } };
}
