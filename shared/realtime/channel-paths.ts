/**
 * The live channel of each member (SPEC §7 Realtime, DESIGN §8): an AppSync Events channel `/members/<sub>` in the
 * `members` namespace. Only the member whose Cognito `sub` names the channel may subscribe to it (the namespace's
 * onSubscribe handler, infra/realtime/member-channel.ts, run by AppSync in AWS and by the local realtime server);
 * only the back end publishes to it (IAM). A message says that something changed; the database stays the truth,
 * and the web app refetches what the message names (and everything on focus or reconnection).
 */
export const MEMBER_NAMESPACE = 'members';

export function memberChannel(sub: string): string {
  return `/${MEMBER_NAMESPACE}/${sub}`;
}

/** The `sub` a channel path belongs to, or null when the path is not a member channel (`/members/<sub>`, nothing more). */
export function channelOwner(channelPath: string): string | null {
  const segments = channelPath.split('/').filter(Boolean);
  return segments.length === 2 && segments[0] === MEMBER_NAMESPACE && segments[1] ? segments[1] : null;
}

/**
 * The live channel of each staff member (issue 21): `/staff/<sub>` in the `staff` namespace, beside the members'.
 * Only that staff member, holding the educator or admin group, may subscribe to it (infra/realtime/staff-channel.ts,
 * run by AppSync and by the local realtime server); only the back end publishes to it (IAM). It tells the console
 * that a member is waiting: the console refetches its queues and agenda and says what arrived.
 */
export const STAFF_NAMESPACE = 'staff';

export function staffChannel(sub: string): string {
  return `/${STAFF_NAMESPACE}/${sub}`;
}
