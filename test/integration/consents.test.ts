import { randomUUID } from 'node:crypto';
import type { AdminFicheRow } from '../../shared/contract/admin-schemas';
import type { Consents } from '../../shared/contract/consent-schemas';
import type { ConsentKind } from '../../shared/domain/consents';
import { planNewFiches } from '../../functions/jobs/new-fiches';
import { confirmAccount } from '../../scripts/dev/accounts';
import type { LocalMail } from '../../scripts/dev/mailbox';
import { cognitoClient } from '../../scripts/dev/user-pool';
import { api } from './support/api';
import { signInAgain, TEST_PASSWORD, tokenFor, type TestAccount } from './support/accounts';
import { mailsAfterWelcome, mailsTo, pipelineDrained, sinkDeliveries, waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';
import { testStack } from './support/stack';

jest.setTimeout(180_000);

/**
 * Issue 22, consents: each a switch of 'Mon compte' with its date; the newsletter followed by the mailing list (Make);
 * the weekly new fiches to those who asked, of their plan, once a week, never empty; a one-click unsubscribe in every
 * marketing e-mail that no one can forge.
 */

const consentsOf = async (account: TestAccount): Promise<Record<ConsentKind, { granted: boolean; changedAt: string | null }>> => {
  const answer = await api('GET', '/account/consents', { token: account.accessToken });
  expect(answer.status).toBe(200);
  return Object.fromEntries((answer.json as Consents).consents.map(({ kind, ...state }) => [kind, state])) as Record<ConsentKind, { granted: boolean; changedAt: string | null }>;
};
const setConsent = (account: TestAccount, kind: ConsentKind, granted: boolean) => api('PUT', '/account/consents', { token: account.accessToken, body: { kind, granted } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let admin: string;
beforeAll(async () => {
  admin = await tokenFor('admin');
});

describe('consents on Mon compte', () => {
  it('starts never given, is given and withdrawn with its date, and asking for the same state keeps the date', async () => {
    const member = await memberOnPlan('gratuit', 'Anouk');
    expect(await consentsOf(member)).toEqual({ newsletter: { granted: false, changedAt: null }, newFiches: { granted: false, changedAt: null } });

    const before = new Date().toISOString();
    const given = await setConsent(member, 'newFiches', true);
    expect(given.status).toBe(200);
    const { newFiches } = await consentsOf(member);
    expect(newFiches.granted).toBe(true);
    expect(newFiches.changedAt! >= before).toBe(true);

    await pause(5);
    expect((await setConsent(member, 'newFiches', true)).status).toBe(200);
    expect((await consentsOf(member)).newFiches).toEqual(newFiches); // the date it was given stays

    expect((await setConsent(member, 'newFiches', false)).status).toBe(200);
    const withdrawn = (await consentsOf(member)).newFiches;
    expect(withdrawn.granted).toBe(false);
    expect(withdrawn.changedAt! > newFiches.changedAt!).toBe(true);
    expect((await consentsOf(member)).newsletter).toEqual({ granted: false, changedAt: null }); // each kind its own
  });

  it('the dog profile’s box gives or withdraws it when ticked or unticked there, and leaves it alone otherwise', async () => {
    const member = await memberOnPlan('premium', 'Romane');
    const saveDog = async (revision: number | undefined, notifications: boolean) => {
      const body = { form: 'complete', ...(revision === undefined ? {} : { revision }), profile: { nom: 'Pépette', age_mois: 18, sexe: 'femelle', consentement_rgpd: true, notifications_nouvelles_fiches: notifications } };
      const answer = await api('PUT', '/dog-profile', { token: member.accessToken, body });
      expect(answer.status).toBe(200);
      return (answer.json as { revision: number }).revision;
    };
    const first = await saveDog(undefined, true);
    const given = (await consentsOf(member)).newFiches;
    expect(given.granted).toBe(true);
    // Withdrawn on Mon compte; the dog profile saved again with its box as it was: the withdrawal stands.
    expect((await setConsent(member, 'newFiches', false)).status).toBe(200);
    const withdrawn = (await consentsOf(member)).newFiches;
    const second = await saveDog(first, true);
    expect((await consentsOf(member)).newFiches).toEqual(withdrawn);
    // Unticked, then ticked again in the form: each an answer of the member.
    await saveDog(await saveDog(second, false), true);
    expect((await consentsOf(member)).newFiches.granted).toBe(true);
  });

  it('refuses an unknown consent or a missing value in French, and writes nothing', async () => {
    const member = await memberOnPlan('gratuit');
    const unknown = await api('PUT', '/account/consents', { token: member.accessToken, body: { kind: 'sms', granted: true } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain('Ce consentement n’existe pas.');
    const missing = await api('PUT', '/account/consents', { token: member.accessToken, body: { kind: 'newsletter' } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.json)).toContain('Indique si tu donnes ce consentement.');
    expect(await consentsOf(member)).toEqual({ newsletter: { granted: false, changedAt: null }, newFiches: { granted: false, changedAt: null } });
  });
});

describe('the newsletter follows the mailing list (Make)', () => {
  let hook: string;
  beforeAll(async () => {
    hook = `newsletter-${randomUUID()}`;
    const { sinkUrl } = (await api('GET', '/admin/automations', { token: admin })).json as { sinkUrl: string };
    expect((await api('PUT', '/admin/automations/newsletter_changed', { token: admin, body: { url: `${sinkUrl}/${hook}`, enabled: true } })).status).toBe(200);
  });
  const deliveriesFor = async (userId: string) => (await sinkDeliveries(hook)).filter((delivery) => delivery.body.user_id === userId);

  it('the sign-up’s box is the first consent, dated, and the list hears of it', async () => {
    const email = `newsletter-${randomUUID()}@example.com`;
    const before = new Date().toISOString();
    const signUp = await api('POST', '/auth/sign-up', { body: { firstName: 'Léna', email, password: TEST_PASSWORD, acceptCgu: true, newsletter: true } });
    expect(signUp.status).toBe(204);
    const { urls, userPoolId, userPoolClientId } = testStack();
    await confirmAccount({ client: cognitoClient(urls.cognito), userPoolId, userPoolClientId }, email);
    const tokens = await signInAgain(email);
    const me = (await api('GET', '/me', { token: tokens.accessToken })).json as { profile: { id: string; newsletter: boolean } };
    expect(me.profile.newsletter).toBe(true);
    const consents = await consentsOf({ email, userId: me.profile.id, ...tokens });
    expect(consents.newsletter.granted).toBe(true);
    expect(consents.newsletter.changedAt! >= before).toBe(true);
    await waitFor(async () => (await deliveriesFor(me.profile.id)).length > 0);
    expect((await deliveriesFor(me.profile.id)).map((delivery) => delivery.body)).toEqual([
      expect.objectContaining({ event: 'newsletter_changed', user_email: email, user_name: 'Léna', subscribed: true }),
    ]);
  });

  it('a change on Mon compte reaches the webhook once, whatever the simultaneous clicks, with what the list needs', async () => {
    const member = await memberOnPlan('premium', 'Maël');
    expect((await setConsent(member, 'newsletter', true)).status).toBe(200);
    // Six tabs withdraw it at once: one change, one date, one event.
    const answers = await Promise.all(Array.from({ length: 6 }, () => setConsent(member, 'newsletter', false)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const dates = new Set(answers.map((answer) => (answer.json as Consents).consents.find((consent) => consent.kind === 'newsletter')!.changedAt));
    expect(dates.size).toBe(1);
    await waitFor(async () => (await deliveriesFor(member.userId)).length >= 2);
    await pipelineDrained();
    const bodies = (await deliveriesFor(member.userId)).map((delivery) => delivery.body);
    expect(bodies).toHaveLength(2);
    expect(bodies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'newsletter_changed', user_email: member.email, user_name: 'Maël', plan: 'premium', subscribed: true }),
        expect.objectContaining({ event: 'newsletter_changed', user_email: member.email, subscribed: false, changed_at: [...dates][0] }),
      ]),
    );
    const me = (await api('GET', '/me', { token: member.accessToken })).json as { profile: { newsletter: boolean } };
    expect(me.profile.newsletter).toBe(false);
  });
});

describe('the weekly new fiches', () => {
  const fiche = (title: string, access: { isFree?: boolean; expertPlusOnly?: boolean }) => ({
    title,
    objective: `Un objectif pour ${title}`,
    category: 'adulte',
    steps: 'Préparer des friandises\nCommencer au calme\nAllonger la durée',
    mistakesToAvoid: 'Aller trop vite',
    pointsReward: 2,
    ...access,
  });
  const published: string[] = [];
  async function publish(title: string, access: { isFree?: boolean; expertPlusOnly?: boolean }): Promise<AdminFicheRow> {
    const created = await api('POST', '/admin/fiches', { token: admin, body: fiche(title, access) });
    expect(created.status).toBe(201);
    const row = created.json as AdminFicheRow;
    published.push(row.id);
    expect((await api('PUT', `/admin/fiches/${row.id}/publication`, { token: admin, body: { isPublished: true } })).status).toBe(200);
    return row;
  }
  const digests = async (account: TestAccount) => (await mailsAfterWelcome(account.email)).filter((mail) => /nouvelles? fiches?/.test(mail.subject));
  const run = (scheduledTime: string) => planNewFiches(testDb(), { scheduledTime, remainingMs: () => 10 * 60_000 });

  const suffix = randomUUID().slice(0, 8);
  const titles = { free: `Le calme au café ${suffix}`, premium: `Le rappel en forêt ${suffix}`, expert: `Le pistage avancé ${suffix}` };
  let premium: TestAccount;
  let gratuit: TestAccount;
  let neverAsked: TestAccount;
  let withdrew: TestAccount;
  let mail: LocalMail;

  beforeAll(async () => {
    [premium, gratuit, neverAsked, withdrew] = await Promise.all([memberOnPlan('premium', 'Iris'), memberOnPlan('gratuit', 'Jules'), memberOnPlan('expert', 'Karim'), memberOnPlan('expert', 'Lou')]);
    for (const member of [premium, gratuit, withdrew]) expect((await setConsent(member, 'newFiches', true)).status).toBe(200);
    expect((await setConsent(withdrew, 'newFiches', false)).status).toBe(200);
    await publish(titles.free, { isFree: true });
    await publish(titles.premium, {});
    await publish(titles.expert, { expertPlusOnly: true });
  });

  // The stack is shared by every file: the library and the public counts of the next ones hold the catalogue alone.
  afterAll(async () => {
    for (const id of published) expect((await api('DELETE', `/admin/fiches/${id}`, { token: admin })).status).toBe(204);
  });

  it('sends nothing when no fiche was published in the week', async () => {
    const summary = await run('2020-06-01T07:00:00.000Z');
    expect(summary).toMatchObject({ fiches: 0, planned: 0 });
  });

  it('e-mails each member who asked the fiches their plan reads, linked, and nobody else', async () => {
    await run(new Date(Date.now() + 60_000).toISOString());
    await waitFor(async () => (await digests(premium)).length > 0 && (await digests(gratuit)).length > 0);
    await pipelineDrained();
    const [premiumMails, gratuitMails] = [await digests(premium), await digests(gratuit)];
    expect(premiumMails).toHaveLength(1);
    mail = premiumMails[0]!;
    expect(mail.text).toContain('Bonjour Iris,');
    expect(mail.text).toContain(titles.free);
    expect(mail.text).toContain(titles.premium);
    expect(mail.text).not.toContain(titles.expert); // Premium does not read Expert+ fiches
    expect(mail.html).toMatch(/href="http:\/\/localhost:\d+\/membre\/fiches"/);
    expect(mail.text).toMatch(/\/membre\/fiche\/le-rappel-en-foret/);

    expect(gratuitMails).toHaveLength(1);
    expect(gratuitMails[0]!.text).toContain(titles.free);
    expect(gratuitMails[0]!.text).not.toContain(titles.premium);

    expect(await digests(neverAsked)).toEqual([]);
    expect(await digests(withdrew)).toEqual([]);
  });

  it('never twice in a week, however many runs', async () => {
    await run(new Date(Date.now() + 60_000).toISOString());
    await run(new Date(Date.now() + 120_000).toISOString());
    await pipelineDrained();
    expect(await digests(premium)).toHaveLength(1);
  });

  it('carries a one-click unsubscribe that withdraws the consent without sign-in, and refuses a forged one', async () => {
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!);
    expect(url.pathname).toBe('/api/account/unsubscribe');
    const token = url.searchParams.get('t')!;
    expect(mail.text).toContain(`/desinscription?t=${encodeURIComponent(token)}`);

    const [userId, kind, signature] = token.split('.');
    const oneClick = (t: string) => api('POST', `/account/unsubscribe?t=${encodeURIComponent(t)}`, { rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const forged = [`${userId}.${kind}.${signature!.slice(0, -2)}AA`, `${gratuit.userId}.${kind}.${signature}`, `${userId}.newsletter.${signature}`, `${userId}.${kind}`];
    for (const t of forged) {
      const refused = await oneClick(t);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ error: { code: 'UNSUBSCRIBE_LINK_INVALID' } });
    }
    expect((await consentsOf(premium)).newFiches.granted).toBe(true);
    expect((await consentsOf(gratuit)).newFiches.granted).toBe(true);

    const before = new Date().toISOString();
    const done = await oneClick(token);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ kind: 'newFiches', label: 'Me prévenir quand de nouvelles fiches sont publiées' });
    const after = (await consentsOf(premium)).newFiches;
    expect(after.granted).toBe(false);
    expect(after.changedAt! >= before).toBe(true);
    expect((await oneClick(token)).status).toBe(200); // a second click changes nothing
    expect((await consentsOf(premium)).newFiches).toEqual(after);
  });

  it('transactional e-mails carry no unsubscribe', async () => {
    const welcome = (await mailsTo(premium.email)).filter((one) => !/nouvelles? fiches?/.test(one.subject));
    expect(welcome.length).toBeGreaterThan(0);
    for (const one of welcome) expect(one.headers).toBeUndefined();
  });
});
