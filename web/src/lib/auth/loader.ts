import type * as CognitoModule from './cognito';
import type { TotpSetup } from './totp';

type Cognito = typeof CognitoModule;

let loading: Promise<Cognito> | undefined;

/**
 * Amplify is loaded on demand, not with the first page: a visitor reading a public page or the sign-in form
 * never downloads it until they submit a form.
 */
export function loadCognito(): Promise<Cognito> {
  loading ??= import('./cognito').then(async (cognito) => {
    await cognito.configured;
    return cognito;
  });
  return loading;
}

/**
 * Whether this browser may hold a Cognito session: Amplify keeps the last signed-in user under
 * `CognitoIdentityServiceProvider.<client id>.LastAuthUser` in localStorage and removes it on sign-out. Without
 * such a key nobody is signed in and Amplify need not load. Any client id counts, so the first render needs no
 * `/config.json`: a key of another app client only costs an Amplify check that finds no session.
 */
export function mayHaveSession(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** The Cognito access token for the API, or null for a visitor. */
export async function accessToken(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  try {
    return await (await loadCognito()).accessToken();
  } catch {
    return null;
  }
}

export async function sendResetCode(email: string): Promise<void> {
  await (await loadCognito()).sendResetCode(email);
}


/** The account's authenticator app (TOTP, issue 20): its state, its setup in two steps, and turning it off. */
export const totp = {
  enabled: async (): Promise<boolean> => (await loadCognito()).totpEnabled(),
  start: async (accountName: string): Promise<TotpSetup> => (await loadCognito()).startTotpSetup(accountName),
  confirm: async (code: string): Promise<void> => (await loadCognito()).confirmTotpSetup(code),
  turnOff: async (): Promise<void> => (await loadCognito()).turnTotpOff(),
};
