import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { logger } from '../lib/logger';
import { notifyMember } from '../lib/realtime/notifier';

/** Past this, a message is no news: the member's app has refetched on focus or reconnection since. */
export const NOTIFICATION_WORTH_MS = 60 * 60_000;

/**
 * Tells a member live that something changed for them (DESIGN §8 live notifications), from the `member_notified`
 * event the change wrote with its commit. Best effort in what it promises, not in how hard it tries: a publish that
 * fails fails the message, which the queue brings back; a message older than an hour is dropped (logged), not sent
 * late nor kept for the dead-letter queue, since the database stays the truth and the app refetches on focus.
 */
export async function notifyOnEvent(event: ConsumedEvent<'member-notifications'>, now = Date.now(), notify = notifyMember): Promise<'sent' | 'stale'> {
  if (now - Date.parse(event.time) > NOTIFICATION_WORTH_MS) {
    logger.warn('Notification trop ancienne : abandonnée', { kind: event.detail.notification.kind, time: event.time });
    return 'stale';
  }
  await notify(event.detail.userId, event.detail.notification);
  return 'sent';
}

export const handler = consumerHandler('member-notifications', async (event) => {
  await notifyOnEvent(event);
});
