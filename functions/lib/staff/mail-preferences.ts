import { DEFAULT_STAFF_MAIL_PREFERENCES, type StaffMailPreferences } from '../../../shared/domain/staff-mail';
import { isConditionFailure } from '../db/condition';
import type { Db } from '../db/service';
import type { Mail, SendMail } from '../mail/send-mail';

/** The e-mail choices of these staff members (one batch read); those who never chose have every e-mail on. */
export async function mailPreferencesOf(db: Db, staffIds: readonly string[]): Promise<Map<string, StaffMailPreferences>> {
  const ids = [...new Set(staffIds)];
  const { data } = ids.length
    ? await db.entities.staffMailPreferences.get(ids.map((staffId) => ({ staffId }))).go({ attributes: ['staffId', 'urgent', 'dueSoon', 'digest'] })
    : { data: [] };
  const chosen = new Map(data.map(({ staffId, urgent, dueSoon, digest }) => [staffId, { urgent, dueSoon, digest }]));
  return new Map(ids.map((id) => [id, chosen.get(id) ?? DEFAULT_STAFF_MAIL_PREFERENCES]));
}

/** How long a mark of the team's e-mails is kept: past the fact it guards (a due-by, a day, an event's retries). */
const MARK_SECONDS = 4 * 24 * 3600;

export const markExpiry = (at: string): number => Math.floor(Date.parse(at) / 1000) + MARK_SECONDS;

/**
 * Sends one staff member's e-mail of an event once: the mark `<eventId>#<staffId>` is created first, on the condition
 * that it does not exist, so the retry of an event whose e-mails failed part-way mails only those not mailed yet; a
 * send that fails removes its mark and throws (the event is retried). Answers whether it sent.
 */
export async function sendOnce(db: Db, send: SendMail, key: string, mail: Mail, at: string): Promise<boolean> {
  try {
    await db.entities.staffMailMark.create({ kind: 'sent', key, createdAt: at, expiresAt: markExpiry(at) }).go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  try {
    await send(mail);
  } catch (error) {
    await db.entities.staffMailMark.delete({ kind: 'sent', key }).go({ response: 'none' });
    throw error;
  }
  return true;
}
