import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { confirmAccount, findAccount, signIn } from '../../scripts/dev/accounts';
import { cognitoClient } from '../../scripts/dev/user-pool';
import { API_ERRORS } from '../../shared/contract/errors';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { signUpAndSignIn, signUpThroughApi, TEST_PASSWORD } from './support/accounts';
import { api, type ApiAnswer } from './support/api';
import { testStack } from './support/stack';

const cognito = () => cognitoClient(testStack().urls.cognito);
const pool = () => ({ client: cognito(), userPoolId: testStack().userPoolId, userPoolClientId: testStack().userPoolClientId });
const newEmail = () => `inscription-${randomUUID()}@example.com`;

/** The sign-up form's body, as the web app sends it. */
const signUpBody = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Camille', email: newEmail(), password: TEST_PASSWORD, acceptCgu: true, newsletter: false, ...overrides });

/** A 400 naming `field` with its French message. */
function expectFieldError(answer: ApiAnswer, field: string, message: string): void {
  expect(answer.status).toBe(400);
  expect(answer.json).toEqual({ error: { code: 'VALIDATION_FAILED', message: API_ERRORS.VALIDATION_FAILED.message, fields: { [field]: message } } });
}

/** Calls a Cognito trigger the way Cognito (here cognito-local) does: through the Lambda Invoke API. */
async function invokeTrigger(name: string, event: unknown): Promise<{ status: number; body: string }> {
  const response = await fetch(`${testStack().urls.aws}/2015-03-31/functions/${name}/invocations`, { method: 'POST', body: JSON.stringify(event) });
  return { status: response.status, body: await response.text() };
}

describe('sign-up creates the member (SPEC §2 Auth, issue 2 Accounts)', () => {
  it('gives a new member a profile, the free plan with counters at 0 and 0 points at level débutant', async () => {
    const account = await signUpAndSignIn('member', 'Camille');
    const me = await api('GET', '/me', { token: account.accessToken });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      profile: { id: account.userId, email: account.email, firstName: 'Camille', newsletter: false, discordId: null, createdAt: expect.any(String) },
      roles: [],
      subscription: { type: 'gratuit', ticketsRemaining: 0, visiosRemaining: 0, visiosBonus: 0, paymentFailed: false },
      points: { total: 0, level: 'debutant' },
    });
  });

  it('reports the staff groups of the caller', async () => {
    const admin = await signUpAndSignIn('admin');
    const me = await api('GET', '/me', { token: admin.accessToken });
    expect((me.json as { roles: string[] }).roles).toEqual(['admin']);
  });

  it('creates the rows exactly once when Cognito retries the post-confirmation trigger', async () => {
    const account = await signUpAndSignIn('member', 'Maël');
    const before = await api('GET', '/me', { token: account.accessToken });
    const retried = {
      version: '1',
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      region: testStack().region,
      userPoolId: testStack().userPoolId,
      userName: account.userId,
      callerContext: { awsSdkVersion: 'test', clientId: testStack().userPoolClientId },
      // A retry carrying other values must not overwrite what the first run created.
      request: { userAttributes: { sub: account.userId, email: account.email, given_name: 'Autre', 'custom:newsletter': 'true' } },
      response: {},
    };
    const answers = await Promise.all([invokeTrigger('post-confirmation', retried), invokeTrigger('post-confirmation', retried)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const after = await api('GET', '/me', { token: account.accessToken });
    expect(after.json).toEqual(before.json);
  });
});

describe('sign-up goes through the API, which checks the real password (issue 9)', () => {
  it('refuses a SignUp sent straight to Cognito through the web client, even with a strong password in its metadata', async () => {
    const email = newEmail();
    const direct = cognito().send(
      new SignUpCommand({
        ClientId: testStack().userPoolClientId,
        Username: email,
        Password: 'Azerty123!',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Camille' },
        ],
        ClientMetadata: { password: TEST_PASSWORD, acceptCgu: 'true' },
      }),
    );
    await expect(direct).rejects.toMatchObject({ name: 'UserLambdaValidationException', message: expect.stringContaining(AUTH_MESSAGES.signUpThroughApp) });
    expect(await findAccount(pool(), email)).toBeNull();
  });

  it.each([
    ['a common password', { password: 'Azerty123!' }, 'password', AUTH_MESSAGES.passwordCommon],
    ['a common password in another case', { password: 'aZERTY123!' }, 'password', AUTH_MESSAGES.passwordCommon],
    ['CGU not accepted', { acceptCgu: false }, 'acceptCgu', AUTH_MESSAGES.cguRequired],
    ['a one-letter first name', { firstName: 'A' }, 'firstName', AUTH_MESSAGES.firstNameTooShort],
  ])('refuses %s with a 400 and its French message, creating no account', async (_case, overrides, field, message) => {
    const body = signUpBody(overrides);
    expectFieldError(await api('POST', '/auth/sign-up', { body }), field, message);
    expect(await findAccount(pool(), body.email)).toBeNull();
  });

  it('creates the account under the lower-cased, trimmed e-mail, ready to sign in once confirmed', async () => {
    const email = newEmail();
    const answer = await api('POST', '/auth/sign-up', { body: signUpBody({ email: `  ${email.toUpperCase()} `, newsletter: true }) });
    expect(answer.status).toBe(204);
    // The e-mailed code (sign-up-code.test.ts) or, as here, the helper every test's member goes through.
    await confirmAccount(pool(), email);
    const tokens = await signIn(pool(), email, TEST_PASSWORD);
    const me = await api('GET', '/me', { token: tokens.accessToken });
    expect(me.json).toMatchObject({ profile: { email, firstName: 'Camille', newsletter: true } });
  });

  it('refuses an e-mail already registered, whatever its case (SPEC §8)', async () => {
    const email = newEmail();
    await signUpThroughApi(email);
    for (const taken of [email, email.toUpperCase(), ` ${email.replace(/^./, (c) => c.toUpperCase())}`]) {
      const answer = await api('POST', '/auth/sign-up', { body: signUpBody({ email: taken }) });
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({ error: { code: 'EMAIL_ALREADY_USED', message: 'Cet email est déjà utilisé' } });
    }
  });
});

describe('new passwords are checked by the API (issue 9)', () => {
  it('refuses a common password at reset confirmation', async () => {
    const answer = await api('POST', '/auth/password-reset', { body: { email: newEmail(), code: '123456', password: 'Motdepasse1!' } });
    expectFieldError(answer, 'password', AUTH_MESSAGES.passwordCommon);
  });

  it('answers a wrong reset code, or an unknown address, with the same French 400', async () => {
    const account = await signUpAndSignIn('member');
    for (const email of [account.email, newEmail()]) {
      const answer = await api('POST', '/auth/password-reset', { body: { email, code: '000000', password: 'Nouveau-Chiot-2026!' } });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: 'RESET_CODE_INVALID', message: API_ERRORS.RESET_CODE_INVALID.message } });
    }
    await expect(signIn(pool(), account.email, TEST_PASSWORD)).resolves.toBeDefined();
  });

  it('refuses a common password at password change and keeps the old one', async () => {
    const account = await signUpAndSignIn('member');
    const answer = await api('PUT', '/auth/password', { token: account.accessToken, body: { currentPassword: TEST_PASSWORD, newPassword: 'Chien123!' } });
    expectFieldError(answer, 'newPassword', AUTH_MESSAGES.passwordCommon);
    await expect(signIn(pool(), account.email, TEST_PASSWORD)).resolves.toBeDefined();
  });

  it('changes the password of the caller only, with their current password', async () => {
    const account = await signUpAndSignIn('member');
    const answer = await api('PUT', '/auth/password', { token: account.accessToken, body: { currentPassword: TEST_PASSWORD, newPassword: 'Nouveau-Chiot-2026!' } });
    expect(answer.status).toBe(204);
    await expect(signIn(pool(), account.email, 'Nouveau-Chiot-2026!')).resolves.toBeDefined();
    await expect(signIn(pool(), account.email, TEST_PASSWORD)).rejects.toBeDefined();
  });
});

describe('one e-mail, one account (issue 9)', () => {
  it("refuses changing one's e-mail to another member's", async () => {
    const [first, second] = await Promise.all([signUpAndSignIn('member'), signUpAndSignIn('member')]);
    const change = cognito().send(new UpdateUserAttributesCommand({ AccessToken: first.accessToken, UserAttributes: [{ Name: 'email', Value: second.email }] }));
    await expect(change).rejects.toMatchObject({ name: 'AliasExistsException' });
    const stored = await cognito().send(new AdminGetUserCommand({ UserPoolId: testStack().userPoolId, Username: first.userId }));
    expect(stored.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value).toBe(first.email);
    expect(await findAccount(pool(), second.email)).toBe(second.userId);
  });
});
