import { db } from '../lib/db/service';
import { consumerHandler } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail/send-mail';
import { unsubscribeSecret } from '../lib/mail/unsubscribe';
import { sendPush } from '../lib/push/web-push';
import { sendTrainingReminder } from '../lib/rhythm/send-reminder';

/**
 * The training reminders (issue 25): each `training_reminder_due` the job wrote becomes a notification on the
 * member's devices, else an e-mail (functions/lib/rhythm/send-reminder.ts). Once per event id; retried, then the DLQ.
 */
export const handler = consumerHandler('training-reminders', async (event) => {
  const outcome = await sendTrainingReminder({ db: db(), sendMail, sendPush, linkSecret: unsubscribeSecret, now: () => new Date().toISOString() }, event.detail);
  logger.info('Rappel d’entraînement traité', { outcome });
});
