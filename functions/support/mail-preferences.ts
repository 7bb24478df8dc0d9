import type { StaffMailPreferences } from '../../shared/domain/staff-mail';
import type { Db } from '../lib/db/service';
import { mailPreferencesOf } from '../lib/staff/mail-preferences';

/** The caller's choice of the team's e-mails (every one on until they choose). */
export async function getMailPreferences(db: Db, staffId: string): Promise<StaffMailPreferences> {
  return (await mailPreferencesOf(db, [staffId])).get(staffId)!;
}

/** Saves the caller's whole choice (three switches, one item keyed by their id): the last save wins. */
export async function setMailPreferences(db: Db, staffId: string, preferences: StaffMailPreferences, at: string): Promise<StaffMailPreferences> {
  const { urgent, dueSoon, digest } = preferences;
  await db.entities.staffMailPreferences.put({ staffId, urgent, dueSoon, digest, updatedAt: at }).go({ response: 'none' });
  return { urgent, dueSoon, digest };
}
