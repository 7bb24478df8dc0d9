import { type CognitoIdentityProviderClient, GetUserCommand, NotAuthorizedException } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { HttpError } from '../http/errors';
import type { Caller } from './caller';
import { cognito } from './cognito';

/**
 * Whether an account signs in with a second factor (issue 20): the pool offers TOTP to everyone and the API requires it
 * of admins on admin routes. Cognito's access token carries no MFA claim, so the pool is asked.
 */
export interface SecondFactor {
  /** Whether the caller's account has TOTP enabled: once it has, Cognito asks for the code at every sign-in. */
  hasTotp(caller: Caller, accessToken: string): Promise<boolean>;
}

/**
 * Asks Cognito with the caller's own access token (GetUser): no IAM right is needed, nobody else's account can be read,
 * and a token revoked by a sign-out everywhere, which the JWT authorizer still accepts until it expires, is refused.
 */
export function cognitoSecondFactor(client: CognitoIdentityProviderClient): SecondFactor {
  return {
    async hasTotp(_caller, accessToken) {
      try {
        const { UserMFASettingList } = await client.send(new GetUserCommand({ AccessToken: accessToken }));
        return UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
      } catch (error) {
        if (error instanceof NotAuthorizedException) throw new HttpError('UNAUTHORIZED');
        throw error;
      }
    },
  };
}

/**
 * Remembers a yes for `ttlMs` per account in a warm container, so an admin's page of five calls asks Cognito once.
 * A no is never remembered: an admin who has just turned TOTP on passes with their very next request. An account that
 * turns it off is refused again at most `ttlMs` later.
 */
export function rememberingYes(inner: SecondFactor, { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number }): SecondFactor {
  const until = new Map<string, number>();
  return {
    async hasTotp(caller, accessToken) {
      if ((until.get(caller.userId) ?? 0) > now()) return true;
      const enabled = await inner.hasTotp(caller, accessToken);
      if (enabled) until.set(caller.userId, now() + ttlMs);
      else until.delete(caller.userId);
      return enabled;
    },
  };
}

export const SECOND_FACTOR_MEMORY_MS = 5 * 60_000;

let shared: SecondFactor | null | undefined;

/**
 * The check the HTTP factory applies to admin routes, or null when `ADMIN_MFA_REQUIRED` is off (the local stack).
 * Read on first use, like the rest of the configuration.
 */
export function adminSecondFactor(): SecondFactor | null {
  if (shared === undefined) shared = config().ADMIN_MFA_REQUIRED ? rememberingYes(cognitoSecondFactor(cognito()), { ttlMs: SECOND_FACTOR_MEMORY_MS }) : null;
  return shared;
}
