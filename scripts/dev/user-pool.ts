import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES } from '../../shared/domain/roles';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';

export const LOCAL_POOL_NAME = 'la-meute-local';
const CLIENT_NAME = 'la-meute-web';

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/**
 * Finds the local user pool, its web client and the staff groups by name, creating what is missing.
 * cognito-local keeps them in its data directory, so a restart finds the same ids (and accounts).
 * Settings mirror the production pool: e-mail as username, SPEC §5 password policy, `given_name`
 * and the mutable `custom:newsletter` attribute, USER_PASSWORD_AUTH allowed (SRP is AWS-only).
 */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<UserPoolIds> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: LOCAL_POOL_NAME,
        UsernameAttributes: ['email'],
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
  }

  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((appClient) => appClient.ClientName === CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    userPoolClientId = created.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local did not return the new app client id');
  }

  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set(groups.Groups?.map((group) => group.GroupName));
  for (const role of ROLES) {
    if (!existing.has(role)) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role }));
  }
  return { userPoolId, userPoolClientId };
}
