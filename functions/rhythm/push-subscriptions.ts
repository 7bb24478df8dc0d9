import { createHash } from 'node:crypto';
import type { PushSubscriptionBody } from '../../shared/contract/rhythm-schemas';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { isPushServiceEndpoint } from '../lib/push/endpoints';

/**
 * The devices on which a member turned notifications on (issue 25): one item per device, keyed by a hash of its push
 * endpoint, so the same device subscribing again (a new key after the browser renewed it) replaces its item.
 */

export const subscriptionIdOf = (endpoint: string): string => createHash('sha256').update(endpoint).digest('base64url');

/** Records a device's subscription; an endpoint that is not a browser's push service is refused (400), never stored. */
export async function addPushSubscription(db: Db, { userId, subscription, now }: { userId: string; subscription: PushSubscriptionBody; now: string }): Promise<void> {
  if (!isPushServiceEndpoint(subscription.endpoint)) throw new HttpError('PUSH_ENDPOINT_REFUSED');
  const { endpoint, keys } = subscription;
  await db.entities.pushSubscription.put({ userId, subscriptionId: subscriptionIdOf(endpoint), endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now }).go({ response: 'none' });
}

/** Forgets a device of the caller (turned off on it); one already gone changes nothing. */
export async function removePushSubscription(db: Db, { userId, endpoint }: { userId: string; endpoint: string }): Promise<void> {
  await db.entities.pushSubscription.delete({ userId, subscriptionId: subscriptionIdOf(endpoint) }).go({ response: 'none' });
}
