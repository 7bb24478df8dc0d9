import type { EventDetail } from '../../../shared/events/catalogue';
import type { Db } from '../db/service';
import { mailMember } from './mail-member';
import type { SendMail } from './send-mail';
import { newFichesMail } from './templates';
import { unsubscribeHeaders, unsubscribeLinks, unsubscribeSecret, unsubscribeToken } from './unsubscribe';

/**
 * The weekly new fiches (issue 22), sent by the member-mail consumer: a marketing e-mail, so only while the member
 * still consents (withdrawn since the job ran: nothing is sent) and with its one-click unsubscribe in the headers
 * (RFC 8058) and the footer. The fiches are read as they are now: one unpublished since is left out, and if none is
 * left nothing is sent.
 */
export async function mailNewFiches(db: Db, send: SendMail, { userId, ficheIds }: EventDetail<'new_fiches_digest_due'>): Promise<void> {
  const [{ data: consent }, { data: fiches }] = await Promise.all([
    db.entities.consent.get({ userId, kind: 'newFiches' }).go({ attributes: ['granted'], consistent: true }),
    db.entities.fiche.get(ficheIds.map((ficheId) => ({ ficheId }))).go({ attributes: ['ficheId', 'title', 'objective', 'durationMinutes', 'isPublished', 'deletedAt'] }),
  ]);
  const lines = ficheIds.flatMap((id) => fiches.filter((fiche) => fiche.ficheId === id && fiche.isPublished && !fiche.deletedAt));
  if (!consent?.granted || lines.length === 0) return;
  const links = unsubscribeLinks(unsubscribeToken(await unsubscribeSecret(), userId, 'newFiches'));
  await mailMember(
    db,
    send,
    userId,
    (firstName) => ({ ...newFichesMail({ firstName, fiches: lines, unsubscribeUrl: links.page }), headers: unsubscribeHeaders(links.oneClick) }),
    'nouvelles fiches',
  );
}
