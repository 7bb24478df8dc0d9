import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  InitiateAuthCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { signUpMember } from '../../functions/auth/sign-up';
import { serverClient } from '../../functions/lib/auth/server-client';
import type { Role } from '../../shared/domain/roles';

/**
 * Accounts through the real flow, as the API makes them: the sign-up use case (server client; the pre-sign-up
 * trigger runs), the address confirmed (`confirmAccount`: the post-confirmation trigger creates the member's rows),
 * then USER_PASSWORD_AUTH sign-in. Used by the demo seed, the benchmarks and the integration tests.
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

/**
 * Signs the account up with the API's use case, confirms it, and returns its `sub` (the user id every table key
 * uses). Needs the functions' environment (function-env.ts), which names the server client and where its secret is.
 */
export async function signUp(pool: PoolRef, account: NewAccount): Promise<string> {
  await signUpMember({ cognito: pool.client, serverClient }, { ...account, acceptCgu: true, newsletter: account.newsletter ?? false });
  await confirmAccount(pool, account.email);
  const userId = await findAccount(pool, account.email);
  if (!userId) throw new Error(`SignUp of ${account.email} left no account`);
  return userId;
}

/**
 * Confirms a signed-up account without its e-mailed code (AdminConfirmSignUp): Cognito runs the post-confirmation
 * trigger as for the code (PostConfirmation_ConfirmSignUp), which creates the member's rows. The one way demo
 * accounts, benchmarks and tests get a confirmed member; the code itself is tested by test/integration/sign-up-code.test.ts
 * and the e2e sign-up.
 */
export async function confirmAccount({ client, userPoolId }: PoolRef, email: string): Promise<void> {
  await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
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
