import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../shared/domain/roles';

/**
 * Accounts through the real Cognito flow, as the web app makes them: SignUp (the pre-sign-up and
 * post-confirmation triggers run and create the member's rows), then USER_PASSWORD_AUTH sign-in.
 * Used by the demo seed and by the integration tests.
 */
export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  newsletter?: boolean;
}

export interface PoolRef {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  userPoolClientId: string;
}

/** Signs the account up and returns its `sub` (the user id every table key uses). */
export async function signUp({ client, userPoolClientId }: PoolRef, account: NewAccount): Promise<string> {
  const result = await client.send(
    new SignUpCommand({
      ClientId: userPoolClientId,
      Username: account.email,
      Password: account.password,
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'given_name', Value: account.firstName },
        { Name: 'custom:newsletter', Value: String(account.newsletter ?? false) },
      ],
      // What the pre-sign-up trigger re-validates with the shared sign-up schema (never stored by Cognito).
      ClientMetadata: { password: account.password, acceptCgu: 'true' },
    }),
  );
  if (!result.UserSub) throw new Error(`SignUp of ${account.email} returned no UserSub`);
  return result.UserSub;
}

/** The account's `sub`, or null when no such account exists. */
export async function findAccount({ client, userPoolId }: PoolRef, email: string): Promise<string | null> {
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? null;
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

/** Adds the account to a staff group (idempotent). */
export async function addToGroup({ client, userPoolId }: PoolRef, email: string, role: Role): Promise<void> {
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: role }));
}

/** Signs in with USER_PASSWORD_AUTH and returns the tokens. */
export async function signIn({ client, userPoolClientId }: PoolRef, email: string, password: string): Promise<{ accessToken: string; idToken: string }> {
  const result = await client.send(
    new InitiateAuthCommand({ ClientId: userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const accessToken = result.AuthenticationResult?.AccessToken;
  const idToken = result.AuthenticationResult?.IdToken;
  if (!accessToken || !idToken) throw new Error(`Sign-in of ${email} returned no tokens`);
  return { accessToken, idToken };
}
