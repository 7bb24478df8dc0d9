import { formatEuros } from '../../shared/domain/money';
import { PLANS } from '../../shared/domain/plans';
import { db } from '../lib/db/service';
import { consumerHandler, type ConsumedEvent } from '../lib/events/consumer-handler';
import { mailMember } from '../lib/mail/mail-member';
import { sendMail, type SendMail } from '../lib/mail/send-mail';
import { paymentFailedMail, welcomeMail } from '../lib/mail/templates';

/**
 * The members' e-mails that follow an event (issue 15): welcome after the sign-up, a failed renewal's notice. Once per
 * event id (consumerHandler); sent with SES in AWS, into the local mailbox with `npm start`. The address comes from
 * the event's facts, read when it happened.
 */
export async function mailOnEvent(event: ConsumedEvent<'member-mail'>, send: SendMail = sendMail): Promise<void> {
  const member = { email: event.detail.userEmail, firstName: event.detail.userName };
  switch (event.name) {
    case 'profile_created':
      return mailMember(db(), send, member, (firstName) => welcomeMail({ firstName }), 'bienvenue');
    case 'payment_failed':
      return mailMember(db(), send, member, (firstName) => paymentFailedMail({ firstName, planName: PLANS[event.detail.plan].name, amount: formatEuros(event.detail.amount) }), 'paiement échoué');
  }
}

export const handler = consumerHandler('member-mail', (event) => mailOnEvent(event));
