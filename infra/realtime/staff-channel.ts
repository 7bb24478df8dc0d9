import { util, type AppSyncIdentityCognito, type EventOnSubscribeContext, type Identity } from '@aws-appsync/utils';
import { ROLES } from '../../shared/domain/roles';

/** The Cognito groups whose members have a staff channel: the staff roles (a plain list, bundled in; no zod). */
const STAFF_GROUPS: readonly string[] = ROLES;

/**
 * The `staff` namespace's onSubscribe handler (issue 21): a staff member — a caller whose token carries the educator
 * or admin group — may subscribe to their own channel `/staff/<sub>` and to nothing else in the namespace: not another
 * staff member's, not a wildcard (`/staff/*`), not a deeper path. A member without a staff group is refused even
 * their own `sub`'s channel. The groups are the token's (`cognito:groups`, as AppSync hands them in
 * `ctx.identity.groups`): a role removed reaches the channel when the token is renewed (an hour at most).
 *
 * One source for both sides, as infra/realtime/member-channel.ts: CDK bundles this file into the namespace's
 * APPSYNC_JS code and the local realtime server runs this very function. Written for the APPSYNC_JS runtime (no `in`,
 * no try/catch/throw, no classic `for`; an infra test holds the bundle to that).
 */
export function onSubscribe(ctx: EventOnSubscribeContext): void {
  const segments = ctx.info.channel.segments;
  const caller = hasSub(ctx.identity) ? ctx.identity : null;
  const sub = caller === null ? '' : caller.sub;
  const groups = caller === null || !Array.isArray(caller.groups) ? [] : caller.groups;
  const staff = groups.some((group) => STAFF_GROUPS.indexOf(group) !== -1);
  if (segments.length !== 2 || sub === '' || segments[1] !== sub || !staff) {
    util.unauthorized();
  }
}

/** A Cognito user-pool caller (the namespace's only subscribe mode) carries `sub`; any other kind of caller is no staff. */
function hasSub(identity: Identity): identity is AppSyncIdentityCognito {
  return identity !== null && identity !== undefined && Object.hasOwn(identity, 'sub');
}
