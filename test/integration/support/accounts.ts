import { createPrivateKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addToGroup, confirmAccount, findAccount, signIn, type PoolRef } from '../../../scripts/dev/accounts';
import { cognitoClient } from '../../../scripts/dev/user-pool';
import type { Role } from '../../../shared/domain/roles';
import { api } from './api';
import { testStack } from './stack';

/** The callers the authorization rules distinguish: any signed-in member, an educator, an admin. */
export type TestRole = 'member' | Role;

export interface TestAccount {
  email: string;
  userId: string;
  accessToken: string;
  idToken: string;
}

export const TEST_PASSWORD = 'Chiot-Test-2026!';

let pool: PoolRef | undefined;
function poolRef(): PoolRef {
  const { urls, userPoolId, userPoolClientId } = testStack();
  pool ??= { client: cognitoClient(urls.cognito), userPoolId, userPoolClientId };
  return pool;
}

/**
 * Signs up through the API, as the web app does (triggers included), confirms the account (its e-mailed code is
 * sign-up-code.test.ts's subject) and returns the account's `sub`.
 */
export async function signUpThroughApi(email: string, firstName = 'Testeur', password = TEST_PASSWORD): Promise<string> {
  const answer = await api('POST', '/auth/sign-up', { body: { firstName, email, password, acceptCgu: true } });
  if (answer.status !== 204) throw new Error(`Sign-up of ${email} answered ${answer.status}: ${answer.text}`);
  await confirmAccount(poolRef(), email);
  const userId = await findAccount(poolRef(), email);
  if (!userId) throw new Error(`Sign-up of ${email} left no account`);
  return userId;
}

/** A new account made through the real sign-up flow, in `role`'s group, signed in. */
export async function signUpAndSignIn(role: TestRole, firstName = 'Testeur'): Promise<TestAccount> {
  const email = `${role}-${randomUUID()}@example.com`;
  const userId = await signUpThroughApi(email, firstName);
  if (role !== 'member') await addToGroup(poolRef(), email, role);
  return { email, userId, ...(await signIn(poolRef(), email, TEST_PASSWORD)) };
}

/** Signs an existing account in again: a new token, with the groups the account has now. */
export function signInAgain(email: string): Promise<{ accessToken: string; idToken: string }> {
  return signIn(poolRef(), email, TEST_PASSWORD);
}

const tokens = new Map<TestRole, Promise<string>>();

/** An access token for `role`, one account per role and test file. */
export function tokenFor(role: TestRole): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = signUpAndSignIn(role).then((account) => account.accessToken);
    tokens.set(role, token);
  }
  return token;
}

/** A JWT with `claims`, signed RS256 with `key` under cognito-local's key id. */
function signJwt(claims: Record<string, unknown>, key: KeyObject): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${encode(claims)}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
}

/** Access-token claims cognito-local would issue for `sub` (a new id by default), `ageSeconds` ago, valid `lifetimeSeconds`. */
function accessClaims(ageSeconds: number, lifetimeSeconds: number, sub: string = randomUUID()): Record<string, unknown> {
  const { urls, userPoolId, userPoolClientId } = testStack();
  const issuedAt = Math.floor(Date.now() / 1000) - ageSeconds;
  return {
    sub,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    client_id: userPoolClientId,
    username: sub,
    iss: `${urls.cognito}/${userPoolId}`,
    iat: issuedAt,
    auth_time: issuedAt,
    exp: issuedAt + lifetimeSeconds,
  };
}

/** Signed with cognito-local's own private key, as the pool signs. */
function poolSigned(claims: Record<string, unknown>): string {
  const { pem } = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')) as { pem: string };
  return signJwt(claims, createPrivateKey(pem));
}

/** A token signed by the pool that expired an hour ago. */
export function expiredToken(): string {
  return poolSigned(accessClaims(2 * 3600, 3600));
}

/** A token signed by the pool for an existing member, unexpired, but issued `secondsAhead` in the future. */
export function futureToken(userId: string, secondsAhead: number): string {
  return poolSigned(accessClaims(-secondsAhead, 3600 + secondsAhead, userId));
}

/** A valid token signed by the pool for a user that has no member record (no confirmed sign-up behind it). */
export function orphanToken(): string {
  return poolSigned(accessClaims(0, 3600));
}

/** A well-formed, unexpired token with the right claims, signed by a key that is not the pool's. */
export function forgedToken(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return signJwt(accessClaims(0, 3600), privateKey);
}
