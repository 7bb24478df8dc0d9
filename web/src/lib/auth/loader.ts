import { uncheckedConfigValue } from '../config';
import type * as CognitoModule from './cognito';

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
 * Whether this browser may hold a Cognito session: Amplify keeps the last signed-in user under this key in
 * localStorage and removes it on sign-out. Without it nobody is signed in and Amplify need not load.
 */
export function mayHaveSession(): boolean {
  const clientId = uncheckedConfigValue('userPoolClientId');
  if (typeof clientId !== 'string') return false;
  try {
    return localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`) !== null;
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

export async function confirmResetPassword(email: string, code: string, newPassword: string): Promise<void> {
  await (await loadCognito()).confirmResetPassword(email, code, newPassword);
}
