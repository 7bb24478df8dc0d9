import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { WELCOME_SUBJECT } from '../../functions/lib/mail/templates';
import { findAccount, signIn } from '../../scripts/dev/accounts';
import { SIGN_UP_CODE_AGE_PATH } from '../../scripts/dev/sign-up-codes';
import { cognitoClient } from '../../scripts/dev/user-pool';
import { API_ERRORS, type ApiErrorCode } from '../../shared/contract/errors';
import { RESEND_MIN_GAP_MS, SIGN_UP_CODE_VALIDITY_MS } from '../../shared/domain/sign-up-codes';
import { VERIFICATION_CODE_SUBJECT } from '../../shared/verification-code-mail';
import { signUpThroughApi, TEST_PASSWORD } from './support/accounts';
import { api, type ApiAnswer } from './support/api';
import { mailsTo, waitFor } from './support/local-aws';
import { testDb } from './support/members';
import { testStack } from './support/stack';

/**
 * Issue 22, sign-up proves the e-mail: the account waits for the 6-digit code e-mailed to the address (read here from
 * the local mailbox), a wrong or expired code is refused in French, 'Renvoyer le code' is limited per address even
 * under simultaneous requests, and an unconfirmed account cannot sign in. Through the local gateway, with cognito-local
 * behind the proxy that emulates what it lacks of the code (scripts/dev/sign-up-codes.ts).
 */
jest.setTimeout(60_000);

const pool = () => ({ client: cognitoClient(testStack().urls.cognito), userPoolId: testStack().userPoolId, userPoolClientId: testStack().userPoolClientId });
const freshEmail = (label: string) => `code-${label}-${randomUUID()}@example.com`;

function expectError(answer: ApiAnswer, code: ApiErrorCode): void {
  expect({ status: answer.status, json: answer.json }).toEqual({ status: API_ERRORS[code].status, json: { error: { code, message: API_ERRORS[code].message } } });
}

const signUp = async (email: string) => {
  const answer = await api('POST', '/auth/sign-up', { body: { firstName: 'Capucine', email, password: TEST_PASSWORD, acceptCgu: true } });
  expect(answer.status).toBe(204);
};
const confirm = (email: string, code: string) => api('POST', '/auth/confirm-sign-up', { body: { email, code } });
const resend = (email: string) => api('POST', '/auth/resend-code', { body: { email } });
const codeMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject === VERIFICATION_CODE_SUBJECT);

/** The code of the `count`-th code e-mail to `email` (waits for it). */
async function code(email: string, count = 1): Promise<string> {
  await waitFor(async () => (await codeMails(email)).length >= count);
  const text = (await codeMails(email))[count - 1]?.text ?? '';
  const found = /\b(\d{6})\b/.exec(text)?.[1];
  if (!found) throw new Error(`Aucun code dans l’e-mail à ${email}`);
  return found;
}

/** Cognito's answer to a sign-in with the right password, as the browser makes it (USER_PASSWORD_AUTH locally). */
async function signInFailure(email: string): Promise<string | undefined> {
  try {
    await pool().client.send(
      new InitiateAuthCommand({ ClientId: testStack().userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD } }),
    );
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.name : String(error);
  }
}

const backdateCode = async (email: string, ageMs: number) => {
  const answer = await fetch(`${testStack().urls.cognito}${SIGN_UP_CODE_AGE_PATH}`, { method: 'POST', body: JSON.stringify({ email, ageSeconds: ageMs / 1000 }) });
  expect(answer.status).toBe(204);
};

describe('the code e-mailed at sign-up', () => {
  it('arrives in French, and the right code confirms the account once: the member signs in and has their rows and one welcome', async () => {
    const email = freshEmail('juste');
    await signUp(email);
    const [mail] = await codeMails(email);
    expect(mail?.text).toContain('Voici ton code La Meute :');
    expect(mail?.html).toContain('confirmer ton adresse e-mail');

    expect((await confirm(email, await code(email))).status).toBe(204);
    const tokens = await signIn(pool(), email, TEST_PASSWORD);
    expect((await api('GET', '/me', { token: tokens.accessToken })).json).toMatchObject({ profile: { email, firstName: 'Capucine' } });
    // Confirmed once: the same code again is refused, and the post-confirmation trigger made one member.
    expectError(await confirm(email, await code(email)), 'SIGN_UP_CODE_INVALID');
    await waitFor(async () => (await mailsTo(email)).some((sent) => sent.subject === WELCOME_SUBJECT));
    expect((await mailsTo(email)).filter((sent) => sent.subject === WELCOME_SUBJECT)).toHaveLength(1);
  });

  it('keeps an unconfirmed account from signing in: Cognito answers UserNotConfirmedException (the web opens the code step)', async () => {
    const email = freshEmail('attente');
    await signUp(email);
    expect(await signInFailure(email)).toBe('UserNotConfirmedException');
    // No member rows before the code: the post-confirmation trigger makes them.
    const userId = await findAccount(pool(), email);
    expect(userId).not.toBeNull();
    expect((await testDb().entities.profile.get({ userId: userId! }).go()).data).toBeNull();
    expect((await confirm(email, await code(email))).status).toBe(204);
    expect((await testDb().entities.profile.get({ userId: userId! }).go()).data).toMatchObject({ email });
    expect(await signInFailure(email)).toBeUndefined();
  });

  it('refuses a wrong code in French and leaves the account unconfirmed; an unknown address answers the same', async () => {
    const email = freshEmail('faux');
    await signUp(email);
    const right = await code(email);
    const wrong = right === '000000' ? '111111' : '000000';
    expectError(await confirm(email, wrong), 'SIGN_UP_CODE_INVALID');
    expectError(await confirm(freshEmail('inconnu'), wrong), 'SIGN_UP_CODE_INVALID');
    expect(await signInFailure(email)).toBe('UserNotConfirmedException');
    const malformed = await confirm(email, '12 34');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { code: 'Le code reçu par email contient 6 chiffres' } } });
  });

  it('refuses an expired code, and a resent code confirms the account (the old one no longer does)', async () => {
    const email = freshEmail('expire');
    await signUp(email);
    const first = await code(email);
    await backdateCode(email, SIGN_UP_CODE_VALIDITY_MS);
    expectError(await confirm(email, first), 'SIGN_UP_CODE_EXPIRED');

    expect((await resend(email)).status).toBe(204);
    const second = await code(email, 2);
    if (second !== first) expectError(await confirm(email, first), 'SIGN_UP_CODE_INVALID');
    expect((await confirm(email, second)).status).toBe(204);
    expect(await signInFailure(email)).toBeUndefined();
  });
});

describe('Renvoyer le code', () => {
  it('sends exactly one new code when ten requests for the same address arrive at once; the others wait a minute', async () => {
    const email = freshEmail('rafale');
    await signUp(email);
    await code(email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => resend(email)));
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 204)) expectError(refused, 'SIGN_UP_CODE_RESEND_TOO_SOON');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await codeMails(email)).toHaveLength(2);
    const { data } = await testDb().entities.signUpCodeResends.get({ email }).go();
    expect(data?.sends).toHaveLength(1);
  });

  it('allows five resends an hour per address, a minute apart: the sixth is refused until the first is an hour old', async () => {
    const email = freshEmail('cinq');
    await signUp(email);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    // Four resends already this hour, the last more than a minute ago (RESEND_MIN_GAP_MS): the fifth passes.
    const four = [minutesAgo(50), minutesAgo(40), minutesAgo(30), minutesAgo(RESEND_MIN_GAP_MS / 60_000 + 1)];
    await testDb().entities.signUpCodeResends.put({ email, sends: four, version: 4, expiresAt: Math.ceil(Date.now() / 1000) + 3600 }).go();
    expect((await resend(email)).status).toBe(204);
    await code(email, 2);
    // Five this hour: refused, even once the minute has passed.
    const { data } = await testDb().entities.signUpCodeResends.get({ email }).go();
    await testDb().entities.signUpCodeResends.put({ email, sends: [...four, minutesAgo(2)], version: (data?.version ?? 0) + 1, expiresAt: Math.ceil(Date.now() / 1000) + 3600 }).go();
    expectError(await resend(email), 'SIGN_UP_CODE_RESEND_LIMIT');
    expect(await codeMails(email)).toHaveLength(2);
  });

  it('answers an unknown or already confirmed address as any other, sending nothing', async () => {
    const unknown = freshEmail('personne');
    expect((await resend(unknown)).status).toBe(204);
    const member = freshEmail('confirme');
    await signUpThroughApi(member);
    expect((await resend(member)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await codeMails(unknown)).toHaveLength(0);
    expect(await codeMails(member)).toHaveLength(1);
  });
});
