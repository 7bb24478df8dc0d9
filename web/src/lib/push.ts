import { callApi } from './api';
import { isInstalled, isIos } from './device';
import { appWorkerAvailable, registerAppWorker } from './pwa/app-worker';

/**
 * Web Push on this device (issue 25): the training reminders as notifications. Permission is asked only from a click
 * ('Activer les rappels'), never on load. The service worker is the app's (web/src/sw/sw.ts, issue 27),
 * which shows them. On iPhone and iPad, Safari offers notifications only to the site added to the home screen
 * (iOS 16.4 and later), opened from there (the page /membre/installer explains how). In development (`npm start`)
 * there is no service worker, hence no notifications.
 */

export type PushSupport = 'supported' | 'unsupported' | 'ios-needs-install' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const capable = appWorkerAvailable() && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isInstalled()) return 'ios-needs-install';
  if (!capable) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

const fromBase64Url = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/** This device's subscription, if notifications are on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** From a click only: asks the permission, subscribes this device and gives its subscription to the server. */
export async function enablePush(): Promise<'enabled' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const [{ publicKey }, worker] = await Promise.all([callApi('pushKey'), registerAppWorker().then(() => navigator.serviceWorker.ready)]);
  const subscription = (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await callApi('addPushSubscription', { body: { endpoint: json.endpoint, keys: json.keys } });
  return 'enabled';
}

/** Turns notifications off on this device: the server forgets it, the browser drops the subscription. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi('removePushSubscription', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
