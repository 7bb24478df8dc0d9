import webPush from 'web-push';
import { config } from '../config';
import { readDeploySettings } from '../deploy-settings';
import { once } from '../once';

/** A device's subscription as the browser gives it (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a reminder's notification shows and where its clicks go (read by web/public/push-sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened on a click on the notification. */
  url: string;
  /** The one-click stop: POSTed by the service worker on the 'Arrêter les rappels' action. */
  stopUrl: string;
  /** Replaces an earlier notification with the same tag on the device. */
  tag: string;
}

/**
 * Sends Web Push messages (RFC 8030, payload encrypted per RFC 8291, VAPID RFC 8292): 'sent', or 'gone' when the push
 * service says the subscription no longer exists (404, 410), so the caller deletes it. Anything else throws (the
 * consumer's message is retried).
 */
export type SendPush = (target: PushTarget, message: PushMessage) => Promise<'sent' | 'gone'>;

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID keys, read once per container: the public key and the contact from SSM, the private key from Secrets
 * Manager (shared/deploy-settings.ts: webPushIds, webPushKeys). While the operator has not filled them, each call
 * answers 503 and logs what is missing (functions/lib/deploy-settings.ts).
 */
export const vapidKeys = once(async (): Promise<VapidKeys> => {
  const { WEB_PUSH_IDS_PARAMETER, WEB_PUSH_SECRET_ARN } = config();
  const settings = await readDeploySettings({ webPushIds: WEB_PUSH_IDS_PARAMETER, webPushKeys: WEB_PUSH_SECRET_ARN });
  const ids = settings.webPushIds as { publicKey: string; subject: string };
  const keys = settings.webPushKeys as { privateKey: string };
  return { publicKey: ids.publicKey, subject: ids.subject, privateKey: keys.privateKey };
});

/** The public key alone (what a browser subscribes with), for the API: it reads the parameter, never the secret. */
export const vapidPublicKey = once(async (): Promise<string> => {
  const { WEB_PUSH_IDS_PARAMETER } = config();
  const settings = await readDeploySettings({ webPushIds: WEB_PUSH_IDS_PARAMETER });
  return (settings.webPushIds as { publicKey: string }).publicKey;
});

/** A reminder is worth nothing tomorrow: the push service drops it after 12 hours undelivered (device off). */
const TTL_SECONDS = 12 * 3600;

/**
 * The web-push package encrypts the payload and signs the VAPID header (`generateRequestDetails`); the request itself
 * goes through the runtime's fetch, which reaches any push service (https) and, locally, the push sandbox of
 * scripts/dev (http), by the same code.
 */
export const sendPush: SendPush = async ({ endpoint, p256dh, auth }, message) => {
  const vapidDetails = await vapidKeys();
  const request = webPush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, JSON.stringify(message), { vapidDetails, TTL: TTL_SECONDS, urgency: 'normal' });
  const response = await fetch(request.endpoint, { method: request.method, headers: request.headers, body: new Uint8Array(request.body), signal: AbortSignal.timeout(10_000) });
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`Service de push : réponse ${response.status}`);
  return 'sent';
};
