import { db } from '../lib/db/service';
import { consumerHandler } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail/send-mail';
import { unsubscribeSecret } from '../lib/mail/unsubscribe';
import { sendPush } from '../lib/push/web-push';
import { remindMembers } from '../lib/rhythm/remind-members';
import { sendTrainingReminder } from '../lib/rhythm/send-reminder';

/**
 * The training reminders (issue 25), two steps. A `training_reminders_page` of the job: the page's members are
 * checked and each one due gets a `training_reminder_due` (functions/lib/rhythm/remind-members.ts). A
 * `training_reminder_due`: a notification on the member's devices, else an e-mail (functions/lib/rhythm/send-reminder.ts).
 * Once per event id; retried, then the DLQ. Many run at once (infra: CONSUMER_CONCURRENCY), so a large slot is worked
 * in parallel. Counts only in the logs, never a member.
 */
export const handler = consumerHandler('training-reminders', async (event) => {
  const now = () => new Date().toISOString();
  if (event.name === 'training_reminders_page') {
    const outcome = await remindMembers(db(), event.detail, now);
    logger.info('Page de rappels d’entraînement traitée', { members: event.detail.userIds.length, ...outcome });
    return;
  }
  const outcome = await sendTrainingReminder({ db: db(), sendMail, sendPush, linkSecret: unsubscribeSecret, now }, event.detail);
  logger.info('Rappel d’entraînement traité', { outcome });
});
