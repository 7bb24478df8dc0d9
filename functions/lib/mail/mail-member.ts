import type { Db } from '../db/service';
import { logger } from '../logger';
import type { Mail, SendMail } from './send-mail';

/**
 * E-mails a member at the address of their profile (read here, or given by a caller that has just read it), once a
 * change has committed. Best effort: a mail that cannot be sent is logged (never the address or the content) and never
 * undoes what the member did or was told live.
 */
export async function mailMember(
  db: Db,
  send: SendMail,
  member: string | { email: string; firstName: string },
  compose: (firstName: string) => Omit<Mail, 'to'>,
  what: string,
): Promise<void> {
  try {
    const profile = typeof member === 'string' ? (await db.entities.profile.get({ userId: member }).go({ attributes: ['email', 'firstName'] })).data : member;
    if (profile) await send({ to: profile.email, ...compose(profile.firstName) });
  } catch (error) {
    logger.error(`E-mail non envoyé : ${what}`, { error });
  }
}
