import { readSession } from '../../../web/src/islands/session';
import { MemoryStorage } from '../support/memory-storage';

/** Issue 24: a public page's islands read the signed-in state from Amplify v6's localStorage keys, without Amplify. */

const NOW = Date.parse('2026-11-26T10:00:00Z');
const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
const PREFIX = 'CognitoIdentityServiceProvider.client123';
const USER = 'claire@example.com';

function amplifyStorage({ accessExp = NOW / 1000 + 3600 }: { accessExp?: number } = {}): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(`${PREFIX}.LastAuthUser`, USER);
  storage.setItem(`${PREFIX}.${USER}.idToken`, jwt({ sub: 'u1', given_name: 'Chloé', 'cognito:groups': ['educator'], exp: NOW / 1000 - 10 }));
  storage.setItem(`${PREFIX}.${USER}.accessToken`, jwt({ sub: 'u1', exp: accessExp }));
  storage.setItem(`${PREFIX}.${USER}.refreshToken`, 'refresh');
  storage.setItem(`${PREFIX}.${USER}.clockDrift`, '0');
  storage.setItem(`${PREFIX}.${USER}.deviceKey`, 'device');
  storage.setItem('la-meute.other', 'kept');
  return storage;
}

describe('the islands’ session', () => {
  it('is null for a visitor (no LastAuthUser) and for a user whose tokens are gone', () => {
    expect(readSession(new MemoryStorage(), NOW)).toBeNull();
    const signedOut = new MemoryStorage();
    signedOut.setItem(`${PREFIX}.LastAuthUser`, USER);
    expect(readSession(signedOut, NOW)).toBeNull();
  });

  it('reads the id token’s claims (UTF-8 names, groups) even expired, and the access token while valid', () => {
    const session = readSession(amplifyStorage(), NOW);
    expect(session?.claims).toMatchObject({ given_name: 'Chloé', 'cognito:groups': ['educator'] });
    expect(session?.accessToken).toBe(amplifyStorage().getItem(`${PREFIX}.${USER}.accessToken`));
  });

  it('gives no access token within a minute of its expiry: the app refreshes it', () => {
    expect(readSession(amplifyStorage({ accessExp: NOW / 1000 + 30 }), NOW)?.accessToken).toBeNull();
  });

  it('signs out as Amplify does locally: the user’s tokens and LastAuthUser go, the device key and other keys stay', () => {
    const storage = amplifyStorage();
    readSession(storage, NOW)?.signOut();
    expect(storage.keys().sort()).toEqual([`${PREFIX}.${USER}.deviceKey`, 'la-meute.other']);
    expect(readSession(storage, NOW)).toBeNull();
  });
});
