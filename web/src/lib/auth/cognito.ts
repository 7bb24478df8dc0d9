import { Amplify } from 'aws-amplify';
import {
  confirmSignIn as amplifyConfirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  resetPassword as amplifyResetPassword,
  setUpTOTP,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { BRAND } from '../../../../shared/brand';
import { config } from '../config';
import { signInOutcome, type SignInOutcome } from './sign-in-steps';
import type { TotpSetup } from './totp';
import type { AuthEvent } from './types';

/**
 * The only module that imports Amplify (loaded on demand, see `loader.ts`, which waits for `configured`): it points
 * Amplify at the user pool of the runtime config once the shared schema has checked it (cognito-local when
 * `cognitoEndpoint` is set), and wraps the Cognito calls the app makes: sign-in and out, token refresh, TOTP, reset
 * code (sign-up and new passwords go through the API instead). The session itself is read from the stored tokens
 * (`session.ts`), and the live channel speaks AppSync Events' protocol itself (web/src/lib/realtime/liveChannel.ts).
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
  });
  return runtime;
});

/** New tokens now, whatever their age: after a change of first name or address, so the id token carries the new one. */
export async function refreshTokens(): Promise<void> {
  await fetchAuthSession({ forceRefresh: true });
}

/** The access token the API's JWT authorizer expects, refreshed if it has expired; null when signed out. */
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

/** USER_SRP_AUTH in AWS, USER_PASSWORD_AUTH with cognito-local (runtime config `authFlow`). */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const { isSignedIn, nextStep } = await amplifySignIn({
    username: email,
    password,
    options: { authFlowType: (await configured).authFlow },
  });
  return signInOutcome(isSignedIn, nextStep.signInStep);
}

/** Answers the step of the sign-in in progress: the new password an invited account chose, or the TOTP code. */
export async function continueSignIn(answer: string): Promise<SignInOutcome> {
  const { isSignedIn, nextStep } = await amplifyConfirmSignIn({ challengeResponse: answer });
  return signInOutcome(isSignedIn, nextStep.signInStep);
}

/** Whether the signed-in account has an authenticator app (TOTP): Cognito then asks for its code at every sign-in. */
export async function totpEnabled(): Promise<boolean> {
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ?? false;
}

/** A new authenticator secret for the signed-in account, not active until `confirmTotpSetup` checks a first code. */
export async function startTotpSetup(accountName: string): Promise<TotpSetup> {
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(BRAND.name, accountName).toString() };
}

/** Checks the app's first code, then makes TOTP the account's second factor: every later sign-in asks for a code. */
export async function confirmTotpSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

export async function turnTotpOff(): Promise<void> {
  await updateMFAPreference({ totp: 'DISABLED' });
}

export async function signOut(): Promise<void> {
  await amplifySignOut();
}

/** Sends the reset code by e-mail (locally cognito-local prints it on the dev console). */
export async function sendResetCode(email: string): Promise<void> {
  await amplifyResetPassword({ username: email });
}

