import { readSession } from '../../islands/session';
import type * as CognitoModule from './cognito';
import { givenNameAttribute, sessionOfClaims } from './session';
import type { TotpSetup } from './totp';
import type { SessionInfo } from './types';

type Cognito = typeof CognitoModule;

let loading: Promise<Cognito> | undefined;
const onLoad = new Set<(cognito: Cognito) => void>();

/**
 * Amplify is loaded on demand, not with the first page: a visitor never downloads it until they submit a form, and a
 * member only to sign in or out, or when their tokens must be refreshed.
 */
export function loadCognito(): Promise<Cognito> {
  loading ??= import('./cognito').then(async (cognito) => {
    await cognito.configured;
    for (const listener of onLoad) listener(cognito);
    return cognito;
  });
  return loading;
}

/**
 * Calls `listener` once Amplify has loaded, whoever loaded it (a sign-in, a refresh for an API call, the live
 * channel): the auth state follows Amplify's events from then on. Returns the function that stops listening.
 */
export function onCognitoLoaded(listener: (cognito: Cognito) => void): () => void {
  onLoad.add(listener);
  void loading?.then(listener, () => undefined);
  return () => onLoad.delete(listener);
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

/**
 * The Cognito access token for the API and the live channel, or null for a visitor: the stored one while it is
 * valid, else Amplify's, which refreshes it with the refresh token (and says so on its Hub: 'tokenRefresh', or
 * 'tokenRefresh_failure' when the session has ended).
 */
export async function accessToken(): Promise<string | null> {
  const stored = readSession();
  if (!stored) return null;
  if (stored.accessToken) return stored.accessToken;
  try {
    return await (await loadCognito()).accessToken();
  } catch {
    return null;
  }
}

/**
 * The signed-in person (user, roles) from the stored id token, once the access token is valid (refreshed through
 * Amplify if needed); null when signed out.
 */
export async function currentSession(): Promise<SessionInfo | null> {
  const token = await accessToken();
  const claims = token ? readSession()?.claims : undefined;
  const session = claims ? sessionOfClaims(claims) : null;
  if (session && token && !session.user.firstName) session.user.firstName = await givenNameAttribute(token);
  return session;
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
