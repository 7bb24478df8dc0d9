import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { db as tableDb, type Db } from '../db/service';
import { HttpError } from '../http/errors';
import type { Caller } from './caller';

/**
 * Refuses the tokens of a suspended account (issue 21). Suspending an account disables it in Cognito and signs it out
 * everywhere, but an access token already issued stays valid for the API Gateway authorizer until it expires (an
 * hour): so every signed-in call reads the account's standing, one GetItem by key (functions/lib/db/entities/
 * account-status.ts), and answers ACCOUNT_SUSPENDED while it is suspended, or UNAUTHORIZED (sign in again) for a token
 * issued before the sessions were revoked. An account never suspended has no item: one read that finds nothing.
 */
export interface AccountGuard {
  check(caller: Caller, issuedAtSeconds: number | null): Promise<void>;
}

export function tableAccountGuard(db: () => Db = tableDb): AccountGuard {
  return {
    async check(caller, issuedAtSeconds) {
      const { data } = await db().entities.accountStatus.get({ userId: caller.userId }).go({ attributes: ['suspendedAt', 'sessionsRevokedAt', 'deletedAt'] });
      if (!data) return;
      // Deleted by its member (issue 22): nothing more is done in its name, whatever the token.
      if (data.deletedAt) throw new HttpError('ACCOUNT_DELETED');
      if (data.suspendedAt) throw new HttpError('ACCOUNT_SUSPENDED');
      // A token's issue time is in whole seconds: one issued in the second of the revocation is let through (while the
      // account was suspended, none could be issued). One without an issue time cannot be placed: refused.
      if (data.sessionsRevokedAt && (issuedAtSeconds === null || issuedAtSeconds < Math.floor(Date.parse(data.sessionsRevokedAt) / 1000))) throw new HttpError('UNAUTHORIZED');
    },
  };
}

/** The token's issue time (`iat`, seconds), as the JWT authorizer passes its claims (a number or its string). */
export function issuedAtOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): number | null {
  const raw = event.requestContext.authorizer?.jwt?.claims?.iat;
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(seconds) ? seconds : null;
}
