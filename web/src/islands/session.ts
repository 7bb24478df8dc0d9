/**
 * The signed-in state of a public page, read from what Amplify v6 keeps in localStorage, without loading Amplify:
 * `CognitoIdentityServiceProvider.<client id>.LastAuthUser` names the user, whose tokens sit under
 * `CognitoIdentityServiceProvider.<client id>.<user>.{idToken,accessToken,refreshToken,…}`. The app (web/src/lib/auth)
 * refreshes expired tokens; here an expired access token only means no API call is made with it.
 */

const PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER = '.LastAuthUser';
/** What Amplify's `signOut` removes for the user (its TokenStore.clearTokens); device keys stay, as with Amplify. */
const TOKEN_KEYS = ['accessToken', 'idToken', 'clockDrift', 'refreshToken', 'signInDetails', 'oauthMetadata'];

export interface IslandSession {
  /** The id token's claims (given name, groups), whether or not it has expired. */
  claims: Record<string, unknown>;
  /** The access token while it is valid (with a minute to spare), else null. */
  accessToken: string | null;
  /** Forgets the session in this browser, as Amplify's local sign-out does. */
  signOut(): void;
}

function claimsOf(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const valid = (token: string | null, now: number): string | null => {
  const exp = claimsOf(token)?.exp;
  return token && typeof exp === 'number' && exp * 1000 > now + 60_000 ? token : null;
};

/** The session of this browser, or null for a visitor (or when storage cannot be read). */
export function readSession(storage: Storage = localStorage, now = Date.now()): IslandSession | null {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(PREFIX) || !key.endsWith(LAST_AUTH_USER)) continue;
      const user = storage.getItem(key);
      const base = `${key.slice(0, -LAST_AUTH_USER.length)}.${user}.`;
      const claims = claimsOf(storage.getItem(`${base}idToken`));
      if (!user || !claims || !storage.getItem(`${base}refreshToken`)) continue;
      return {
        claims,
        accessToken: valid(storage.getItem(`${base}accessToken`), now),
        signOut: () => {
          for (const name of TOKEN_KEYS) storage.removeItem(`${base}${name}`);
          storage.removeItem(key);
        },
      };
    }
  } catch {
    // Storage refused (privacy mode): a visitor.
  }
  return null;
}
