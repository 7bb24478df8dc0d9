import { VISIO_REMINDERS, type VisioReminderKind } from '../../shared/domain/visios';
import { db, type Db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';
import { mailMember } from '../lib/mail/mail-member';
import { sendMail, type SendMail } from '../lib/mail/send-mail';
import { visioBookedMail, visioChangedMail } from '../lib/mail/templates';
import { deleteSchedule, scheduleOnce } from '../lib/schedules/one-time';
import { handOverVisios } from '../visios/staff-departure';
import { paymentKind } from '../visios/visio-views';

/** The outside services the notices use, passed in (the handler gives the real ones, tests their own). */
export interface NoticePorts {
  sendMail: SendMail;
  scheduleOnce: (schedule: { name: string; at: string; input: ReminderInput }) => Promise<void>;
  deleteSchedule: (name: string) => Promise<void>;
}

/** What a reminder's one-time schedule sends to the reminder function (functions/visios/reminder.ts). */
export interface ReminderInput {
  visioId: string;
  kind: VisioReminderKind;
}

/** A schedule's name: one per session and reminder, so scheduling twice is the same schedule. */
export const reminderName = (visioId: string, kind: VisioReminderKind): string => `visio-${visioId}-${kind}`;

const reminderTime = (start: string, minutesBefore: number): string => new Date(Date.parse(start) - minutesBefore * 60_000).toISOString();

/**
 * What a session's changes set off outside the table (issue 12), from the events each change wrote with its commit
 * (issue 20), once per event id:
 * - `visio_booked`: its 24 h and 1 h reminders scheduled and the member's confirmation e-mail;
 * - `visio_freed` (cancelled, moved): its reminders deleted;
 * - `visio_changed_by_team` (cancelled, outcome recorded, handed to another educator): the member's e-mail, for an
 *   outcome only with a summary;
 * - `staff_left` (issue 21): the departed educator's future sessions handed over or cancelled (staff-departure.ts),
 *   whose own events then bring the e-mails above.
 * The session is read as it stands: one cancelled or moved before its booking's event arrived gets nothing (its
 * reminder would find it so anyway). A schedule or an e-mail that fails throws: the queue tries the event again, and
 * what had been done is done again harmlessly (a schedule's name is its key; deleting one gone is fine).
 */
export async function visioNotices(db: Db, ports: NoticePorts, event: ConsumedEvent<'visio-notices'>): Promise<'sent' | 'skipped'> {
  if (event.name === 'staff_left') {
    await handOverVisios(db, event.detail.educatorId, new Date().toISOString());
    return 'sent';
  }
  const { visioId } = event.detail;
  if (event.name === 'visio_freed') {
    await Promise.all(VISIO_REMINDERS.map(({ kind }) => ports.deleteSchedule(reminderName(visioId, kind))));
    return 'sent';
  }
  const { data: visio } = await db.entities.visio.get({ visioId }).go({ consistent: true });
  if (!visio) throw new Error(`Visio ${visioId} introuvable`);
  if (event.name === 'visio_booked') {
    if (visio.status !== 'confirmee') {
      logger.info('Visio plus confirmée : ni rappel ni e-mail', { visioId, status: visio.status });
      return 'skipped';
    }
    await Promise.all([
      ...VISIO_REMINDERS.map(({ kind, minutesBefore }) => ports.scheduleOnce({ name: reminderName(visioId, kind), at: reminderTime(visio.start, minutesBefore), input: { visioId, kind } })),
      mailMember(
        db,
        ports.sendMail,
        visio.userId,
        (firstName) => visioBookedMail({ firstName, start: visio.start, durationMinutes: visio.durationMinutes, educatorName: visio.educatorName, meetingLink: visio.meetingLink }),
        'visio réservée',
      ),
    ]);
    return 'sent';
  }
  const { change } = event.detail;
  // An outcome is worth an e-mail when there is a summary to read.
  if (change === 'outcome' && !visio.summary) return 'skipped';
  await mailMember(
    db,
    ports.sendMail,
    visio.userId,
    (firstName) =>
      visioChangedMail({
        firstName,
        change,
        start: visio.start,
        educatorName: visio.educatorName,
        paid: paymentKind(visio.paidWith) === 'paid',
        ...(visio.cancelReason ? { reason: visio.cancelReason } : {}),
      }),
    'visio modifiée par l’équipe',
  );
  return 'sent';
}

export const handler = consumerHandler('visio-notices', async (event) => {
  await visioNotices(db(), { sendMail, scheduleOnce, deleteSchedule }, event);
});
