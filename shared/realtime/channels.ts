import * as z from 'zod';
import { rewardSchema } from '../contract/points-schemas';
import { PLAN_IDS } from '../domain/plans';

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

/** What the back end tells a member. The tickets and visios issues add their kinds here. */
export const memberNotificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reward_unlocked'), reward: rewardSchema }),
  /** An educator answered or changed one of the member's tickets (its status, its educator). */
  z.object({ kind: z.literal('ticket_updated'), ticketId: z.string(), change: z.enum(['reply', 'status']) }),
  /** The team changed one of the member's visios (cancelled it, recorded how it went, wrote its summary, gave it to another educator). */
  z.object({ kind: z.literal('visio_updated'), visioId: z.string(), change: z.enum(['cancelled', 'outcome', 'reassigned']) }),
  /** The member's plan or subscription changed (a payment, a cancellation, a renewal): their rights are read again. */
  z.object({ kind: z.literal('subscription_updated'), plan: z.enum(PLAN_IDS) }),
]);
export type MemberNotification = z.infer<typeof memberNotificationSchema>;

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

/** What the back end tells a staff member: a member opened or answered a ticket, booked, moved or cancelled a visio. */
export const staffNotificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ticket_opened'), ticketId: z.string(), memberName: z.string(), title: z.string(), urgent: z.boolean() }),
  z.object({ kind: z.literal('ticket_replied'), ticketId: z.string(), memberName: z.string(), title: z.string() }),
  /** `moved`: the member moved an earlier booking to this one. */
  z.object({ kind: z.literal('visio_booked'), visioId: z.string(), memberName: z.string(), start: z.string(), moved: z.boolean() }),
  z.object({ kind: z.literal('visio_cancelled'), visioId: z.string(), memberName: z.string(), start: z.string() }),
]);
export type StaffNotification = z.infer<typeof staffNotificationSchema>;
