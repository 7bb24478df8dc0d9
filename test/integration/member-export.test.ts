import { randomUUID } from 'node:crypto';
import { EXPORT_READY_SUBJECT } from '../../functions/lib/mail/templates';
import type { MemberExport } from '../../shared/contract/export-schemas';
import type { DogProfileAnswers } from '../../shared/schemas/dog-profile';
import { api } from './support/api';
import { signUpAndSignIn, type TestAccount } from './support/accounts';
import { mailsTo, pipelineDrained } from './support/local-aws';
import { testDb } from './support/members';

jest.setTimeout(120_000);

/**
 * Issue 22, 'Télécharger mes données': a member with one of everything asks for their export; the JSON file holds
 * every section with their data and nothing of another member, no staff note; the summary says the same in French;
 * an e-mail announces it with its end date; one export is prepared at a time whatever the requests; past 7 days it
 * is expired.
 */

const FICHE_ID = 'chiot-proprete-les-bases';

/** Writes one of everything the table may hold about a member, each text marked with `tag`. */
async function seedEverything(member: TestAccount, tag: string) {
  const db = testDb();
  const { userId } = member;
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const ticketId = randomUUID();
  const subscriptionId = `sub_${tag}_${randomUUID()}`;
  const seeded = {
    dogName: `Praline-${tag}`,
    ticketTitle: `Il tire en laisse (${tag})`,
    memberMessage: `Merci pour vos conseils (${tag})`,
    staffMessage: `Essaie le demi-tour (${tag})`,
    staffNote: `NOTE INTERNE confidentielle (${tag})`,
    visioNote: `Travailler le rappel (${tag})`,
    discordId: `discord-${tag}-${randomUUID()}`,
    rewardReason: `Geste de l’équipe (${tag})`,
    adminReason: `Rattrapage de points (${tag})`,
    subscriptionId,
    ticketId,
  };
  await Promise.all([
    db.entities.dogProfile
      .create({ userId, answers: { nom: seeded.dogName } as DogProfileAnswers, completionPercentage: 10, profilComplet: false, profileVersion: 'light', form: 'quick', revision: 1, createdAt: at(60), updatedAt: at(60) })
      .go(),
    db.entities.ficheProgress.create({ userId, ficheId: FICHE_ID, completedAt: at(50), pointsEarned: 10 }).go(),
    db.entities.pointTransaction.create({ userId, source: `fiche:${FICHE_ID}`, points: 10, reason: 'Fiche validée', createdAt: at(50) }).go(),
    db.entities.pointTransaction.create({ userId, source: `admin:${tag}`, points: 5, reason: seeded.adminReason, createdAt: at(45) }).go(),
    db.entities.reward.create({ userId, rewardId: randomUUID(), rewardType: 'ticket_standard', pointsCost: 0, origin: 'gift', reason: seeded.rewardReason, grantedBy: 'admin', unlockedAt: at(40) }).go(),
    db.entities.ticket
      .create({
        ticketId, userId, title: seeded.ticketTitle, description: `Description (${tag})`, category: 'general', priority: 'standard', status: 'en_cours',
        memberName: member.email, memberPlan: 'premium', paidWith: 'quota', queue: 'non-assigne', urgency: 'standard', createdAt: at(30), dueBy: at(-600), lastMessageAt: at(10),
      })
      .go(),
    db.entities.ticketMessage.create({ ticketId, messageId: randomUUID(), authorRole: 'member', authorId: userId, authorName: 'Membre', body: seeded.memberMessage, createdAt: at(10) }).go(),
    db.entities.ticketMessage.create({ ticketId, messageId: randomUUID(), authorRole: 'staff', authorId: 'educ-1', authorName: 'Élodie', body: seeded.staffMessage, createdAt: at(20) }).go(),
    db.entities.ticketNote.create({ ticketId, noteId: randomUUID(), authorId: 'educ-1', authorName: 'Élodie', body: seeded.staffNote, createdAt: at(15) }).go(),
    db.entities.visio
      .create({
        visioId: randomUUID(), userId, memberName: 'Membre', memberPlan: 'premium', educatorId: 'educ-1', educatorName: 'Élodie', start: at(-1440), end: at(-1470),
        durationMinutes: 30, month: at(-1440).slice(0, 7), bufferMinutes: 0, paidWith: 'included', note: seeded.visioNote, meetingLink: 'https://meet.jit.si/test', status: 'confirmee', createdAt: at(25),
      })
      .go(),
    db.entities.payment
      .create({ paymentId: `in_${tag}_${randomUUID()}`, userId, memberEmail: member.email, kind: 'subscription', product: 'premium', billingPeriod: 'monthly', amount: 990, currency: 'eur', status: 'paid', reference: subscriptionId, paidAt: at(35), month: at(35).slice(0, 7) })
      .go(),
    db.entities.paidSubscription
      .create({ subscriptionId, userId, memberEmail: member.email, plan: 'premium', billingPeriod: 'monthly', status: 'active', amount: 990, periodEnd: at(-43_200), cancelAtPeriodEnd: false, startedAt: at(35), updatedAt: at(35) })
      .go(),
    db.entities.subscription.patch({ userId }).set({ plan: 'premium', stripeCustomerId: `cus_${tag}`, stripeSubscriptionId: subscriptionId, billingStatus: 'active' }).go(),
    db.entities.profile.patch({ userId }).set({ discordId: seeded.discordId }).go(),
    db.entities.consent.put({ userId, kind: 'newsletter', granted: true, changedAt: at(55), source: 'account' }).go(),
    db.entities.adminAction.create({ userId, actionId: randomUUID(), kind: 'points', summary: '+5 points', reason: seeded.adminReason, actorId: 'admin-1', createdAt: at(45) }).go(),
  ]);
  return seeded;
}

const exportOf = async (token: string) => {
  const answer = await api('GET', '/account/export', { token });
  expect(answer.status).toBe(200);
  return answer.json as MemberExport;
};

async function waitUntilReady(token: string): Promise<MemberExport> {
  for (let tries = 0; tries < 150; tries += 1) {
    const current = await exportOf(token);
    if (current.status === 'ready') return current;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('L’export n’est pas prêt après 30 s');
}

let member: TestAccount;
let other: TestAccount;
let seeded: Awaited<ReturnType<typeof seedEverything>>;
let otherSeeded: Awaited<ReturnType<typeof seedEverything>>;

beforeAll(async () => {
  [member, other] = await Promise.all([signUpAndSignIn('member', 'Apolline'), signUpAndSignIn('member', 'Bertrand')]);
  [seeded, otherSeeded] = await Promise.all([seedEverything(member, 'A'), seedEverything(other, 'B')]);
});

describe('the export of a member with one of everything', () => {
  let ready: MemberExport;
  let json: string;
  let document: Record<string, unknown> & { [section: string]: unknown };

  beforeAll(async () => {
    expect((await exportOf(member.accessToken)).status).toBe('none');
    const asked = await api('POST', '/account/export', { token: member.accessToken });
    expect(asked.status).toBe(202);
    expect((asked.json as MemberExport).status).toBe('preparing');
    ready = await waitUntilReady(member.accessToken);
    const download = await fetch(ready.links!.data);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="donnees-la-meute\.json"$/);
    json = await download.text();
    document = JSON.parse(json) as typeof document;
  });

  it('is ready for 7 days, with short-lived links', () => {
    const days = (Date.parse(ready.availableUntil!) - Date.parse(ready.readyAt!)) / 86_400_000;
    expect(days).toBe(7);
    expect(Date.parse(ready.links!.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
  });

  it('holds every section with the member’s data', () => {
    expect(document).toMatchObject({
      version: 1,
      member: { id: member.userId },
      account: { email: member.email, firstName: 'Apolline', plan: 'premium', billing: { stripeCustomerId: 'cus_A', stripeSubscriptionId: seeded.subscriptionId } },
      consents: expect.arrayContaining([expect.objectContaining({ kind: 'newsletter', granted: true, changedAt: expect.any(String) })]),
      dogs: [expect.objectContaining({ answers: { nom: seeded.dogName } })],
      validations: [expect.objectContaining({ ficheId: FICHE_ID, ficheTitle: expect.any(String), pointsEarned: 10 })],
      pointsLedger: [expect.objectContaining({ points: 10, source: `fiche:${FICHE_ID}` }), expect.objectContaining({ points: 5, reason: seeded.adminReason })],
      rewards: [expect.objectContaining({ type: 'ticket_standard', reason: seeded.rewardReason })],
      tickets: [
        expect.objectContaining({
          id: seeded.ticketId,
          title: seeded.ticketTitle,
          messages: [expect.objectContaining({ author: 'staff', body: seeded.staffMessage }), expect.objectContaining({ author: 'member', body: seeded.memberMessage })],
        }),
      ],
      visios: [expect.objectContaining({ note: seeded.visioNote, educator: 'Élodie' })],
      payments: [expect.objectContaining({ amount: 990, currency: 'eur', email: member.email })],
      subscriptions: [expect.objectContaining({ id: seeded.subscriptionId, plan: 'premium' })],
      discord: { linked: true, discordUserId: seeded.discordId },
      teamActions: [expect.objectContaining({ summary: '+5 points', reason: seeded.adminReason })],
    });
    expect(typeof document.readme).toBe('string');
    expect(document.readme).toContain('RGPD');
  });

  it('holds nothing of another member, and no staff note', () => {
    for (const foreign of [other.userId, other.email, ...Object.values(otherSeeded)]) expect(json).not.toContain(foreign);
    expect(json).not.toContain('NOTE INTERNE');
  });

  it('has a readable French summary of the same', async () => {
    const answer = await fetch(ready.links!.summary);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain('<html lang="fr">');
    for (const text of [seeded.dogName, seeded.ticketTitle, seeded.memberMessage, seeded.visioNote, member.email]) expect(html).toContain(text);
    expect(html).not.toContain('NOTE INTERNE');
    expect(html).not.toContain(otherSeeded.dogName);
  });

  it('is announced by e-mail with the date it expires', async () => {
    const parisDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(ready.availableUntil!));
    for (let tries = 0; tries < 100 && !(await mailsTo(member.email)).some((mail) => mail.subject === EXPORT_READY_SUBJECT); tries += 1) await new Promise((r) => setTimeout(r, 200));
    const mails = (await mailsTo(member.email)).filter((mail) => mail.subject === EXPORT_READY_SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(parisDay);
    expect(mails[0]!.text).toContain('/membre/compte');
  });

  it('is refused to a link that was not signed for it', async () => {
    expect((await fetch(ready.links!.data.replace(member.userId, other.userId))).status).toBe(403);
  });
});

it('prepares one export at a time, whatever the simultaneous requests', async () => {
  const account = await signUpAndSignIn('member', 'Céleste');
  const answers = await Promise.all(Array.from({ length: 8 }, () => api('POST', '/account/export', { token: account.accessToken })));
  expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409, 409, 409, 409, 409, 409]);
  expect(answers.find((a) => a.status === 409)!.json).toMatchObject({ error: { code: 'EXPORT_IN_PROGRESS', message: expect.stringContaining('déjà en préparation') } });
  await waitUntilReady(account.accessToken);
  await pipelineDrained();
  expect((await mailsTo(account.email)).filter((mail) => mail.subject === EXPORT_READY_SUBJECT)).toHaveLength(1);
});

it('answers expired past its 7 days, without links, and a new export may be asked', async () => {
  const account = await signUpAndSignIn('member', 'Dorian');
  expect((await api('POST', '/account/export', { token: account.accessToken })).status).toBe(202);
  await waitUntilReady(account.accessToken);
  const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
  const aSecondAgo = new Date(Date.now() - 1000).toISOString();
  await testDb().entities.memberExport.patch({ userId: account.userId }).set({ readyAt: eightDaysAgo, availableUntil: aSecondAgo }).go();
  expect(await exportOf(account.accessToken)).toMatchObject({ status: 'expired', links: null, availableUntil: aSecondAgo });
  expect((await api('POST', '/account/export', { token: account.accessToken })).status).toBe(202);
});

it('lets a new export replace one stalled in preparation for over 30 minutes, not a younger one', async () => {
  const account = await signUpAndSignIn('member', 'Eliott');
  const db = testDb();
  await db.entities.memberExport.put({ userId: account.userId, exportId: 'perdu', state: 'preparing', requestedAt: new Date(Date.now() - 29 * 60_000).toISOString() }).go();
  expect((await api('POST', '/account/export', { token: account.accessToken })).status).toBe(409);
  await db.entities.memberExport.put({ userId: account.userId, exportId: 'perdu', state: 'preparing', requestedAt: new Date(Date.now() - 31 * 60_000).toISOString() }).go();
  expect((await exportOf(account.accessToken)).status).toBe('failed');
  expect((await api('POST', '/account/export', { token: account.accessToken })).status).toBe(202);
  await waitUntilReady(account.accessToken);
});
