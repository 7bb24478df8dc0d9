import * as z from 'zod';
import { rewardSchema } from '../contract/points-schemas';
import { PLAN_IDS } from '../domain/plans';

/** The channels' namespaces and paths, without zod: what a browser needs to subscribe (web/src/lib/realtime). */
export { MEMBER_NAMESPACE, STAFF_NAMESPACE, channelOwner, memberChannel, staffChannel } from './channel-paths';

/** What the back end tells a member. The tickets and visios issues add their kinds here. */
export const memberNotificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reward_unlocked'), reward: rewardSchema }),
  /** An educator answered or changed one of the member's tickets (its status, its educator). */
  z.object({ kind: z.literal('ticket_updated'), ticketId: z.string(), change: z.enum(['reply', 'status']) }),
  /**
   * The team changed one of the member's visios (cancelled it, recorded how it went, wrote its summary, gave it to
   * another educator). `paid`, on a cancellation: the member paid it by card (its amount is refunded), not with a
   * credit; optional, as a message written before it existed may still be sent.
   */
  z.object({ kind: z.literal('visio_updated'), visioId: z.string(), change: z.enum(['cancelled', 'outcome', 'reassigned']), paid: z.boolean().optional() }),
  /**
   * One of the member's videos changed (issue 26): checked after its upload (sent to the team, or refused and why), its
   * educator's answer finished ('commented'), or a message of the team in its thread ('replied').
   */
  z.object({ kind: z.literal('video_updated'), videoId: z.string(), change: z.enum(['sent', 'refused', 'commented', 'replied']), message: z.string().optional() }),
  /** The member's plan or subscription changed (a payment, a cancellation, a renewal): their rights are read again. */
  z.object({ kind: z.literal('subscription_updated'), plan: z.enum(PLAN_IDS) }),
]);
export type MemberNotification = z.infer<typeof memberNotificationSchema>;

/** What the back end tells a staff member: a member opened or answered a ticket, booked, moved or cancelled a visio. */
export const staffNotificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ticket_opened'), ticketId: z.string(), memberName: z.string(), title: z.string(), urgent: z.boolean() }),
  z.object({ kind: z.literal('ticket_replied'), ticketId: z.string(), memberName: z.string(), title: z.string() }),
  /** `moved`: the member moved an earlier booking to this one. */
  z.object({ kind: z.literal('visio_booked'), visioId: z.string(), memberName: z.string(), start: z.string(), moved: z.boolean() }),
  z.object({ kind: z.literal('visio_cancelled'), visioId: z.string(), memberName: z.string(), start: z.string() }),
]);
export type StaffNotification = z.infer<typeof staffNotificationSchema>;
