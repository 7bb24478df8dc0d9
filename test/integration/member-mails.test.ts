import { randomUUID } from 'node:crypto';
import type { Db } from '../../functions/lib/db/service';
import { emit } from '../../functions/lib/events/outbox';
import { WELCOME_SUBJECT } from '../../functions/lib/mail/templates';
import { VERIFICATION_CODE_SUBJECT } from '../../shared/verification-code-mail';
import { staffReply } from '../../functions/support/staff-actions';
import type { MemberTicket } from '../../shared/contract/ticket-schemas';
import { api } from './support/api';
import { signUpAndSignIn, signUpThroughApi } from './support/accounts';
import { mailsAfterWelcome, mailsTo, pipelineDrained, waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(60_000);

/**
 * Issue 15: the e-mails that follow events — welcome after a sign-up, a failed renewal's notice — sent once each.
 * Issue 20: every e-mail of a change is an outbox event written with it, so none is lost when its function stops.
 */


it('welcomes a new member once, after the code that confirmed the address, with the link to their dog’s profile', async () => {
  const email = `bienvenue-${randomUUID()}@example.com`;
  await signUpThroughApi(email, 'Anouk');
  await waitFor(async () => (await mailsTo(email)).some((mail) => mail.subject === WELCOME_SUBJECT));
  await pipelineDrained();
  const mails = await mailsTo(email);
  expect(mails.map((mail) => mail.subject)).toEqual([VERIFICATION_CODE_SUBJECT, WELCOME_SUBJECT]);
  expect(mails[1]!.text).toContain('Bonjour Anouk,');
  expect(mails[1]!.text).toContain('/profil-chien');
});

it('tells a member their renewal failed, with the plan, the amount and the link to update the card', async () => {
  const email = `impaye-${randomUUID()}@example.com`;
  await emit(testDb(), 'payment_failed', { userId: randomUUID(), userEmail: email, userName: 'Basile', plan: 'expert', dogName: 'Praline', invoiceId: 'in_test', amount: 2990 });
  await waitFor(async () => (await mailsTo(email)).length > 0);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Le paiement de ton abonnement n’a pas abouti');
  expect(mail?.text).toContain('abonnement Expert+ (29,90');
  expect(mail?.html).toContain('/membre/abonnement');
});

/** The table as seen by a function whose process stops right after its transaction commits (a timeout, a crash). */
function stoppingAfterCommit(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      return {
        write: (...args: Parameters<Db['transaction']['write']>) => {
          const write = target.transaction.write(...args);
          return new Proxy(write, {
            get: (built, name) =>
              name === 'go'
                ? async (...options: Parameters<typeof write.go>) => {
                    await built.go(...options);
                    throw new Error('Fonction arrêtée juste après le commit');
                  }
                : (Reflect.get(built, name) as unknown),
          });
        },
      };
    },
  });
}

it('an answer whose function stops right after its commit still reaches the member by e-mail', async () => {
  const [owner, educator] = await Promise.all([memberOnPlan('premium', 'Inès'), signUpAndSignIn('educator', 'Élodie')]);
  const body = { title: 'Il tire en laisse', description: 'Dès qu’il voit un vélo, il tire très fort sur la laisse.', category: 'comportement', requestId: randomUUID() };
  const opened = await api('POST', '/tickets', { token: owner.accessToken, body });
  expect(opened.status).toBe(201);
  const ticketId = (opened.json as MemberTicket).ticket.id;

  const reply = staffReply(stoppingAfterCommit(testDb()), { educatorId: educator.userId, ticketId, body: 'Bonjour Inès, essayons le demi-tour.', at: new Date().toISOString() });
  await expect(reply).rejects.toThrow('Fonction arrêtée juste après le commit');

  // The answer committed, and its e-mail with it: the member-mail consumer sends it from the outbox.
  await waitFor(async () => (await mailsAfterWelcome(owner.email)).length > 0);
  const mails = await mailsAfterWelcome(owner.email);
  expect(mails.map(({ subject }) => subject)).toEqual(['Élodie a répondu à ton ticket « Il tire en laisse »']);
  expect(mails[0]!.text).toContain('Bonjour Inès, essayons le demi-tour.');
});
