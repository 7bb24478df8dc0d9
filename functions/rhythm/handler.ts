import { db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { domainHandler } from '../lib/http/handler';
import { unsubscribeSecret } from '../lib/mail/unsubscribe';
import { vapidPublicKey } from '../lib/push/web-push';
import { verifyReminderStopToken } from '../lib/rhythm/stop-link';
import { addPushSubscription, removePushSubscription } from './push-subscriptions';
import { readRhythm, saveRhythmSettings, stopReminders } from './rhythm';

/** Issue 25, a weekly rhythm: the caller's goal, week and streak, their reminders' settings and devices, and the stop link. */
export const handler = domainHandler('rhythm', {
  rhythm: ({ caller }) => readRhythm(db(), { userId: caller.userId, now: new Date().toISOString() }),
  setRhythmSettings: ({ caller, body }) => saveRhythmSettings(db(), { userId: caller.userId, settings: body, now: new Date().toISOString() }),
  // Until the operator has filled the VAPID keys: 503, and the page offers no notification (e-mail reminders still go).
  pushKey: async () => ({ publicKey: await vapidPublicKey() }),
  addPushSubscription: ({ caller, body }) => addPushSubscription(db(), { userId: caller.userId, subscription: body, now: new Date().toISOString() }),
  removePushSubscription: ({ caller, body }) => removePushSubscription(db(), { userId: caller.userId, endpoint: body.endpoint }),
  // The link's signature is the authorization (one click from an e-mail or a notification, no sign-in).
  stopReminders: async ({ query }) => {
    const userId = verifyReminderStopToken(await unsubscribeSecret(), query.t);
    if (!userId) throw new HttpError('REMINDER_STOP_LINK_INVALID');
    return stopReminders(db(), { userId, now: new Date().toISOString() });
  },
});
