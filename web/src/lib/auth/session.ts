import { ROLES, type Role } from '../../../../shared/domain/roles';
import { readSession } from '../../islands/session';
import { uncheckedConfigValue } from '../config';
import type { SessionInfo } from './types';

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The user and roles (`cognito:groups`) an id token's claims describe; null without a `sub`. */
export function sessionOfClaims(claims: Record<string, unknown>): SessionInfo | null {
  if (typeof claims.sub !== 'string') return null;
  const groups = claims['cognito:groups'];
  return {
    user: {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : '',
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
    },
    roles: Array.isArray(groups) ? groups.filter(isRole) : [],
  };
}

/**
 * The session of the tokens Amplify keeps in this browser, read without Amplify (the public pages' islands read them
 * the same way, web/src/islands/session.ts) while the access token is valid: null for a visitor, and null too when
 * the tokens must be refreshed first, which only Amplify does (web/src/lib/auth/loader.ts).
 */
export function storedSession(storage?: Storage, now?: number): SessionInfo | null {
  const stored = readSession(storage, now);
  return stored?.accessToken ? sessionOfClaims(stored.claims) : null;
}

/**
 * The session of the tokens this browser still keeps, valid or not (issue 27). Amplify clears them only when Cognito
 * refuses a refresh (an expired or revoked refresh token, a deleted user); a refresh that could not reach Cognito
 * (offline, in a field) leaves them. The member then stays signed in from their id token's claims: the app shows what
 * it kept on the device and queues what needs the network, until a refresh succeeds or is refused.
 */
export function keptSession(storage?: Storage): SessionInfo | null {
  const stored = readSession(storage);
  return stored ? sessionOfClaims(stored.claims) : null;
}

/**
 * cognito-local leaves `given_name` out of the id token (Cognito puts it in): the first name is then read with
 * Cognito's GetUser, one request with the access token. '' when it cannot be read.
 */
export async function givenNameAttribute(accessToken: string): Promise<string> {
  try {
    const [endpoint, region] = await Promise.all([uncheckedConfigValue('cognitoEndpoint'), uncheckedConfigValue('region')]);
    const url = typeof endpoint === 'string' ? endpoint : `https://cognito-idp.${String(region)}.amazonaws.com/`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: JSON.stringify({ AccessToken: accessToken }),
    });
    if (!response.ok) return '';
    const { UserAttributes } = (await response.json()) as { UserAttributes?: Array<{ Name?: string; Value?: string }> };
    return UserAttributes?.find(({ Name }) => Name === 'given_name')?.Value ?? '';
  } catch {
    return '';
  }
}
