import { VISIO_REMINDERS, type VisioReminderKind } from '../../../shared/domain/visios';
import type { Db } from '../db/service';
import { logger } from '../logger';
import { mailMember } from '../mail/mail-member';
import type { SendMail } from '../mail/send-mail';
import { visioBookedMail, visioChangedMail } from '../mail/templates';
import type { NotifyMember } from '../points/rewards';
import type { VisioItem } from './visio-item';

/** What happens outside the database once a change of a session has committed (issue 12). */
export interface VisioEffects {
  /**
   * A session was booked (with a credit, by a move or paid): its reminders are scheduled and the member gets a
   * confirmation (the visio-notices consumer, from the booking's `visio_booked` event).
   */
  booked(visio: VisioItem): Promise<void>;
  /** A session no longer takes place (cancelled, moved): its reminders are deleted. */
  freed(visio: VisioItem): Promise<void>;
  /** The team changed a member's session: the member is told live and by e-mail. */
  changedByTeam(visio: VisioItem, change: 'cancelled' | 'outcome'): Promise<void>;
}

/** The outside services the effects use, passed in (the handler gives the real ones, tests their own). */
export interface EffectPorts {
  notify: NotifyMember;
  sendMail: SendMail;
  scheduleOnce: (schedule: { name: string; at: string; input: ReminderInput }) => Promise<void>;
  deleteSchedule: (name: string) => Promise<void>;
}

/** What a reminder's one-time schedule sends to the reminder function. */
export interface ReminderInput {
  visioId: string;
  kind: VisioReminderKind;
}

/** A schedule's name: one per session and reminder, so scheduling twice is the same schedule. */
export const reminderName = (visioId: string, kind: VisioReminderKind): string => `visio-${visioId}-${kind}`;

export const reminderTime = (start: string, minutesBefore: number): string => new Date(Date.parse(start) - minutesBefore * 60_000).toISOString();

/**
 * The effects of a committed change. Each is best effort and logged on failure, never undoing the booking the member
 * holds: a reminder that could not be scheduled costs a reminder, not the session.
 */
export function visioEffects(db: Db, ports: EffectPorts): VisioEffects {
  const attempt = async (what: string, visioId: string, effect: () => Promise<void>) => {
    try {
      await effect();
    } catch (error) {
      logger.error(`Visio : ${what} en échec`, { visioId, error });
    }
  };
  return {
    async booked(visio) {
      await Promise.all([
        ...VISIO_REMINDERS.map(({ kind, minutesBefore }) =>
          attempt(`rappel ${kind}`, visio.visioId, () =>
            ports.scheduleOnce({ name: reminderName(visio.visioId, kind), at: reminderTime(visio.start, minutesBefore), input: { visioId: visio.visioId, kind } }),
          ),
        ),
        mailMember(
          db,
          ports.sendMail,
          visio.userId,
          (firstName) => visioBookedMail({ firstName, start: visio.start, durationMinutes: visio.durationMinutes, educatorName: visio.educatorName, meetingLink: visio.meetingLink }),
          'visio réservée',
        ),
      ]);
    },
    async freed(visio) {
      await Promise.all(VISIO_REMINDERS.map(({ kind }) => attempt(`suppression du rappel ${kind}`, visio.visioId, () => ports.deleteSchedule(reminderName(visio.visioId, kind)))));
    },
    async changedByTeam(visio, change) {
      await Promise.all([
        ports.notify(visio.userId, { kind: 'visio_updated', visioId: visio.visioId, change }),
        // An outcome is worth an e-mail when there is a summary to read.
        change === 'outcome' && !visio.summary
          ? Promise.resolve()
          : mailMember(
              db,
              ports.sendMail,
              visio.userId,
              (firstName) => visioChangedMail({ firstName, change, start: visio.start, educatorName: visio.educatorName, ...(visio.cancelReason ? { reason: visio.cancelReason } : {}) }),
              'visio modifiée par l’équipe',
            ),
      ]);
    },
  };
}
