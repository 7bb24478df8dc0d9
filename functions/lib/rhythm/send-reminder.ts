import type { EventDetail } from '../../../shared/events/catalogue';
import { goalFor, reminderStillTimely, weekCountLabel, weekOfDay } from '../../../shared/domain/weekly-rhythm';
import type { Db } from '../db/service';
import { mailMember } from '../mail/mail-member';
import type { SendMail } from '../mail/send-mail';
import { trainingReminderMail } from '../mail/templates';
import { unsubscribeHeaders } from '../mail/unsubscribe';
import type { PushMessage, SendPush } from '../push/web-push';
import { sessionsByWeek, trainedOn } from './sessions';
import { reminderStopLinks, reminderStopToken } from './stop-link';

export interface ReminderPorts {
  db: Db;
  sendMail: SendMail;
  sendPush: SendPush;
  /** The secret the stop links are signed with. */
  linkSecret: () => Promise<string>;
  now: () => string;
}

export type ReminderOutcome = 'push' | 'email' | 'late' | 'off' | 'trained';

/**
 * Sends a member's training reminder of a day (issue 25), decided by the training-reminders job. Checked again at
 * send time, since the event may come late (the queue retries for hours) and the member may have acted since: still
 * that Paris day and outside quiet hours, reminders still on, no session yet today. Then, when the member chose
 * notifications, one to each device they turned them on (a device its push service says is gone is forgotten); with
 * no device left, or when they chose e-mail, an e-mail. Both carry the one-click stop. Once per event (consumerHandler):
 * a failure throws and the whole reminder is retried, so a device may, rarely, get it twice, never a member daily.
 */
export async function sendTrainingReminder(ports: ReminderPorts, { userId, day }: EventDetail<'training_reminder_due'>): Promise<ReminderOutcome> {
  const { db } = ports;
  if (!reminderStillTimely(day, ports.now())) return 'late';
  const { data: settings } = await db.entities.rhythmSettings.get({ userId }).go({ consistent: true });
  if (!settings?.remindersOn) return 'off';
  if (await trainedOn(db, { userId, day })) return 'trained';

  const week = weekOfDay(day);
  const counts = await sessionsByWeek(db, { userId, fromWeek: week, toWeek: week });
  const weekLine = weekCountLabel({ sessions: counts[week] ?? 0, goal: goalFor(week, settings.goals) });
  const links = reminderStopLinks(reminderStopToken(await ports.linkSecret(), userId));

  if (settings.reminderChannel === 'push') {
    const { data: devices } = await db.entities.pushSubscription.query.byUser({ userId }).go();
    const message: PushMessage = {
      title: 'Une petite séance aujourd’hui ?',
      body: `${weekLine}. Quelques minutes suffisent.`,
      url: '/membre/dashboard',
      stopUrl: links.oneClick,
      tag: `rappel-${day}`,
    };
    let delivered = 0;
    for (const device of devices) {
      const outcome = await ports.sendPush(device, message);
      if (outcome === 'sent') delivered += 1;
      else await db.entities.pushSubscription.delete({ userId, subscriptionId: device.subscriptionId }).go({ response: 'none' });
    }
    if (delivered > 0) return 'push';
    // No device took it (none, or every one gone): the e-mail goes instead.
  }
  await mailMember(db, ports.sendMail, userId, (firstName) => ({ ...trainingReminderMail({ firstName, weekLine, stopUrl: links.page }), headers: unsubscribeHeaders(links.oneClick) }), 'rappel d’entraînement');
  return 'email';
}
