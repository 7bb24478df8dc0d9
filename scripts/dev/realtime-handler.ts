import { util, type AppSyncIdentityCognito } from '@aws-appsync/utils';
import { onSubscribe as memberOnSubscribe } from '../../infra/realtime/member-channel';
import { onSubscribe as staffOnSubscribe } from '../../infra/realtime/staff-channel';
import type { JwtAuthorization } from './jwt-authorizer';

/** What the handler throws through `util.unauthorized()` locally: AppSync turns it into a refused subscription. */
class Unauthorized extends Error {
  constructor() {
    super('Unauthorized');
    this.name = 'Unauthorized';
  }
}

// The npm package @aws-appsync/utils carries the runtime's types only: its `util` is an empty object, which AppSync
// fills. Locally the one utility the member channel's handler calls is filled in here, with AppSync's meaning.
util.unauthorized = (): never => {
  throw new Unauthorized();
};

/** The caller as AppSync hands a Cognito user-pool identity to a handler (`ctx.identity`). */
export function cognitoIdentity(authorization: JwtAuthorization, issuer: string): AppSyncIdentityCognito {
  const { claims } = authorization;
  const groups = claims['cognito:groups']?.replace(/^\[|\]$/g, '').split(' ').filter(Boolean) ?? [];
  return {
    sub: claims.sub ?? '',
    issuer,
    username: claims.username ?? claims['cognito:username'] ?? '',
    claims,
    groups: groups.length > 0 ? groups : null,
    sourceIp: ['127.0.0.1'],
    defaultAuthStrategy: 'ALLOW',
  };
}

/**
 * Runs the `members` namespace's onSubscribe (infra/realtime/member-channel.ts, the very function AppSync runs) for a
 * subscription to `path`: true when the handler lets it through, false when it called `util.unauthorized()`.
 */
export function memberSubscriptionAllowed(path: string, identity: AppSyncIdentityCognito, headers: Record<string, string> = {}): boolean {
  return subscriptionAllowed(memberOnSubscribe, path, identity, headers);
}

/** The same for the `staff` namespace (infra/realtime/staff-channel.ts): a staff member's own channel only. */
export function staffSubscriptionAllowed(path: string, identity: AppSyncIdentityCognito, headers: Record<string, string> = {}): boolean {
  return subscriptionAllowed(staffOnSubscribe, path, identity, headers);
}

function subscriptionAllowed(onSubscribe: typeof memberOnSubscribe, path: string, identity: AppSyncIdentityCognito, headers: Record<string, string>): boolean {
  const segments = path.split('/').filter(Boolean);
  try {
    onSubscribe({
      identity,
      info: { channel: { path, segments }, channelNamespace: { name: segments[0] ?? '' }, operation: 'SUBSCRIBE' },
      request: { headers, domainName: null },
    });
    return true;
  } catch (error) {
    if (error instanceof Unauthorized) return false;
    throw error;
  }
}
