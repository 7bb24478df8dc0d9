import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { readBody, sendJson } from './http-server';
import { mailCode, signUpCodes } from './sign-up-codes';

/**
 * What cognito-local lacks of Cognito's account suspension (issue 21), emulated in front of it on the pool's public
 * port, so the local stack answers as AWS does (DESIGN §5):
 * - a disabled user (AdminDisableUser, which cognito-local stores) cannot sign in nor refresh a session: InitiateAuth
 *   and AdminInitiateAuth answer NotAuthorizedException 'User is disabled.', as Cognito does (cognito-local signs
 *   them in);
 * - AdminUserGlobalSignOut (which cognito-local does not know) revokes the user's refresh tokens: a refresh with one
 *   of them answers NotAuthorizedException 'Refresh Token has been revoked'. The revoked tokens are kept in memory
 *   (a restarted stack forgets them; the user is disabled anyway while suspended).
 * - ChangePassword with a wrong current password answers NotAuthorizedException, as Cognito does (cognito-local
 *   answers InvalidPasswordException, which the API would report as a refused new password);
 * - GlobalSignOut (a member's 'Se déconnecter de tous les appareils', issue 22), which cognito-local does not know
 *   either, revokes the caller's refresh tokens the same way;
 * - a change of address (UpdateUserAttributes with `email`, issue 22): an address another account has is refused
 *   with AliasExistsException, as Cognito does where the address is the username attribute (cognito-local accepts
 *   it); once cognito-local has kept the new address aside until it is verified and made its code (it follows the
 *   pool's AttributesRequireVerificationBeforeUpdate), the code is e-mailed to the NEW address through the local SES
 *   (`mailEndpoint`), worded as the pool's verification message, so it lands in the local mailbox;
 * - the sign-up's code (issue 22): e-mailed the same way, resent, expired and checked as Cognito does
 *   (scripts/dev/sign-up-codes.ts);
 * - GetTokensFromRefreshToken, with which Amplify v6 refreshes an expired session (cognito-local does not know it):
 *   answered by InitiateAuth's refresh flow, with the same checks of a disabled user or a revoked token.
 * Everything else goes to cognito-local untouched. Both are kept in memory, learnt from the admin calls that pass
 * through this port (a restarted stack forgets them): a disabled user's names (username, sub, e-mail) and refresh
 * tokens, read once from cognito-local's own store (its JSON files) when AdminDisableUser succeeds, so a sign-in never
 * reads the store (it is rewritten on every sign-in: reading it then would race its writer and slow every sign-in).
 */
export function cognitoGaps({ storeDir, upstreamPort, mailEndpoint }: { storeDir: string; upstreamPort: number; mailEndpoint: string }): Server {
  const revoked = new Set<string>();
  const disabled = new Map<string, { names: string[]; refreshTokens: string[] }>();
  const isDisabled = (name: string) => [...disabled.values()].some((user) => user.names.includes(name.toLowerCase()));
  const isDisabledToken = (token: string) => [...disabled.values()].some((user) => user.refreshTokens.includes(token));
  // The sign-up's code (issue 22): e-mailed, resent, expired and checked as Cognito does (scripts/dev/sign-up-codes.ts).
  const codes = signUpCodes({ upstreamPort, mailEndpoint });
  return createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => sendJson(response, 500, { __type: 'InternalErrorException', message: String(error) }, AWS_JSON));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = (await readBody(request, 10 * 1024 * 1024)) ?? Buffer.alloc(0);
    const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1];
    if (request.method === 'POST' && operation) {
      const input = parse(body);
      const username = String(input.Username ?? '');
      if (operation === 'AdminUserGlobalSignOut') {
        const user = await settled(() => findUser(storeDir, username));
        if (!user) return refuse(response, 'UserNotFoundException', 'User does not exist.');
        for (const token of user.RefreshTokens ?? []) revoked.add(token);
        return sendJson(response, 200, {}, AWS_JSON);
      }
      if (operation === 'ChangePassword') {
        const user = await settled(() => findUser(storeDir, subOf(input.AccessToken)));
        if (user && user.Password !== input.PreviousPassword) return refuse(response, 'NotAuthorizedException', 'Incorrect username or password.');
      }
      if (operation === 'GlobalSignOut') {
        const user = await settled(() => findUser(storeDir, subOf(input.AccessToken)));
        if (!user) return refuse(response, 'NotAuthorizedException', 'Invalid Access Token');
        for (const token of user.RefreshTokens ?? []) revoked.add(token);
        return sendJson(response, 200, {}, AWS_JSON);
      }
      const newEmail = operation === 'UpdateUserAttributes' ? emailIn(input.UserAttributes) : undefined;
      if (newEmail) {
        const sub = subOf(input.AccessToken);
        const holder = await settled(() => findUser(storeDir, newEmail));
        if (holder && !namesOf(holder).includes(sub.toLowerCase())) return refuse(response, 'AliasExistsException', 'An account with the given email already exists.');
        if ((await forwarded(request, body, response)) !== 200) return;
        const user = await settled(() => findUser(storeDir, sub));
        if (user?.AttributeVerificationCode) await mailCode(mailEndpoint, newEmail, user.AttributeVerificationCode);
        return;
      }
      if (operation === 'AdminDisableUser' || operation === 'AdminEnableUser') {
        const status = await forwarded(request, body, response);
        const user = status === 200 ? await settled(() => findUser(storeDir, username)) : undefined;
        if (user && operation === 'AdminDisableUser') disabled.set(user.Username, { names: namesOf(user), refreshTokens: user.RefreshTokens ?? [] });
        if (user && operation === 'AdminEnableUser') disabled.delete(user.Username);
        return;
      }
      if (operation === 'GetTokensFromRefreshToken') {
        // Amplify v6 refreshes an expired session with this newer call, which cognito-local does not know: it is the
        // refresh flow of InitiateAuth (REFRESH_TOKEN_AUTH) with the same answer's AuthenticationResult.
        const refreshToken = String(input.RefreshToken ?? '');
        if (isDisabledToken(refreshToken)) return refuse(response, 'NotAuthorizedException', 'User is disabled.');
        if (revoked.has(refreshToken)) return refuse(response, 'NotAuthorizedException', 'Refresh Token has been revoked');
        const refresh = Buffer.from(JSON.stringify({ ClientId: input.ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }));
        request.headers['x-amz-target'] = 'AWSCognitoIdentityProviderService.InitiateAuth';
        request.headers['content-length'] = String(refresh.byteLength);
        return forward(request, refresh, response);
      }
      if (operation === 'InitiateAuth' || operation === 'AdminInitiateAuth') {
        const parameters = (input.AuthParameters ?? {}) as Record<string, string>;
        const refreshToken = parameters.REFRESH_TOKEN;
        if (refreshToken ? isDisabledToken(refreshToken) : isDisabled(parameters.USERNAME ?? '')) return refuse(response, 'NotAuthorizedException', 'User is disabled.');
        if (refreshToken && revoked.has(refreshToken)) return refuse(response, 'NotAuthorizedException', 'Refresh Token has been revoked');
      }
    }
    if (await codes.handle(request, response, operation ?? '', parse(body), body)) return;
    forward(request, body, response);
  }

  /** Forwards, then resolves with cognito-local's status once its answer is sent on. */
  function forwarded(request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<number> {
    return new Promise((resolve) => {
      response.on('finish', () => resolve(response.statusCode));
      forward(request, body, response);
    });
  }

  function forward(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const upstream = httpRequest({ host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => sendJson(response, 502, { __type: 'InternalErrorException', message: error.message }, AWS_JSON));
    upstream.end(body);
  }
}

const AWS_JSON = { 'content-type': 'application/x-amz-json-1.1' };

/** A store file read while cognito-local rewrites it may be cut short: read again, a few times, before concluding. */
async function settled(read: () => StoredUser | undefined): Promise<StoredUser | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof SyntaxError) || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

interface StoredUser {
  Username: string;
  Enabled?: boolean;
  Attributes?: Array<{ Name: string; Value?: string }>;
  RefreshTokens?: string[];
  Password?: string;
  /** The code of an attribute waiting for its verification (a new address). */
  AttributeVerificationCode?: string;
}

/** The `sub` of an access token, unverified (cognito-local does not verify the tokens of these calls either). */
function subOf(token: unknown): string {
  try {
    const payload = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : '';
  } catch {
    return '';
  }
}

/** The address an UpdateUserAttributes sets, lower-cased, if it sets one. */
function emailIn(attributes: unknown): string | undefined {
  if (!Array.isArray(attributes)) return undefined;
  const email = (attributes as Array<{ Name?: string; Value?: string }>).find((attribute) => attribute.Name === 'email')?.Value;
  return email ? email.toLowerCase() : undefined;
}

function refuse(response: ServerResponse, type: string, message: string): void {
  sendJson(response, 400, { __type: type, message }, { ...AWS_JSON, 'x-amzn-errortype': type });
}

function parse(body: Buffer): Record<string, unknown> {
  try {
    return JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Every user of every pool in cognito-local's store (`<pool id>.json` beside `clients.json`). */
function storedUsers(storeDir: string): StoredUser[] {
  const dir = join(storeDir, '.cognito', 'db');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'clients.json')
    .flatMap((name) => {
      const { Users = {} } = JSON.parse(readFileSync(join(dir, name), 'utf8') || '{}') as { Users?: Record<string, StoredUser> };
      return Object.values(Users);
    });
}

/** The names a user signs in or is found by, lower-cased: username, sub, e-mail. */
function namesOf(user: StoredUser): string[] {
  const attribute = (key: string) => user.Attributes?.find((a) => a.Name === key)?.Value?.toLowerCase();
  return [user.Username.toLowerCase(), attribute('sub'), attribute('email')].filter((name): name is string => Boolean(name));
}

function findUser(storeDir: string, name: string): StoredUser | undefined {
  if (!name) return undefined;
  return storedUsers(storeDir).find((user) => namesOf(user).includes(name.toLowerCase()));
}
