import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, GetTokensFromRefreshTokenCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { signIn } from '../../scripts/dev/accounts';
import { cognitoClient } from '../../scripts/dev/user-pool';
import { API_ERRORS, type ApiErrorCode } from '../../shared/contract/errors';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { signUpAndSignIn, TEST_PASSWORD, type TestAccount } from './support/accounts';
import { api, type ApiAnswer } from './support/api';
import { mailsTo, waitFor } from './support/local-aws';
import { sandboxStripe } from './support/stripe';
import { testDb } from './support/members';
import { testStack } from './support/stack';

/**
 * 'Mon compte', who the member is (issue 22): first name, e-mail address (a code to the new one, the old one told, the
 * payment provider's customer updated, one address per account even under a race), password, and signing out
 * everywhere. Through the local gateway, with cognito-local behind the proxy that answers as Cognito
 * (scripts/dev/cognito-gaps.ts), the local mailbox and the Stripe sandbox.
 */
jest.setTimeout(120_000);

const cognito = () => cognitoClient(testStack().urls.cognito);
const pool = () => ({ client: cognito(), userPoolId: testStack().userPoolId, userPoolClientId: testStack().userPoolClientId });
const freshEmail = (label: string) => `${label}-${randomUUID()}@example.com`;

function expectError(answer: ApiAnswer, status: number, code: ApiErrorCode): void {
  expect(answer.status).toBe(status);
  expect(answer.json).toEqual({ error: { code, message: API_ERRORS[code].message } });
}

async function cognitoAttribute(userId: string, name: string): Promise<string | undefined> {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: testStack().userPoolId, Username: userId }));
  return user.UserAttributes?.find((attribute) => attribute.Name === name)?.Value;
}

/** The 6-digit code of the last 'Ton code' e-mail to `email` (waits for it). */
async function codeSentTo(email: string, count = 1): Promise<string> {
  const codes = async () => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Ton code'));
  await waitFor(async () => (await codes()).length >= count);
  const mails = await codes();
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`Aucun code reçu à ${email}`);
  return code;
}

const me = async (account: { accessToken: string }) => (await api('GET', '/me', { token: account.accessToken })).json as { profile: { email: string; firstName: string } };
const requestChange = (account: { accessToken: string }, email: string) => api('POST', '/account/email', { token: account.accessToken, body: { email } });
const confirmChange = (account: { accessToken: string }, code: string) => api('POST', '/account/email/confirm', { token: account.accessToken, body: { code } });
const signsIn = (email: string, password = TEST_PASSWORD) => signIn(pool(), email, password).then(() => true, () => false);

describe('first name', () => {
  it('changes on the profile and in Cognito, and /me shows it', async () => {
    const member = await signUpAndSignIn('member', 'Camille');
    const answer = await api('PUT', '/account/first-name', { token: member.accessToken, body: { firstName: '  Élodie ' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ firstName: 'Élodie', email: member.email });
    expect((await me(member)).profile.firstName).toBe('Élodie');
    expect(await cognitoAttribute(member.userId, 'given_name')).toBe('Élodie');
  });

  it('is refused under the shared rules, in French, and nothing changes', async () => {
    const member = await signUpAndSignIn('member', 'Camille');
    const answer = await api('PUT', '/account/first-name', { token: member.accessToken, body: { firstName: 'A' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { firstName: AUTH_MESSAGES.firstNameTooShort } } });
    expect((await me(member)).profile.firstName).toBe('Camille');
  });
});

describe('e-mail address', () => {
  it('changes once the code sent to the new address is entered; the old address is told and no longer signs in', async () => {
    const member = await signUpAndSignIn('member', 'Camille');
    const newEmail = freshEmail('nouvelle');

    const asked = await requestChange(member, newEmail.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.json).toEqual({ pendingEmail: newEmail });
    const code = await codeSentTo(newEmail);
    // Until the code is entered, the account keeps its address (Cognito's keepOriginal).
    expect((await me(member)).profile.email).toBe(member.email);
    expect(await signsIn(member.email)).toBe(true);
    expect(await cognitoAttribute(member.userId, 'email')).toBe(member.email);

    const wrong = await confirmChange(member, code === '000000' ? '111111' : '000000');
    expectError(wrong, 400, 'EMAIL_CHANGE_CODE_INVALID');
    expect((await me(member)).profile.email).toBe(member.email);

    const confirmed = await confirmChange(member, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ firstName: 'Camille', email: newEmail });
    expect((await me(member)).profile.email).toBe(newEmail);
    expect(await cognitoAttribute(member.userId, 'email')).toBe(newEmail);
    expect(await cognitoAttribute(member.userId, 'email_verified')).toBe('true');
    expect(await signsIn(newEmail)).toBe(true);
    expect(await signsIn(member.email)).toBe(false);

    // The previous address is told, once, with the new one; the new address gets no such notice.
    const notice = async () => (await mailsTo(member.email)).filter((mail) => mail.subject === 'L’adresse e-mail de ton compte La Meute a changé');
    await waitFor(async () => (await notice()).length > 0);
    const [mail, ...others] = await notice();
    expect(others).toEqual([]);
    expect(mail?.text).toContain(newEmail);
    expect(mail?.text).toContain('Bonjour Camille,');
    expect((await mailsTo(newEmail)).map(({ subject }) => subject)).toEqual(['Ton code La Meute']);

    // Entering the code again changes nothing more.
    expectError(await confirmChange(member, code), 409, 'EMAIL_CHANGE_NOT_PENDING');
  });

  it("gives the payment provider's customer the new address, for its receipts and invoices", async () => {
    const member = await signUpAndSignIn('member');
    // A first checkout creates the member's customer at the provider (the Stripe sandbox), with the sign-up address.
    expect((await api('POST', '/billing/shop-checkout', { token: member.accessToken, body: { product: 'ticket_standard' } })).status).toBe(200);
    const { data } = await testDb().entities.subscription.get({ userId: member.userId }).go();
    const customerId = data?.stripeCustomerId as string;
    const customerEmail = async () => {
      const customer = await sandboxStripe().customers.retrieve(customerId);
      return customer.deleted ? null : customer.email;
    };
    expect(await customerEmail()).toBe(member.email);

    const newEmail = freshEmail('facturation');
    expect((await requestChange(member, newEmail)).status).toBe(202);
    expect((await confirmChange(member, await codeSentTo(newEmail))).status).toBe(200);
    await waitFor(async () => (await customerEmail()) === newEmail);
    expect(await customerEmail()).toBe(newEmail);
  });

  it("refuses another account's address, whatever its case, and the member keeps theirs", async () => {
    const [member, other] = await Promise.all([signUpAndSignIn('member'), signUpAndSignIn('member')]);
    const answer = await requestChange(member, other.email.toUpperCase());
    expectError(answer, 409, 'EMAIL_ALREADY_USED');
    expect(API_ERRORS.EMAIL_ALREADY_USED.message).toBe('Cet email est déjà utilisé');
    expect((await me(member)).profile.email).toBe(member.email);
    expect(await cognitoAttribute(member.userId, 'email')).toBe(member.email);
    // Nothing was claimed: the address stays the other member's alone.
    expect((await testDb().entities.emailClaim.get({ email: other.email }).go()).data).toBeNull();
    expectError(await confirmChange(member, '123456'), 409, 'EMAIL_CHANGE_NOT_PENDING');
  });

  it('refuses its own address and a code that is not 6 digits, in French', async () => {
    const member = await signUpAndSignIn('member');
    expectError(await requestChange(member, member.email), 400, 'EMAIL_UNCHANGED');
    const malformed = await confirmChange(member, '12a');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { code: 'Le code reçu par e-mail contient 6 chiffres' } } });
  });

  it('answers an expired change in French', async () => {
    const member = await signUpAndSignIn('member');
    const newEmail = freshEmail('expiree');
    expect((await requestChange(member, newEmail)).status).toBe(202);
    const code = await codeSentTo(newEmail);
    // The claim's code has run out (set in the past here, as time would).
    await testDb().entities.emailClaim.patch({ email: newEmail }).set({ expiresAt: Math.floor(Date.now() / 1000) - 60 }).go();
    expectError(await confirmChange(member, code), 400, 'EMAIL_CHANGE_CODE_EXPIRED');
    expect((await me(member)).profile.email).toBe(member.email);
  });

  it('gives one new address to exactly one of several members asking for it at the same time', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => signUpAndSignIn('member')));
    const wanted = freshEmail('convoitee');
    const answers = await Promise.all(members.map((member) => requestChange(member, wanted)));
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(members.length - 1);
    for (const answer of answers.filter(({ status }) => status === 409)) expectError(answer, 409, 'EMAIL_ALREADY_USED');

    const winner = members[statuses.indexOf(202)] as TestAccount;
    expect((await confirmChange(winner, await codeSentTo(wanted))).status).toBe(200);
    const emails = await Promise.all(members.map(async (member) => (await me(member)).profile.email));
    expect(emails.filter((email) => email === wanted)).toHaveLength(1);
    expect((await me(winner)).profile.email).toBe(wanted);
    // The address is now taken for good: a later request is refused too.
    const late = members.find((member) => member !== winner) as TestAccount;
    expectError(await requestChange(late, wanted), 409, 'EMAIL_ALREADY_USED');
  });
});

describe('password', () => {
  const change = (account: TestAccount, currentPassword: string, newPassword: string) =>
    api('PUT', '/auth/password', { token: account.accessToken, body: { currentPassword, newPassword } });

  it('refuses a wrong current password in French, and the password stays', async () => {
    const member = await signUpAndSignIn('member');
    expectError(await change(member, 'Pas-Le-Bon-2026!', 'Nouveau-Chiot-2026!'), 400, 'CURRENT_PASSWORD_INCORRECT');
    expect(await signsIn(member.email)).toBe(true);
  });

  it('refuses a new password the shared rules refuse, naming the rule', async () => {
    const member = await signUpAndSignIn('member');
    const answer = await change(member, TEST_PASSWORD, 'chiotchiot');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { newPassword: AUTH_MESSAGES.passwordUppercase } } });
    expect(await signsIn(member.email)).toBe(true);
  });

  it('changes with the current password: the new one signs in, the old one no longer', async () => {
    const member = await signUpAndSignIn('member');
    const answer = await change(member, TEST_PASSWORD, 'Nouveau-Chiot-2026!');
    expect(answer.status).toBe(204);
    expect(await signsIn(member.email, 'Nouveau-Chiot-2026!')).toBe(true);
    expect(await signsIn(member.email)).toBe(false);
  });
});

describe('signing out everywhere', () => {
  it("stops every session: refresh tokens are refused (Amplify's refresh call too) and the API refuses the tokens issued before", async () => {
    const member = await signUpAndSignIn('member');
    const session = await cognito().send(
      new InitiateAuthCommand({ ClientId: testStack().userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: member.email, PASSWORD: TEST_PASSWORD } }),
    );
    const refreshToken = session.AuthenticationResult?.RefreshToken;
    expect(refreshToken).toBeDefined();
    const refresh = () =>
      cognito().send(new InitiateAuthCommand({ ClientId: testStack().userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken! } }));
    await expect(refresh()).resolves.toBeDefined();
    // Amplify v6's own refresh call (an expired session in the web app) gives tokens the API takes.
    const refreshLikeAmplify = () => cognito().send(new GetTokensFromRefreshTokenCommand({ ClientId: testStack().userPoolClientId, RefreshToken: refreshToken! }));
    const refreshed = (await refreshLikeAmplify()).AuthenticationResult?.AccessToken;
    expect((await api('GET', '/me', { token: refreshed })).status).toBe(200);
    // Tokens are dated to the second: the sign-out happens in a later second than the sessions it ends.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect((await api('POST', '/account/sign-out-everywhere', { token: member.accessToken })).status).toBe(204);

    await expect(refresh()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(refreshLikeAmplify()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expectError(await api('GET', '/me', { token: member.accessToken }), 401, 'UNAUTHORIZED');
    // Signing in again opens a new session.
    const again = await signIn(pool(), member.email, TEST_PASSWORD);
    expect((await api('GET', '/me', { token: again.accessToken })).status).toBe(200);
  });
});
