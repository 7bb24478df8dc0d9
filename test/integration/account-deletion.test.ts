import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/lib/db/client';
import { readBalance } from '../../functions/lib/points/ledger';
import { LOCAL_DISCORD } from '../../scripts/dev/discord-sandbox';
import { LOCAL_TABLE_NAME } from '../../scripts/dev/local-aws';
import { API_ERRORS } from '../../shared/contract/errors';
import type { AdminStats } from '../../shared/contract/admin-schemas';
import type { AdminPoints } from '../../shared/contract/admin-member-schemas';
import { PLANS } from '../../shared/domain/plans';
import { DELETED_MEMBER_NAME, DELETION_WORD } from '../../shared/schemas/account-deletion';
import { api } from './support/api';
import { signInAgain, TEST_PASSWORD, tokenFor, type TestAccount } from './support/accounts';
import { mailsTo } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';
import { payCheckout, sandboxStripe } from './support/stripe';
import { testStack } from './support/stack';

jest.setTimeout(180_000);

/**
 * Issue 22, 'Supprimer mon compte': a member with one of everything (a paid subscription in the Stripe sandbox, a
 * Discord link in the Discord sandbox, the newsletter, a dog, validations, a ticket with both sides' messages, a
 * payment) deletes their account. Afterwards: no sign-in, no subscription, no role, nothing personal left in the table, the invoice and the
 * ticket kept anonymised, the admin's figures moved by exactly one member; another member untouched. A wrong password
 * or word changes nothing; two deletions at once take effect once.
 */

const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const FREE_FICHES = ['chiot-proprete-les-bases'];
/** Names nobody else in the table has, so that finding them anywhere means they were left behind. */
const unique = (prefix: string) => `${prefix}${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;

const discordSandbox = async () => (await (await fetch(`${testStack().urls.aws}/_local/discord.json`)).json()) as { members: Record<string, string[]> };

async function linkDiscord(member: TestAccount): Promise<string> {
  const { url } = (await api('POST', '/discord/authorize', { token: member.accessToken })).json as { url: string };
  const page = await (await fetch(url)).text();
  const back = new URL(/href="([^"]+)">Autoriser/.exec(page)![1]!.replace(/&amp;/g, '&'));
  const linked = await api('POST', '/discord/link', { token: member.accessToken, body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') } });
  expect(linked.status).toBe(200);
  return (await testDb().entities.profile.get({ userId: member.userId }).go()).data!.discordId!;
}

/** A member with one of everything, each piece named so the table can be searched for it afterwards. */
async function memberWithEverything() {
  const firstName = unique('Ysolde');
  const dogName = unique('Brindille');
  const member = await memberOnPlan('gratuit', firstName);
  const checkout = await api('POST', '/billing/checkout', { token: member.accessToken, body: { plan: 'premium', period: 'monthly' } });
  expect((await payCheckout((checkout.json as { url: string }).url)).status).toBe(303);
  const { stripeSubscriptionId } = (await testDb().entities.subscription.get({ userId: member.userId }).go({ consistent: true })).data!;
  const discordId = await linkDiscord(member);
  expect((await api('PUT', '/account/consents', { token: member.accessToken, body: { kind: 'newsletter', granted: true } })).status).toBe(200);
  expect((await api('PUT', '/dog-profile', { token: member.accessToken, body: { form: 'quick', profile: { nom: dogName, sexe: 'femelle', age_mois: 14 } } })).status).toBe(200);
  for (const id of FREE_FICHES) expect((await api('POST', `/fiches/${id}/validate`, { token: member.accessToken })).status).toBe(200);
  const ticket = await api('POST', '/tickets', {
    token: member.accessToken,
    body: { title: 'Elle aboie à la sonnette', description: 'Elle aboie longtemps chaque fois que quelqu’un sonne à la porte.', category: 'comportement', priority: 'standard', requestId: randomUUID() },
  });
  expect(ticket.status).toBe(201);
  const ticketId = (ticket.json as { ticket: { id: string } }).ticket.id;
  expect((await api('POST', `/staff/tickets/${ticketId}/messages`, { token: await tokenFor('educator'), body: { body: 'Depuis quand aboie-t-elle ainsi ?' } })).status).toBe(201);
  expect((await api('POST', `/tickets/${ticketId}/messages`, { token: member.accessToken, body: { body: 'Depuis notre déménagement, il y a deux mois.' } })).status).toBe(201);
  const [payment] = (await testDb().entities.payment.query.byMember({ userId: member.userId }).go()).data;
  expect(payment).toMatchObject({ kind: 'subscription', amount: PLANS.premium.prices.monthly });
  return { member, firstName, dogName, stripeSubscriptionId: stripeSubscriptionId!, discordId, ticketId, payment: payment! };
}

const deletion = (member: TestAccount, body: object) => api('POST', '/account/delete', { token: member.accessToken, body });

async function adminFigures() {
  const admin = await tokenFor('admin');
  const [stats, points] = await Promise.all([api('GET', '/admin/stats', { token: admin }), api('GET', '/admin/points', { token: admin })]);
  return { stats: stats.json as AdminStats, points: points.json as AdminPoints };
}

/** Waits for the erasure's end (its tombstone says when), up to a minute: it runs in the background, from the event. */
async function erased(userId: string): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    const { data } = await testDb().entities.accountStatus.get({ userId }).go({ consistent: true });
    if (data?.erasedAt) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`L’effacement du compte ${userId} n’a pas fini en une minute`);
}

async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: LOCAL_TABLE_NAME, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

it('refuses a wrong password or a wrong word in French, and changes nothing', async () => {
  const member = await memberOnPlan('gratuit', 'Prudence');
  expect((await deletion(member, { password: 'Pas-le-bon-2026!', confirmation: DELETION_WORD })).json).toEqual(errorOf('DELETION_PASSWORD_INCORRECT'));
  const wrongWord = await deletion(member, { password: TEST_PASSWORD, confirmation: 'supprimer' });
  expect(wrongWord.status).toBe(400);
  expect(wrongWord.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { confirmation: `Tape le mot ${DELETION_WORD} en majuscules pour confirmer` } } });
  expect((await deletion(member, { password: '', confirmation: DELETION_WORD })).json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { password: 'Saisis ton mot de passe pour confirmer' } } });

  expect((await testDb().entities.accountStatus.get({ userId: member.userId }).go({ consistent: true })).data).toBeNull();
  expect((await api('GET', '/me', { token: member.accessToken })).status).toBe(200);
  await expect(signInAgain(member.email)).resolves.toMatchObject({ accessToken: expect.any(String) });
});

it('refuses a staff account: it leaves the team first', async () => {
  const educator = await tokenFor('educator');
  expect((await api('POST', '/account/delete', { token: educator, body: { password: TEST_PASSWORD, confirmation: DELETION_WORD } })).json).toEqual(errorOf('STAFF_ACCOUNT_NOT_DELETABLE'));
});

it('deletes a member with one of everything, once, whatever two simultaneous requests; keeps the invoice and the ticket anonymised; the figures move by one member', async () => {
  const other = await memberOnPlan('premium', unique('Gaspard'));
  const otherDog = unique('Pistache');
  await api('PUT', '/dog-profile', { token: other.accessToken, body: { form: 'quick', profile: { nom: otherDog, sexe: 'male', age_mois: 30 } } });
  const { member, firstName, dogName, stripeSubscriptionId, discordId, ticketId, payment } = await memberWithEverything();
  const balance = (await readBalance(testDb(), member.userId))!.total;
  expect(balance).toBeGreaterThan(0);
  expect((await discordSandbox()).members[discordId]).toEqual([LOCAL_DISCORD.roles.premium]);
  const before = await adminFigures();

  // Two deletions at once (a double click, two tabs): one takes effect, the other is told the account is gone.
  const answers = await Promise.all([0, 1].map(() => deletion(member, { password: TEST_PASSWORD, confirmation: DELETION_WORD })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([204, 401]);
  expect(answers.find((answer) => answer.status === 401)!.json).toEqual(errorOf('ACCOUNT_DELETED'));
  // From the commit on, the account's tokens are refused.
  expect((await api('GET', '/me', { token: member.accessToken })).json).toEqual(errorOf('ACCOUNT_DELETED'));
  await erased(member.userId);

  // Cognito: the user is gone, so is signing in.
  await expect(signInAgain(member.email)).rejects.toThrow();
  // Stripe: the subscription ended at once. Discord: no plan role left.
  expect((await sandboxStripe().subscriptions.retrieve(stripeSubscriptionId)).status).toBe('canceled');
  for (let tries = 0; tries < 100 && (await discordSandbox()).members[discordId]?.length; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await discordSandbox()).members[discordId]).toEqual([]);
  // One confirmation e-mail, to the address the account had.
  for (let tries = 0; tries < 100 && (await mailsTo(member.email)).every((mail) => !mail.subject.includes('supprimé')); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await mailsTo(member.email)).filter((mail) => mail.subject === 'Ton compte La Meute a été supprimé')).toHaveLength(1);

  // Nothing personal left: no item names the member's e-mail, first name or dog, and none but the account's tombstone
  // carries their id — except outbox items, the events in transit, which expire within two days.
  const items = await scanTable();
  const outbox = (item: Record<string, unknown>) => String(item.sk ?? '').includes('outboxevent');
  const naming = (text: string) => items.filter((item) => JSON.stringify(item).includes(text));
  const inTransitOnly = (found: Record<string, unknown>[]) => {
    for (const item of found) {
      expect(outbox(item)).toBe(true);
      expect(item.expiresAt as number).toBeLessThanOrEqual(Date.now() / 1000 + 2 * 24 * 3600 + 60);
    }
  };
  inTransitOnly(naming(member.email));
  inTransitOnly(naming(firstName));
  inTransitOnly(naming(dogName));
  const byId = naming(member.userId).filter((item) => !outbox(item));
  expect(byId.map((item) => item.__edb_e__)).toEqual(['accountStatus']);
  expect(byId[0]).not.toHaveProperty('anonymousId');
  // The mailing list (Make) was told to drop the address, with the deletion's commit.
  // A scan returns items in no particular order: the last word is the latest event.
  const newsletterEvents = naming(member.userId)
    .filter((item) => outbox(item) && item.name === 'newsletter_changed')
    .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))
    .map((item) => JSON.parse(item.detail as string) as { subscribed: boolean });
  expect(newsletterEvents.map((event) => event.subscribed)).toEqual([true, false]);

  // Kept by law: the invoice, its amount and date, under an anonymous reference.
  const { data: invoice } = await testDb().entities.payment.get({ paymentId: payment.paymentId }).go({ consistent: true });
  expect(invoice).toMatchObject({ amount: payment.amount, paidAt: payment.paidAt, kind: 'subscription', memberEmail: DELETED_MEMBER_NAME, userId: expect.stringMatching(/^supprime-/) });
  // Kept for the educators' history: the ticket and its thread, under 'Membre supprimé', closed.
  const staffView = await api('GET', `/staff/tickets/${ticketId}`, { token: await tokenFor('educator') });
  expect(staffView.status).toBe(200);
  expect(JSON.stringify(staffView.json)).toContain('Elle aboie longtemps');
  expect(JSON.stringify(staffView.json)).toContain('Depuis notre déménagement');
  const { data: ticket } = await testDb().entities.ticket.get({ ticketId }).go({ consistent: true });
  expect(ticket).toMatchObject({ memberName: DELETED_MEMBER_NAME, status: 'ferme', userId: invoice!.userId });
  const { data: thread } = await testDb().entities.ticketMessage.query.byTicket({ ticketId }).go();
  expect(thread.map((message) => [message.authorRole, message.authorName === DELETED_MEMBER_NAME])).toEqual([
    ['staff', false],
    ['member', true],
  ]);

  // The admin's figures: one Premium member fewer, their MRR gone, one paid cancellation, their points out of
  // circulation, their ticket closed.
  const after = await adminFigures();
  expect(after.stats.members.premium - before.stats.members.premium).toBe(-1);
  expect(after.stats.members.gratuit - before.stats.members.gratuit).toBe(0);
  expect(after.stats.members.total - before.stats.members.total).toBe(-1);
  expect(after.stats.mrr - before.stats.mrr).toBe(-PLANS.premium.prices.monthly);
  expect(after.stats.paidCancellationsThisMonth - before.stats.paidCancellationsThisMonth).toBe(1);
  expect(after.stats.tickets.ferme - before.stats.tickets.ferme).toBe(1);
  expect(after.stats.tickets.en_cours + after.stats.tickets.ouvert - (before.stats.tickets.en_cours + before.stats.tickets.ouvert)).toBe(-1);
  expect(after.points.inCirculation - before.points.inCirculation).toBe(-balance);

  // Another member: untouched.
  expect((await api('GET', '/me', { token: other.accessToken })).status).toBe(200);
  expect((await api('GET', '/dog-profile', { token: other.accessToken })).json).toMatchObject({ profile: { nom: otherDog } });
  expect(naming(other.email).filter((item) => !outbox(item)).length).toBeGreaterThan(0);
});
