import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE_PATH } from '../../../shared/contract/runtime-config';
import { config } from '../config';

/**
 * The one-click stop of the training reminders (issue 25), in every reminder e-mail and notification: a token naming
 * the member, signed with HMAC-SHA256 under the stack's link-signing secret (the one of the marketing e-mails'
 * unsubscribe links, functions/lib/mail/unsubscribe.ts, read with `unsubscribeSecret`) for another purpose, so neither
 * token passes for the other. No sign-in needed, nobody can forge another member's; stopping twice changes nothing.
 */

const signatureOf = (secret: string, userId: string): Buffer => createHmac('sha256', secret).update(`reminders-stop\n${userId}`).digest();

/** `<userId>.<signature>` (base64url): what the link's `t` parameter holds. */
export function reminderStopToken(secret: string, userId: string): string {
  return `${userId}.${signatureOf(secret, userId).toString('base64url')}`;
}

/** The member a token names, when its signature holds; null otherwise. */
export function verifyReminderStopToken(secret: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [userId = '', signature = ''] = parts;
  if (!userId) return null;
  const expected = signatureOf(secret, userId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The one-click URL (POST: List-Unsubscribe-Post, the notification's action) and the site's page (a person's click). */
export function reminderStopLinks(token: string): { oneClick: string; page: string } {
  const site = config().SITE_URL;
  const query = `?t=${encodeURIComponent(token)}`;
  return { oneClick: new URL(`${API_BASE_PATH}/reminders/stop${query}`, site).toString(), page: new URL(`/rappels/arret${query}`, site).toString() };
}
