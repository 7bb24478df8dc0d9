import { util, type AppSyncIdentityCognito, type EventOnSubscribeContext, type Identity } from '@aws-appsync/utils';

/**
 * The `members` namespace's onSubscribe handler: a member may subscribe to their own channel `/members/<sub>` and to
 * nothing else in the namespace — not another member's, not a wildcard (`/members/*`), not a deeper path.
 *
 * One source for both sides: CDK bundles this file with esbuild into the namespace's APPSYNC_JS code
 * (infra/constructs/realtime.ts; `@aws-appsync/utils` is the runtime's own module there), and the local realtime
 * server (scripts/dev/realtime.ts) imports and runs this very function, its `util.unauthorized` filled in. Written
 * for the APPSYNC_JS runtime, which has no `in` operator, no try/catch/throw and no classic `for` (an infra test
 * holds the bundle to that); it cannot load shared/realtime/channels.ts either (zod), so the path rule is spelt here.
 */
export function onSubscribe(ctx: EventOnSubscribeContext): void {
  const segments = ctx.info.channel.segments;
  const caller = hasSub(ctx.identity) ? ctx.identity.sub : '';
  if (segments.length !== 2 || caller === '' || segments[1] !== caller) {
    util.unauthorized();
  }
}

/** A Cognito user-pool caller (the namespace's only subscribe mode) carries `sub`; any other kind of caller is no member. */
function hasSub(identity: Identity): identity is AppSyncIdentityCognito {
  return identity !== null && identity !== undefined && Object.hasOwn(identity, 'sub');
}
