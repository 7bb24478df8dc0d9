import { Amplify } from 'aws-amplify';
import {
  confirmSignIn as amplifyConfirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ROLES, type Role } from '../../../../shared/domain/roles';
import { config } from '../config';
import type { AuthEvent, SessionInfo } from './types';

/**
 * The only module that imports Amplify (loaded on demand, see `loader.ts`, which waits for `configured`): it points
 * Amplify at the user pool of the runtime config once the shared schema has checked it (cognito-local when
 * `cognitoEndpoint` is set) and the members' live channel, and wraps the Cognito calls the app makes (sign-up and new passwords go through the API instead).
 */
export const configured = config().then((runtime) => {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: runtime.userPoolId,
        userPoolClientId: runtime.userPoolClientId,
        ...(runtime.cognitoEndpoint ? { userPoolEndpoint: runtime.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
    // The members' live channel (web/src/lib/realtime): AppSync Events, authorized with the user pool's token.
    API: { Events: { endpoint: runtime.realtimeUrl, region: runtime.region, defaultAuthMode: 'userPool' } },
  });
  return runtime;
});

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The current session (tokens refreshed if needed) as user and roles (`cognito:groups` of the id token); null when signed out. */
export async function readSession(): Promise<SessionInfo | null> {
  const { tokens } = await fetchAuthSession();
  const claims = tokens?.idToken?.payload;
  if (!claims || typeof claims.sub !== 'string') return null;
  const groups = claims['cognito:groups'];
  return {
    user: {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : '',
      firstName: typeof claims.given_name === 'string' ? claims.given_name : await givenNameAttribute(),
    },
    roles: Array.isArray(groups) ? groups.filter(isRole) : [],
  };
}

/** cognito-local leaves `given_name` out of the id token (Cognito puts it in): read the attribute instead. */
async function givenNameAttribute(): Promise<string> {
  try {
    return (await fetchUserAttributes()).given_name ?? '';
  } catch {
    return '';
  }
}

/** The access token the API's JWT authorizer expects, or null. */
export async function accessToken(): Promise<string | null> {
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken.toString() ?? null;
}

/** Calls `listener` on Amplify's auth events; returns the unsubscribe function. */
export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    const event = payload.event;
    if (event === 'signedIn' || event === 'signedOut' || event === 'tokenRefresh' || event === 'tokenRefresh_failure') listener(event);
  });
}

export class SignInIncompleteError extends Error {
  constructor(readonly step: string) {
    super(`Connexion inachevée (${step})`);
    this.name = 'SignInIncompleteError';
  }
}

/** How a sign-in ended: signed in, or an invited account that must choose its password first (`confirmNewPassword`). */
export type SignInOutcome = 'signedIn' | 'newPasswordRequired';

/** USER_SRP_AUTH in AWS, USER_PASSWORD_AUTH with cognito-local (runtime config `authFlow`). */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const { isSignedIn, nextStep } = await amplifySignIn({
    username: email,
    password,
    options: { authFlowType: (await configured).authFlow },
  });
  if (isSignedIn) return 'signedIn';
  // An educator invited by an admin signs in with the temporary password Cognito e-mailed them (issue 14).
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
  throw new SignInIncompleteError(nextStep.signInStep);
}

/** Answers the new-password step of the sign-in in progress with the password the person chose. */
export async function confirmNewPassword(password: string): Promise<void> {
  const { isSignedIn, nextStep } = await amplifyConfirmSignIn({ challengeResponse: password });
  if (!isSignedIn) throw new SignInIncompleteError(nextStep.signInStep);
}

export async function signOut(): Promise<void> {
  await amplifySignOut();
}

/** Sends the reset code by e-mail (locally cognito-local prints it on the dev console). */
export async function sendResetCode(email: string): Promise<void> {
  await amplifyResetPassword({ username: email });
}

