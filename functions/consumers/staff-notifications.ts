import type { StaffNotification } from '../../shared/realtime/channels';
import { team, type Educator } from '../lib/auth/team';
import { db, type Db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';
import { notifyStaff } from '../lib/realtime/notifier';
import { NOTIFICATION_WORTH_MS } from './member-notifications';

/** Who hears of a fact, and what they hear: nothing when the fact is no news for the team. */
interface StaffNews {
  /** The educator the ticket or visio is with, if any. */
  assigneeId: string | null;
  notification: StaffNotification;
}

/**
 * What the team is told of a member's fact (issue 21), read from the ticket or visio it names, as it is now (its
 * educator may have changed since): a new ticket (urgent or not), a member's reply, a booking (or a move), a
 * cancellation by the member. A visio freed by a move says nothing (its new booking tells it, as a move), nor one the
 * team cancelled (the team did it); an item gone meanwhile says nothing either.
 */
export async function staffNewsOf(database: Db, event: ConsumedEvent<'staff-notifications'>): Promise<StaffNews | null> {
  switch (event.name) {
    case 'ticket_opened':
    case 'ticket_member_replied': {
      const { data: ticket } = await database.entities.ticket
        .get({ ticketId: event.detail.ticketId })
        .go({ attributes: ['ticketId', 'memberName', 'title', 'assigneeId', 'priority'] });
      if (!ticket) return null;
      const { ticketId, memberName, title } = ticket;
      return {
        assigneeId: ticket.assigneeId ?? null,
        notification:
          event.name === 'ticket_opened'
            ? { kind: 'ticket_opened', ticketId, memberName, title, urgent: event.detail.urgent }
            : { kind: 'ticket_replied', ticketId, memberName, title },
      };
    }
    case 'visio_booked':
    case 'visio_freed': {
      const { data: visio } = await database.entities.visio
        .get({ visioId: event.detail.visioId })
        .go({ attributes: ['visioId', 'memberName', 'educatorId', 'start', 'status', 'cancelledBy', 'rescheduledFrom'] });
      if (!visio) return null;
      const { visioId, memberName, start, educatorId } = visio;
      if (event.name === 'visio_booked') {
        return { assigneeId: educatorId, notification: { kind: 'visio_booked', visioId, memberName, start, moved: Boolean(visio.rescheduledFrom) } };
      }
      if (visio.status !== 'annulee' || visio.cancelledBy !== 'member') return null;
      return { assigneeId: educatorId, notification: { kind: 'visio_cancelled', visioId, memberName, start } };
    }
  }
}

/**
 * Who is told: the ticket's or visio's educator while they are on the team, else every educator and admin of the
 * team (an unassigned ticket is everyone's; a visio whose educator left is too). Invitations not yet accepted are
 * left out: nobody can be listening on their channel.
 */
export function staffRecipients(assigneeId: string | null, members: readonly Educator[]): string[] {
  const active = members.filter((member) => !member.invitationPending);
  if (assigneeId && active.some((member) => member.id === assigneeId)) return [assigneeId];
  return active.map((member) => member.id);
}

export interface StaffNotifyDeps {
  db: Db;
  team: (database: Db) => Promise<Educator[]>;
  notify: (sub: string, notification: StaffNotification) => Promise<void>;
  now: number;
}

/**
 * Tells the right staff members live that a member is waiting (issue 21, DESIGN §9 staff notifications), from the
 * fact the member's change wrote with its commit (`ticket_opened`, `ticket_member_replied`, `visio_booked`,
 * `visio_freed`). Each recipient's channel gets one publish; any failed publish fails the message, which the queue
 * brings back (an event id done is not run again, so only a retry of a failed one may repeat a message, which the
 * console takes as a refetch). As for members, a message older than an hour is dropped: the console refetches on focus.
 */
export async function notifyStaffOnEvent(event: ConsumedEvent<'staff-notifications'>, deps: StaffNotifyDeps): Promise<'sent' | 'stale' | 'no-news'> {
  if (deps.now - Date.parse(event.time) > NOTIFICATION_WORTH_MS) {
    logger.warn('Notification de l’équipe trop ancienne : abandonnée', { event: event.name, time: event.time });
    return 'stale';
  }
  const news = await staffNewsOf(deps.db, event);
  if (!news) return 'no-news';
  const recipients = staffRecipients(news.assigneeId, await deps.team(deps.db));
  await Promise.all(recipients.map((sub) => deps.notify(sub, news.notification)));
  return 'sent';
}

export const handler = consumerHandler('staff-notifications', async (event) => {
  // The team read afresh (not the API's one-minute cache): an educator added a moment ago is told too.
  await notifyStaffOnEvent(event, { db: db(), team: (database) => team(database, Date.now(), true), notify: notifyStaff, now: Date.now() });
});
