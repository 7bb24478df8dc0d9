import { join } from 'node:path';
import * as z from 'zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../../scripts/dev/demo-accounts';
import { runtimeConfigSchema } from '../../../shared/contract/runtime-config';
import { readStackEnv } from './stack-env';

/**
 * Signed-in browsers without the sign-in page: the tokens come from cognito-local's InitiateAuth (the
 * `USER_PASSWORD_AUTH` flow the web app's Amplify uses, with the web app's client) and are written where Amplify v6
 * keeps them (localStorage, `CognitoIdentityServiceProvider.<client id>.<username>.<token>`), so a page opens signed
 * in as after a sign-in through /auth. The sign-in page itself is tested by auth.spec.ts and staff-area.spec.ts.
 */

/** The seeded demo accounts a browser can be (`test.use({ as: 'premium' })`), signed in once for the run by the global setup. */
export const MEMBER_ROLES = ['gratuit', 'premium', 'expert', 'educator', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const DEMO_EMAIL: Readonly<Record<MemberRole, string>> = {
  gratuit: 'gratuit@example.com',
  premium: 'premium@example.com',
  expert: 'expert@example.com',
  educator: 'educateur@example.com',
  admin: 'admin@example.com',
};

export function demoAccount(role: MemberRole): DemoAccount & { password: string } {
  const account = DEMO_ACCOUNTS.find(({ email }) => email === DEMO_EMAIL[role]);
  if (!account) throw new Error(`No demo account for ${role}`);
  return { ...account, password: DEMO_PASSWORD };
}

/** The saved browser state (Amplify keeps its tokens in localStorage) of a demo account. */
export function storageStatePath(role: MemberRole): string {
  return join(readStackEnv('stateDir'), `${role}.json`);
}

export interface StorageState {
  cookies: [];
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
}

let pool: Promise<{ clientId: string; endpoint: string }> | undefined;

/** The web app's user pool client and cognito-local's address, read from the site's /config.json as the app reads them. */
function userPool(): Promise<{ clientId: string; endpoint: string }> {
  pool ??= fetch(`${readStackEnv('webUrl')}/config.json`)
    .then(async (response) => runtimeConfigSchema.parse(await response.json()))
    .then((config) => {
      if (!config.cognitoEndpoint) throw new Error('The local site’s config.json names no cognito-local endpoint');
      return { clientId: config.userPoolClientId, endpoint: config.cognitoEndpoint };
    });
  return pool;
}

const authenticationSchema = z.object({
  AuthenticationResult: z.object({ AccessToken: z.string(), IdToken: z.string(), RefreshToken: z.string() }),
});

/** The browser state of `email` signed in with `password` on the stack's site (throws if the pool refuses). */
export async function signedInState(email: string, password: string): Promise<StorageState> {
  const { clientId, endpoint } = await userPool();
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`Sign-in of ${email} refused by cognito-local (${response.status}): ${JSON.stringify(answer)}`);
  const tokens = authenticationSchema.parse(answer).AuthenticationResult;
  // Amplify's keys (aws-amplify/auth, TokenStore): its username is the login as typed, with no challenge on the way.
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const entries: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: email,
    [`${prefix}.${email}.accessToken`]: tokens.AccessToken,
    [`${prefix}.${email}.idToken`]: tokens.IdToken,
    [`${prefix}.${email}.refreshToken`]: tokens.RefreshToken,
    [`${prefix}.${email}.clockDrift`]: '0',
    [`${prefix}.${email}.signInDetails`]: JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
  return {
    cookies: [],
    origins: [{ origin: new URL(readStackEnv('webUrl')).origin, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }],
  };
}
