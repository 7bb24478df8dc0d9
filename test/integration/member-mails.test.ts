import { randomUUID } from 'node:crypto';
import { emit } from '../../functions/lib/events/outbox';
import { WELCOME_SUBJECT } from '../../functions/lib/mail/templates';
import { signUpThroughApi } from './support/accounts';
import { mailsTo, waitFor } from './support/local-aws';
import { testDb } from './support/members';

jest.setTimeout(60_000);

/** Issue 15: the e-mails that follow events — welcome after a sign-up, a failed renewal's notice — sent once each. */


it('welcomes a new member once, with the link to their dog’s profile', async () => {
  const email = `bienvenue-${randomUUID()}@example.com`;
  await signUpThroughApi(email, 'Anouk');
  await waitFor(async () => (await mailsTo(email)).length > 0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const mails = await mailsTo(email);
  expect(mails.map((mail) => mail.subject)).toEqual([WELCOME_SUBJECT]);
  expect(mails[0]!.text).toContain('Bonjour Anouk,');
  expect(mails[0]!.text).toContain('/profil-chien');
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
