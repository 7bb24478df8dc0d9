import type { Db } from '../db/service';
import { logger } from '../logger';
import type { Mail, SendMail } from './send-mail';

/**
 * E-mails a member at the address of their profile, once a change has committed. Best effort: a mail that cannot be
 * sent is logged (never the address or the content) and never undoes what the member did or was told live.
 */
export async function mailMember(db: Db, send: SendMail, userId: string, compose: (firstName: string) => Omit<Mail, 'to'>, what: string): Promise<void> {
  try {
    const { data: profile } = await db.entities.profile.get({ userId }).go({ attributes: ['email', 'firstName'] });
    if (profile) await send({ to: profile.email, ...compose(profile.firstName) });
  } catch (error) {
    logger.error(`E-mail non envoyé : ${what}`, { error });
  }
}
