import type * as Loader from '../../../web/src/lib/auth/loader';
import { keptSession, storedSession } from '../../../web/src/lib/auth/session';
import { MemoryStorage } from '../support/memory-storage';

/**
 * Issue 24: the app reads the session from the tokens Amplify stores, without loading Amplify, while the access token
 * is valid; past its expiry, Amplify loads and refreshes it (the API and the live channel then get the new one).
 */

const NOW = Date.now();
const PREFIX = 'CognitoIdentityServiceProvider.client123';
const USER = 'nina@example.com';
const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

function signedIn(accessExp: number): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(`${PREFIX}.LastAuthUser`, USER);
  storage.setItem(`${PREFIX}.${USER}.idToken`, jwt({ sub: 'u1', email: USER, given_name: 'Nina', 'cognito:groups': ['educator', 'unknown'], exp: accessExp }));
  storage.setItem(`${PREFIX}.${USER}.accessToken`, jwt({ sub: 'u1', exp: accessExp }));
  storage.setItem(`${PREFIX}.${USER}.refreshToken`, 'refresh');
  return storage;
}

/** Amplify's module, as the loader imports it on demand: its refresh writes new tokens, as Amplify's TokenStore does. */
const amplify = { configured: Promise.resolve(), accessToken: jest.fn<Promise<string | null>, []>() };
jest.mock('../../../web/src/lib/auth/cognito', () => amplify);

let loader: typeof Loader;

/** A fresh loader each time: it keeps Amplify's module once loaded. */
beforeEach(async () => {
  jest.resetModules();
  amplify.accessToken.mockReset();
  loader = await import('../../../web/src/lib/auth/loader');
});

afterEach(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

describe('the access token', () => {
  it('is the stored one while it is valid: Amplify is not loaded', async () => {
    const storage = signedIn(NOW / 1000 + 3600);
    Object.assign(globalThis, { localStorage: storage });
    const loaded = jest.fn();
    loader.onCognitoLoaded(loaded);

    expect(await loader.accessToken()).toBe(storage.getItem(`${PREFIX}.${USER}.accessToken`));
    expect(amplify.accessToken).not.toHaveBeenCalled();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('past its expiry, is refreshed by Amplify, which then loads (the auth state follows its events from then on)', async () => {
    const storage = signedIn(NOW / 1000 - 60);
    Object.assign(globalThis, { localStorage: storage });
    const fresh = jwt({ sub: 'u1', exp: NOW / 1000 + 3600 });
    amplify.accessToken.mockImplementation(async () => {
      storage.setItem(`${PREFIX}.${USER}.accessToken`, fresh);
      storage.setItem(`${PREFIX}.${USER}.idToken`, jwt({ sub: 'u1', email: USER, given_name: 'Nina', exp: NOW / 1000 + 3600 }));
      return fresh;
    });
    const loaded = jest.fn();
    loader.onCognitoLoaded(loaded);

    expect(await loader.accessToken()).toBe(fresh);
    expect(amplify.accessToken).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledTimes(1);
    // The next call finds the refreshed token in storage.
    expect(await loader.accessToken()).toBe(fresh);
    expect(amplify.accessToken).toHaveBeenCalledTimes(1);
  });

  it('is null for a visitor, and when the refresh fails (the session has ended)', async () => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
    expect(await loader.accessToken()).toBeNull();

    Object.assign(globalThis, { localStorage: signedIn(NOW / 1000 - 60) });
    amplify.accessToken.mockRejectedValue(new Error('NotAuthorizedException'));
    expect(await loader.accessToken()).toBeNull();
  });
});

describe('the session', () => {
  it('comes from the stored id token: user, and the roles the app knows', async () => {
    Object.assign(globalThis, { localStorage: signedIn(NOW / 1000 + 3600) });
    expect(await loader.currentSession()).toEqual({ user: { sub: 'u1', email: USER, firstName: 'Nina' }, roles: ['educator'] });
    expect(amplify.accessToken).not.toHaveBeenCalled();
  });

  it('is read without waiting only while the access token is valid (the first render signs in from it)', () => {
    expect(storedSession(signedIn(NOW / 1000 + 3600), NOW)?.user.sub).toBe('u1');
    expect(storedSession(signedIn(NOW / 1000 - 60), NOW)).toBeNull();
    expect(storedSession(new MemoryStorage(), NOW)).toBeNull();
  });

  it('is null once the refresh fails', async () => {
    Object.assign(globalThis, { localStorage: signedIn(NOW / 1000 - 60) });
    amplify.accessToken.mockResolvedValue(null);
    expect(await loader.currentSession()).toBeNull();
  });

  it('stays the member’s while the tokens are kept, expired or not: a refresh that could not reach Cognito (offline) keeps them (issue 27)', () => {
    expect(keptSession(signedIn(NOW / 1000 - 7200))).toEqual({ user: { sub: 'u1', email: USER, firstName: 'Nina' }, roles: ['educator'] });
  });

  it('ends when Amplify clears the tokens (a refresh Cognito refused), or for a visitor', () => {
    const storage = signedIn(NOW / 1000 - 60);
    storage.removeItem(`${PREFIX}.${USER}.refreshToken`);
    expect(keptSession(storage)).toBeNull();
    expect(keptSession(new MemoryStorage())).toBeNull();
  });
});
