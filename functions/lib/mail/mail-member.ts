import type { Db } from '../db/service';
import { logger } from '../logger';
import type { Mail, SendMail } from './send-mail';

/**
 * E-mails a member at the address of their profile (read here, or given by the event that tells of the change). Only
 * consumers call it, from the event their change wrote with its commit: a mail that cannot be sent throws, so the
 * consumer's queue tries again, and the change it tells of stands whatever happens here. Logs never hold the address
 * or the content.
 */
export async function mailMember(
  db: Db,
  send: SendMail,
  member: string | { email: string; firstName: string },
  compose: (firstName: string) => Omit<Mail, 'to'>,
  what: string,
): Promise<void> {
  const profile = typeof member === 'string' ? (await db.entities.profile.get({ userId: member }).go({ attributes: ['email', 'firstName'] })).data : member;
  if (!profile) {
    logger.warn(`E-mail non envoyé : ${what} (membre sans profil)`);
    return;
  }
  await send({ to: profile.email, ...compose(profile.firstName) });
}
