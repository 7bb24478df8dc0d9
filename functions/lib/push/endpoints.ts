import { config } from '../config';

/**
 * The push services a subscription may point to (issue 25): the browsers' own — Chrome, Edge, Opera and Samsung
 * Internet (Firebase Cloud Messaging), Firefox (Mozilla autopush), Edge's legacy Windows service, Safari 16+ and the
 * installed app on iOS 16.4+ (Apple) — over https. The reminders consumer posts to the endpoint a member gave: any
 * other address is refused, so nobody can make the service post to a host of their choosing. Locally, the push
 * sandbox of scripts/dev too (PUSH_SANDBOX_URL, never set in AWS).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const sandbox = config().PUSH_SANDBOX_URL;
  if (sandbox && endpoint.startsWith(`${sandbox}/`)) return true;
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
