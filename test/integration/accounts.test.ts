import { randomUUID } from 'node:crypto';
import { SignUpCommand, type SignUpCommandInput } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../scripts/dev/user-pool';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { signUpAndSignIn, TEST_PASSWORD } from './support/accounts';
import { api } from './support/api';
import { testStack } from './support/stack';

/** Sign-up as the web app does it: attributes, and the password and CGU acceptance for the pre-sign-up trigger. */
function signUpInput(overrides: { email?: string; firstName?: string; password?: string; acceptCgu?: string; newsletter?: string } = {}): SignUpCommandInput {
  const email = overrides.email ?? `inscription-${randomUUID()}@example.com`;
  const password = overrides.password ?? TEST_PASSWORD;
  return {
    ClientId: testStack().userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: overrides.firstName ?? 'Camille' },
      { Name: 'custom:newsletter', Value: overrides.newsletter ?? 'true' },
    ],
    ClientMetadata: { password, ...(overrides.acceptCgu === undefined ? { acceptCgu: 'true' } : overrides.acceptCgu ? { acceptCgu: overrides.acceptCgu } : {}) },
  };
}

const cognito = () => cognitoClient(testStack().urls.cognito);

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
      subscription: { type: 'gratuit', ticketsRemaining: 0, visiosRemaining: 0, visiosBonus: 0 },
      points: { total: 0, level: 'debutant' },
    });
  });

  it('reports the staff groups of the caller', async () => {
    const admin = await signUpAndSignIn('admin');
    const me = await api('GET', '/me', { token: admin.accessToken });
    expect((me.json as { roles: string[] }).roles).toEqual(['admin']);
  });

  it('refuses an e-mail already registered', async () => {
    const input = signUpInput();
    await cognito().send(new SignUpCommand(input));
    await expect(cognito().send(new SignUpCommand(input))).rejects.toMatchObject({ name: 'UsernameExistsException' });
  });

  describe('the pre-sign-up trigger re-checks the shared sign-up schema on the server', () => {
    it.each([
      ['a common password', { password: 'Azerty123!' }, AUTH_MESSAGES.passwordCommon],
      ['CGU not accepted', { acceptCgu: '' }, AUTH_MESSAGES.cguRequired],
      ['a one-letter first name', { firstName: 'A' }, AUTH_MESSAGES.firstNameTooShort],
    ])('refuses %s with its French message', async (_case, overrides, message) => {
      await expect(cognito().send(new SignUpCommand(signUpInput(overrides)))).rejects.toMatchObject({
        name: 'UserLambdaValidationException',
        message: expect.stringContaining(message),
      });
    });
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
