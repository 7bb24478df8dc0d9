import * as z from 'zod';
import { FIRST_DOG_ID } from '../domain/dogs';
import { LEVEL_IDS } from '../domain/levels';
import { PAID_PLAN_IDS, PLAN_IDS } from '../domain/plans';
import { VIDEO_REFUSALS } from '../domain/videos';
import { memberNotificationSchema } from '../realtime/channels';

/**
 * The event catalogue (SPEC §7 automations). Each event has one EventBridge detail-type, a zod schema
 * for its detail, and the consumers that receive it. A consumer `x` is the Lambda `functions/consumers/x.ts`;
 * CDK makes one rule per event and the local bus routes the same way.
 */
export const EVENT_SOURCE = 'lameute.app';

export const CONSUMERS = ['automation-webhook', 'member-mail', 'discord-roles', 'visio-notices', 'refunds', 'member-notifications', 'staff-notifications', 'staff-mail', 'account-erasure', 'member-export', 'billing-customer', 'training-reminders', 'video-storage'] as const;
export type ConsumerName = (typeof CONSUMERS)[number];

const memberFacts = {
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  plan: z.enum(PLAN_IDS),
  dogName: z.string().nullable(),
};

export const events = {
  /**
   * A member's uploaded video failed the check after upload (issue 26): the file is deleted and its unit given back in
   * the transaction that writes this; member-mail tells the member why (the live message goes with it).
   */
  video_refused: {
    detailType: 'video_refused',
    detail: z.object({ userId: z.string(), videoId: z.string(), reason: z.enum(VIDEO_REFUSALS) }),
    consumers: ['member-mail'],
  },
  /**
   * An educator finished a video's feedback ('Terminer', issue 26), written once in the transaction that makes it
   * 'commentee': member-mail tells the member, video-storage tags the object for its retention (deleted 180 days on).
   */
  video_commented: {
    detailType: 'video_commented',
    detail: z.object({ userId: z.string(), videoId: z.string(), objectKey: z.string() }),
    consumers: ['member-mail', 'video-storage'],
  },
  auth_login: {
    detailType: 'auth_login',
    detail: z.object(memberFacts),
    consumers: ['automation-webhook'],
  },
  profile_created: {
    detailType: 'profile_created',
    detail: z.object(memberFacts),
    consumers: ['automation-webhook', 'member-mail'],
  },
  /** The member saved their dog's profile (SPEC §7 automations: profile_updated). */
  profile_updated: {
    detailType: 'profile_updated',
    detail: z.object({ userId: z.string(), dogName: z.string().nullable(), completionPercentage: z.number().int(), profilComplet: z.boolean() }),
    consumers: ['automation-webhook'],
  },
  /**
   * The member validated a fiche for the first time for one of their dogs (SPEC §7 automations: fiche_validated; issue
   * 25: `dogId`, the dog it was validated for, whose name the automation's payload gives). An event written before
   * that deploy and still queued has none: it was about the member's only dog, their first.
   */
  fiche_validated: {
    detailType: 'fiche_validated',
    detail: z.object({ userId: z.string(), ficheId: z.string(), dogId: z.string().default(FIRST_DOG_ID), pointsEarned: z.number().int() }),
    consumers: ['automation-webhook'],
  },
  /** A member opened a ticket (issue 21): the team is told live (the assignee, else every educator and admin). */
  ticket_opened: {
    detailType: 'ticket_opened',
    detail: z.object({ userId: z.string(), ticketId: z.string(), urgent: z.boolean(), assigneeId: z.string().nullable(), dueBy: z.string() }),
    consumers: ['staff-notifications', 'staff-mail'],
  },
  /**
   * A ticket is still unanswered by the team two hours before its due-by (issue 21): written by the ticket-due-soon job
   * with its once-per-ticket-and-due-by mark; the staff-mail consumer e-mails its assignee, else the team.
   */
  ticket_due_soon: {
    detailType: 'ticket_due_soon',
    detail: z.object({ ticketId: z.string(), dueBy: z.string() }),
    consumers: ['staff-mail'],
  },
  /**
   * An educator's morning digest is due (issue 21): written by the staff-digest job, once per educator and Paris day;
   * the staff-mail consumer reads their tickets and visios as of `at` and sends it, unless there is nothing to tell.
   */
  staff_digest_due: {
    detailType: 'staff_digest_due',
    detail: z.object({ staffId: z.string(), day: z.string(), at: z.string() }),
    consumers: ['staff-mail'],
  },
  /** A member wrote on their ticket (issue 21): its educator is told live (the whole team while it has none). */
  ticket_member_replied: {
    detailType: 'ticket_member_replied',
    detail: z.object({ userId: z.string(), ticketId: z.string(), messageId: z.string() }),
    consumers: ['staff-notifications'],
  },
  /** An educator answered a member's ticket (issue 11): the member is e-mailed the answer. */
  ticket_answered: {
    detailType: 'ticket_answered',
    detail: z.object({ userId: z.string(), ticketId: z.string(), messageId: z.string(), answeredAt: z.string() }),
    consumers: ['member-mail'],
  },
  /** A ticket of the member was resolved for the first time (SPEC §7 automations: ticket_closed). */
  ticket_closed: {
    detailType: 'ticket_closed',
    detail: z.object({ ...memberFacts, ticketId: z.string() }),
    consumers: ['automation-webhook'],
  },
  /** A member's plan went up: a first subscription or a change to a higher plan (SPEC §4, issue 13). */
  plan_upgraded: {
    detailType: 'plan_upgraded',
    detail: z.object({ ...memberFacts, subscriptionType: z.enum(PAID_PLAN_IDS), previousPlan: z.enum(PLAN_IDS) }),
    consumers: ['automation-webhook', 'discord-roles'],
  },
  /** The member asked to stop their subscription: access lasts until `accessUntil`, the end of the paid period. */
  subscription_cancelled: {
    detailType: 'subscription_cancelled',
    detail: z.object({ ...memberFacts, subscriptionType: z.enum(PAID_PLAN_IDS), accessUntil: z.string() }),
    consumers: ['automation-webhook'],
  },
  /** A paid plan ended (its period over after a cancellation, or the provider gave up on payment): back on gratuit. */
  plan_cancelled: {
    detailType: 'plan_cancelled',
    detail: z.object({ ...memberFacts, previousPlan: z.enum(PAID_PLAN_IDS) }),
    consumers: ['automation-webhook', 'discord-roles'],
  },
  /** A subscription's payment failed; the provider retries and the member is asked to update their card. */
  payment_failed: {
    detailType: 'payment_failed',
    detail: z.object({ ...memberFacts, invoiceId: z.string(), amount: z.number().int() }),
    consumers: ['automation-webhook', 'member-mail'],
  },
  /** A member's points reached a level for the first time (SPEC §4 levels). */
  points_milestone: {
    detailType: 'points_milestone',
    detail: z.object({ userId: z.string(), level: z.enum(LEVEL_IDS), total: z.number().int() }),
    consumers: ['automation-webhook'],
  },
  /**
   * A session is booked for good (issue 12): booked with a credit, moved (its new booking) or paid. Its reminders are
   * scheduled and the member's confirmation sent from this event, so they follow the booking even if the function
   * that made it stops right after its commit.
   */
  visio_booked: {
    detailType: 'visio_booked',
    detail: z.object({ userId: z.string(), visioId: z.string() }),
    consumers: ['visio-notices', 'staff-notifications'],
  },
  /** A booked session no longer takes place (cancelled, moved): its reminders are deleted. */
  visio_freed: {
    detailType: 'visio_freed',
    detail: z.object({ userId: z.string(), visioId: z.string() }),
    consumers: ['visio-notices', 'staff-notifications'],
  },
  /**
   * The team changed a member's session (cancelled it, recorded how it went, handed it to another educator because
   * its own left the team): the member is e-mailed.
   */
  visio_changed_by_team: {
    detailType: 'visio_changed_by_team',
    detail: z.object({ userId: z.string(), visioId: z.string(), change: z.enum(['cancelled', 'outcome', 'reassigned']) }),
    consumers: ['visio-notices'],
  },
  /**
   * Someone stopped being an educator (issue 21: the educator role taken, or their last staff role): their
   * availability went in the same transaction; the visio-notices consumer hands each of their future sessions to
   * another educator free then, or cancels it with its credit or payment given back (functions/visios/staff-departure.ts).
   */
  staff_left: {
    detailType: 'staff_left',
    detail: z.object({ educatorId: z.string() }),
    consumers: ['visio-notices'],
  },
  /**
   * A payment is to be given back in full (issue 20): a paid visio cancelled in time, a shop purchase an admin
   * refunded, a visio paid for a slot no longer held. Written with the change that decided it, which marks the payment
   * refunded; the refunds consumer asks the provider (its idempotency key is this event's id) and records the
   * provider's refund on the payment once.
   */
  payment_refund_due: {
    detailType: 'payment_refund_due',
    detail: z.object({ userId: z.string(), paymentId: z.string() }),
    consumers: ['refunds'],
  },
  /**
   * A member deleted their account (issue 22): it was marked deleted (every later call refused) and its Discord link
   * taken off the profile in the same transaction. The account-erasure consumer cancels the subscription, frees the
   * booked visios, deletes the Cognito user and erases or anonymises the table (functions/account/erase-account.ts);
   * discord-roles takes the plan roles off `discordId`; member-mail confirms it to the address the account had. The
   * detail carries what they need once the profile is gone; it lives only as long as the event (outbox items expire).
   */
  account_deleted: {
    detailType: 'account_deleted',
    detail: z.object({
      userId: z.string(),
      /** The reference the kept invoices, tickets and visios carry instead of the member's id. */
      anonymousId: z.string(),
      email: z.string(),
      firstName: z.string(),
      discordId: z.string().nullable(),
      deletedAt: z.string(),
    }),
    consumers: ['account-erasure', 'discord-roles', 'member-mail'],
  },
  /**
   * A member changed their e-mail address (issue 22, 'Mon compte'), once the code sent to the new one was entered: the
   * previous address is told (member-mail) and the payment provider's customer takes the new one (billing-customer).
   * Personal data: never logged.
   */
  email_changed: {
    detailType: 'email_changed',
    detail: z.object({ userId: z.string(), firstName: z.string(), previousEmail: z.string(), email: z.string(), changedAt: z.string() }),
    consumers: ['member-mail', 'billing-customer'],
  },
  /**
   * The member gave or withdrew their newsletter consent (issue 22: 'Mon compte', or the e-mail's one-click link): the
   * automation (Make) subscribes or unsubscribes the address on the mailing list. Personal data: never logged.
   */
  newsletter_changed: {
    detailType: 'newsletter_changed',
    detail: z.object({ ...memberFacts, subscribed: z.boolean(), changedAt: z.string() }),
    consumers: ['automation-webhook'],
  },
  /**
   * A member who asked to hear of new fiches has some to read this week (issue 22): written by the new-fiches job, once
   * per member and week (its Paris Monday); the member-mail consumer sends the list, with a one-click unsubscribe.
   */
  new_fiches_digest_due: {
    detailType: 'new_fiches_digest_due',
    detail: z.object({ userId: z.string(), week: z.string(), ficheIds: z.array(z.string()).min(1) }),
    consumers: ['member-mail'],
  },
  /**
   * A member asked for their data (issue 22, 'Télécharger mes données'): the export item was written 'preparing' in the
   * same transaction. The member-export consumer reads everything held about them (functions/account/member-data.ts),
   * writes the JSON file and its readable summary to the private exports bucket and marks the export ready.
   */
  member_export_requested: {
    detailType: 'member_export_requested',
    detail: z.object({ userId: z.string(), exportId: z.string(), requestedAt: z.string() }),
    consumers: ['member-export'],
  },
  /** A member's export is ready, until `availableUntil` (7 days): the member-export consumer e-mails them so. */
  member_export_ready: {
    detailType: 'member_export_ready',
    detail: z.object({ userId: z.string(), exportId: z.string(), availableUntil: z.string() }),
    consumers: ['member-export'],
  },
  /**
   * A page of the members due in a reminder slot (issue 25): the training-reminders job reads the slot's index and hands
   * each page of at most 250 members out as one event, so a slot of a million members is worked by many consumers at
   * once rather than by the job alone. The training-reminders consumer decides each member's reminder (not trained
   * that day → its mark of the day, created once, and `training_reminder_due`).
   */
  training_reminders_page: {
    detailType: 'training_reminders_page',
    detail: z.object({ scheduledTime: z.string(), day: z.string(), userIds: z.array(z.string()).min(1).max(250) }),
    consumers: ['training-reminders'],
  },
  /**
   * A member's training reminder is due today (issue 25): written by the training-reminders consumer from the job's
   * page, once per member and Paris day (its mark), on one of their preferred days at their time, when they had not
   * trained yet. The training-reminders consumer checks again (still that day, outside quiet hours, still no session,
   * reminders still on) and sends a notification to their devices, else an e-mail, each with a one-click stop.
   */
  training_reminder_due: {
    detailType: 'training_reminder_due',
    detail: z.object({ userId: z.string(), day: z.string() }),
    consumers: ['training-reminders'],
  },
  /**
   * Something changed for a member that their open app should refetch now (a reward, a ticket's answer or status, a
   * visio the team changed, their plan): the member-notifications consumer publishes it on their live channel.
   */
  member_notified: {
    detailType: 'member_notified',
    detail: z.object({ userId: z.string(), notification: memberNotificationSchema }),
    consumers: ['member-notifications'],
  },
} as const satisfies Record<string, { detailType: string; detail: z.ZodType; consumers: readonly ConsumerName[] }>;

export type EventName = keyof typeof events;
export type EventDetail<N extends EventName> = z.infer<(typeof events)[N]['detail']>;
