import { formatEuros } from '../../shared/domain/money';
import { PLANS } from '../../shared/domain/plans';
import type { EventDetail } from '../../shared/events/catalogue';
import { db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { mailMember } from '../lib/mail/mail-member';
import { mailNewFiches } from '../lib/mail/new-fiches';
import type { MemberFacts } from '../lib/members/facts';
import { sendMail, type SendMail } from '../lib/mail/send-mail';
import { VIDEO_REFUSAL_MESSAGES } from '../../shared/domain/videos';
import { videoCommentedMail, videoRefusedMail, accountDeletedMail, emailChangedMail, paymentFailedMail, ticketAnsweredMail, welcomeMail } from '../lib/mail/templates';

/**
 * The members' e-mails that follow an event (issue 15): welcome after the sign-up, a failed renewal's notice, an
 * educator's answer to a ticket (issue 11). Once per event id (consumerHandler); sent with SES in AWS, into the local
 * mailbox with `npm start`; a mail SES refuses fails the message, which the queue brings back. The address comes from
 * the event's facts, read when it happened, or from the member's profile; an answer is read as it was written.
 */
export async function mailOnEvent(event: ConsumedEvent<'member-mail'>, send: SendMail = sendMail): Promise<void> {
  switch (event.name) {
    case 'profile_created':
      return mailMember(db(), send, addressee(event.detail), (firstName) => welcomeMail({ firstName }), 'bienvenue');
    case 'payment_failed':
      return mailMember(db(), send, addressee(event.detail), (firstName) => paymentFailedMail({ firstName, planName: PLANS[event.detail.plan].name, amount: formatEuros(event.detail.amount) }), 'paiement échoué');
    case 'ticket_answered':
      return mailAnswer(event.detail, send);
    case 'new_fiches_digest_due':
      // Marketing (issue 22): only while consented, with its one-click unsubscribe; the other mails are transactional.
      return mailNewFiches(db(), send, event.detail);
    case 'email_changed':
      // To the address the account had: its owner is told, whoever made the change.
      return mailMember(db(), send, { email: event.detail.previousEmail, firstName: event.detail.firstName }, (firstName) => emailChangedMail({ firstName, email: event.detail.email, changedAt: event.detail.changedAt }), 'adresse e-mail changée');
    case 'video_commented':
      return mailCommentedVideo(event.detail, send);
    case 'video_refused':
      return mailMember(db(), send, event.detail.userId, (firstName) => videoRefusedMail({ firstName, reason: VIDEO_REFUSAL_MESSAGES[event.detail.reason] }), 'vidéo refusée');
    case 'account_deleted':
      // The profile is being erased: the address and first name the account had come with the event.
      return mailMember(db(), send, { email: event.detail.email, firstName: event.detail.firstName }, (firstName) => accountDeletedMail({ firstName }), 'compte supprimé');
  }
}

/** The video as its member knows it: the fiche or the ticket it is about. */
async function mailCommentedVideo({ userId, videoId }: EventDetail<'video_commented'>, send: SendMail): Promise<void> {
  const { data: video } = await db().entities.video.get({ userId, videoId }).go({ attributes: ['ficheTitle', 'ticketTitle'] });
  const subject = video?.ficheTitle ? `fiche « ${video.ficheTitle} »` : video?.ticketTitle ? `ticket « ${video.ticketTitle} »` : 'ton exercice';
  return mailMember(db(), send, userId, (firstName) => videoCommentedMail({ firstName, subject }), 'vidéo commentée');
}

const addressee = ({ userEmail, userName }: MemberFacts) => ({ email: userEmail, firstName: userName });

async function mailAnswer({ userId, ticketId, messageId, answeredAt }: EventDetail<'ticket_answered'>, send: SendMail): Promise<void> {
  const [{ data: ticket }, { data: answer }] = await Promise.all([
    db().entities.ticket.get({ ticketId }).go({ attributes: ['title'] }),
    db().entities.ticketMessage.get({ ticketId, createdAt: answeredAt, messageId }).go({ attributes: ['authorName', 'body'] }),
  ]);
  if (!ticket || !answer) throw new Error(`Réponse ${messageId} du ticket ${ticketId} introuvable`);
  await mailMember(db(), send, userId, (firstName) => ticketAnsweredMail({ firstName, ticketId, ticketTitle: ticket.title, educatorName: answer.authorName, answer: answer.body }), 'réponse à un ticket');
}

export const handler = consumerHandler('member-mail', (event) => mailOnEvent(event));
