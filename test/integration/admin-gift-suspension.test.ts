import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expireGifts } from '../../functions/jobs/gift-expiry';
import { cognitoClient } from '../../scripts/dev/user-pool';
import { FICHES } from '../../shared/catalogue';
import type { AdminMember } from '../../shared/contract/admin-member-schemas';
import { API_ERRORS } from '../../shared/contract/errors';
import type { FicheDetail } from '../../shared/contract';
import type { SubscriptionView } from '../../shared/contract/payment-schemas';
import { giftEndOf } from '../../shared/domain/plan-gifts';
import { api, type ApiAnswer } from './support/api';
import { signInAgain, signUpAndSignIn, TEST_PASSWORD, type TestAccount } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';
import { testStack } from './support/stack';

jest.setTimeout(180_000);

/** Issue 21: an admin gives a plan by hand (with an end, or until ended) and suspends or reactivates an account. */

let admin: TestAccount;
beforeAll(async () => {
  admin = await signUpAndSignIn('admin', 'Armelle');
});
const asAdmin = (method: string, path: string, body?: object) => api(method, path, { token: admin.accessToken, body });
const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const json = <T>(answer: ApiAnswer, status = 200): T => {
  expect({ status: answer.status, body: answer.json }).toMatchObject({ status });
  return answer.json as T;
};
const memberFile = async (userId: string) => json<AdminMember>(await asAdmin('GET', `/admin/users/${userId}`));
const subscription = async (userId: string) => (await testDb().entities.subscription.get({ userId }).go({ consistent: true })).data!;
const premiumFiche = FICHES.find((fiche) => fiche.isPublished && fiche.premiumOnly)!;
/** A Paris day `days` from now (YYYY-MM-DD). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
const outboxNames = async (userId: string) => {
  const { data } = await testDb().entities.outboxEvent.scan.go({ pages: 'all' });
  return data.filter((event) => JSON.stringify(event).includes(userId)).map((event) => event.name);
};

describe('a plan given by hand', () => {
  it('applies at once with its rights, shows on both pages, is logged once per request, and ends with its date', async () => {
    const member = await memberOnPlan('gratuit', 'Gaëlle');
    const locked = json<FicheDetail>(await api('GET', `/fiches/${premiumFiche.id}`, { token: member.accessToken }));
    expect(locked.locked).toBe(true);

    const endsOn = dayFromNow(10);
    const gift = { plan: 'premium', endsOn, reason: 'Merci pour ton témoignage', requestId: randomUUID() };
    const answers = await Promise.all([gift, gift, gift].map((body) => asAdmin('POST', `/admin/users/${member.userId}/gift`, body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.json).toEqual({ plan: 'premium', gift: { plan: 'premium', endsAt: giftEndOf(endsOn) } });

    // The rights follow at once: the Premium fiche opens, the month's tickets are given.
    const opened = json<FicheDetail>(await api('GET', `/fiches/${premiumFiche.id}`, { token: member.accessToken }));
    expect(opened.locked).toBe(false);
    expect(opened.content).not.toBeNull();
    const view = json<SubscriptionView>(await api('GET', '/billing/subscription', { token: member.accessToken }));
    expect(view).toMatchObject({ subscribed: true, subscriptionType: 'premium', gift: { plan: 'premium', endsAt: giftEndOf(endsOn) }, ticketsRemaining: 3 });

    const file = await memberFile(member.userId);
    expect(file.subscription).toMatchObject({ plan: 'premium', gift: { plan: 'premium', endsAt: giftEndOf(endsOn) } });
    const logged = file.actions.filter((action) => action.kind === 'plan');
    expect(logged).toEqual([expect.objectContaining({ id: gift.requestId, reason: 'Merci pour ton témoignage', actor: { id: admin.userId, name: 'Armelle' } })]);
    expect(logged[0]!.summary).toMatch(/^Offre Premium offerte jusqu’au \d{2}\/\d{2}\/\d{4}$/);
    expect(await outboxNames(member.userId)).toContain('plan_upgraded');

    // Before its end nothing moves; after it, the member is back on the free plan, once however many runs.
    expect(await expireGifts(testDb(), new Date(Date.parse(giftEndOf(endsOn)) - 60_000).toISOString())).toMatchObject({ ended: 0 });
    expect((await subscription(member.userId)).plan).toBe('premium');
    const after = new Date(Date.parse(giftEndOf(endsOn)) + 5 * 60_000).toISOString();
    const runs = [await expireGifts(testDb(), after), await expireGifts(testDb(), after)];
    expect(runs.map((run) => run.ended)).toEqual([1, 0]);
    expect(await subscription(member.userId)).toMatchObject({ plan: 'gratuit', ticketsRemaining: 0 });
    expect((await subscription(member.userId)).giftPlan).toBeUndefined();
    expect(json<FicheDetail>(await api('GET', `/fiches/${premiumFiche.id}`, { token: member.accessToken })).locked).toBe(true);
    expect(json<SubscriptionView>(await api('GET', '/billing/subscription', { token: member.accessToken }))).toMatchObject({ subscribed: false, gift: null });
    expect(await outboxNames(member.userId)).toContain('plan_cancelled');
  });

  it('runs until an admin ends it, and the end is logged with its reason', async () => {
    const member = await memberOnPlan('gratuit', 'Hugo');
    json(await asAdmin('POST', `/admin/users/${member.userId}/gift`, { plan: 'expert', endsOn: null, reason: 'Partenaire de l’association', requestId: randomUUID() }));
    expect(json<SubscriptionView>(await api('GET', '/billing/subscription', { token: member.accessToken }))).toMatchObject({ subscriptionType: 'expert', gift: { plan: 'expert', endsAt: null }, visiosRemaining: 1 });

    const end = { reason: 'Fin du partenariat', requestId: randomUUID() };
    expect(json(await asAdmin('POST', `/admin/users/${member.userId}/gift/end`, end))).toEqual({ plan: 'gratuit', gift: null });
    // The same request again answers the same, and logs nothing more; another one finds no gift.
    expect(json(await asAdmin('POST', `/admin/users/${member.userId}/gift/end`, end))).toEqual({ plan: 'gratuit', gift: null });
    expect(json(await asAdmin('POST', `/admin/users/${member.userId}/gift/end`, { ...end, requestId: randomUUID() }), 409)).toEqual(errorOf('GIFT_NONE'));
    const file = await memberFile(member.userId);
    expect(file.subscription).toMatchObject({ plan: 'gratuit', gift: null });
    expect(file.actions.filter((action) => action.kind === 'plan').map((action) => action.summary)).toEqual(['Offre Expert+ offerte arrêtée', 'Offre Expert+ offerte sans date de fin']);
  });

  it('is refused to a member whose paid subscription runs, and to an end already past', async () => {
    const member = await memberOnPlan('premium', 'Paul');
    await testDb().entities.subscription.patch({ userId: member.userId }).set({ stripeSubscriptionId: `sub_${randomUUID()}`, billingStatus: 'active', billingPeriod: 'monthly' }).go();
    const refused = await asAdmin('POST', `/admin/users/${member.userId}/gift`, { plan: 'expert', endsOn: null, reason: 'Geste commercial', requestId: randomUUID() });
    expect(json(refused, 409)).toEqual(errorOf('GIFT_PAID_SUBSCRIPTION'));
    expect(await subscription(member.userId)).toMatchObject({ plan: 'premium' });
    expect((await memberFile(member.userId)).actions).toEqual([]);

    const other = await memberOnPlan('gratuit', 'Lina');
    const past = await asAdmin('POST', `/admin/users/${other.userId}/gift`, { plan: 'premium', endsOn: dayFromNow(-1), reason: 'Geste commercial', requestId: randomUUID() });
    expect(json(past, 400)).toEqual(errorOf('GIFT_END_PAST'));
    const malformed = await asAdmin('POST', `/admin/users/${other.userId}/gift`, { plan: 'gratuit', endsOn: '31/12/2030', reason: 'x', requestId: 'pas-un-uuid' });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('Choisis l’offre à offrir');
  });
});

describe('a suspended account', () => {
  const signIn = (email: string) => {
    const { urls, userPoolClientId } = testStack();
    return cognitoClient(urls.cognito).send(new InitiateAuthCommand({ ClientId: userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD } }));
  };

  it('cannot sign in, its tokens are refused, and reactivated it signs in again; each change logged with its reason', async () => {
    const member = await memberOnPlan('gratuit', 'Solène');
    const signedIn = await signInAgain(member.email);
    expect((await api('GET', '/me', { token: member.accessToken })).status).toBe(200);

    // A token's issue time is in whole seconds: the suspension comes in a later second than the sessions it closes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const suspend = { suspended: true, reason: 'Messages insultants envoyés aux éducateurs', requestId: randomUUID() };
    const answers = await Promise.all([suspend, suspend].map((body) => asAdmin('POST', `/admin/users/${member.userId}/suspension`, body)));
    expect(answers.map((answer) => answer.json)).toEqual([{ suspended: true }, { suspended: true }]);

    // Sign-in refused as Cognito refuses a disabled user; both tokens held refused by the API on their next call.
    await expect(signIn(member.email)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    for (const token of [member.accessToken, signedIn.accessToken]) {
      expect(json(await api('GET', '/me', { token }), 403)).toEqual(errorOf('ACCOUNT_SUSPENDED'));
      expect((await api('GET', '/billing/subscription', { token })).status).toBe(403);
    }
    expect((await memberFile(member.userId)).account).toMatchObject({ suspended: true });

    const reactivate = { suspended: false, reason: 'Excuses présentées, compte rétabli', requestId: randomUUID() };
    expect(json(await asAdmin('POST', `/admin/users/${member.userId}/suspension`, reactivate))).toEqual({ suspended: false });
    const fresh = await signInAgain(member.email);
    expect((await api('GET', '/me', { token: fresh.accessToken })).status).toBe(200);
    // The sessions the suspension closed stay closed.
    expect(json(await api('GET', '/me', { token: member.accessToken }), 401)).toEqual(errorOf('UNAUTHORIZED'));

    const file = await memberFile(member.userId);
    expect(file.account).toEqual({ suspended: false, suspendedAt: null });
    expect(file.actions.filter((action) => action.kind === 'suspension').map(({ summary, reason, actor }) => ({ summary, reason, actor: actor.name }))).toEqual([
      { summary: 'Compte réactivé', reason: reactivate.reason, actor: 'Armelle' },
      { summary: 'Compte suspendu (connexion refusée, sessions fermées)', reason: suspend.reason, actor: 'Armelle' },
    ]);
  });

  it('is never the acting admin, and a reason is required', async () => {
    expect(json(await asAdmin('POST', `/admin/users/${admin.userId}/suspension`, { suspended: true, reason: 'Test', requestId: randomUUID() }), 409)).toEqual(errorOf('OWN_SUSPENSION'));
    const member = await memberOnPlan('gratuit', 'Noé');
    const noReason = await asAdmin('POST', `/admin/users/${member.userId}/suspension`, { suspended: true, reason: ' ', requestId: randomUUID() });
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain('Indique la raison');
    expect((await signIn(member.email)).AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
