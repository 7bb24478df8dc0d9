import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { hasAccess, type AccessLevel, type Role } from '../../../../shared/domain/roles';
import { AuthContext, type AuthContextValue, type AuthState } from './context';
import { currentSession, loadCognito, mayHaveSession, onCognitoLoaded } from './loader';
import { keptSession, storedSession } from './session';
import type { SessionInfo } from './types';

const LOADING: AuthState = { status: 'loading', user: null, roles: [] };
const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, roles: [] };
const SIGNED_OUT_DELIBERATELY: AuthState = { ...SIGNED_OUT, deliberate: true };

const stateOf = (session: SessionInfo | null): AuthState => (session ? { status: 'signedIn', ...session } : SIGNED_OUT);

/** The state a first render can know without waiting: signed in from valid stored tokens, loading while they need a refresh. */
function initialState(): AuthState {
  const session = storedSession();
  return session ? stateOf(session) : mayHaveSession() ? LOADING : SIGNED_OUT;
}

const sameState = (a: AuthState, b: AuthState): boolean =>
  a.status === b.status &&
  a.user?.sub === b.user?.sub &&
  a.user?.email === b.user?.email &&
  a.user?.firstName === b.user?.firstName &&
  a.roles.join() === b.roles.join();

/**
 * Holds the auth state of SPEC §4. A member whose stored access token is valid is signed in from the first render,
 * without Amplify (the page into which a public page leads renders at once, no spinner); Amplify loads to sign in or
 * out, or to refresh tokens, and from then on the state follows its Hub events. `prerendered`: the first render is a
 * visitor's, as in the page prerendered at build time; a member's session is then looked up after hydration.
 */
export function AuthProvider({ children, prerendered = false }: { children: ReactNode; prerendered?: boolean }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() => (prerendered ? SIGNED_OUT : initialState()));
  const roles = useRef<readonly Role[]>(state.roles);

  /**
   * The session after Amplify's check. When it cannot tell (Cognito or Amplify's chunk out of reach, the runtime
   * config refused by the shared schema), the tokens still kept decide: kept, the member stays signed in (offline);
   * cleared by a refused refresh, or never there, signed out.
   */
  const refresh = useCallback(async () => {
    let next = SIGNED_OUT;
    try {
      next = stateOf(await currentSession());
    } catch {
      // Decided below by the tokens kept.
    }
    if (next.status === 'signedOut') next = stateOf(keptSession());
    roles.current = next.roles;
    setState((current) => (sameState(current, next) ? current : next));
  }, []);

  const signedOut = useCallback(
    (next: AuthState) => {
      roles.current = [];
      queryClient.clear();
      setState(next);
    },
    [queryClient],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const stop = onCognitoLoaded((module) => {
      unsubscribe ??= module.onAuthEvent((event) => {
        if (event === 'signedIn' || event === 'tokenRefresh') void refresh();
        // A refresh that could not reach Cognito keeps the tokens: the member stays signed in, offline (keptSession).
        else if (event === 'tokenRefresh_failure' && keptSession()) return;
        // 'signedOut': a sign-out, in this tab or another (Amplify follows the stored refresh token across tabs).
        else signedOut(event === 'signedOut' ? SIGNED_OUT_DELIBERATELY : SIGNED_OUT);
      });
    });
    if (mayHaveSession()) {
      setState((current) => (current.status === 'signedOut' ? LOADING : current));
      void refresh();
    }
    return () => {
      stop();
      unsubscribe?.();
    };
  }, [refresh, signedOut]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const outcome = await (await loadCognito()).signIn(email, password);
      if (outcome === 'signedIn') await refresh();
      return outcome;
    },
    [refresh],
  );

  const continueSignIn = useCallback(
    async (answer: string) => {
      const outcome = await (await loadCognito()).continueSignIn(answer);
      if (outcome === 'signedIn') await refresh();
      return outcome;
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    await (await loadCognito()).signOut();
    signedOut(SIGNED_OUT_DELIBERATELY);
  }, [signedOut]);

  const refreshSession = useCallback(async () => {
    await (await loadCognito()).refreshTokens();
    await refresh();
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      hasAccess: (level: AccessLevel) => state.status === 'signedIn' && hasAccess(state.roles, level),
      signIn,
      continueSignIn,
      signOut,
      sessionRoles: () => roles.current,
      refreshSession,
    }),
    [state, signIn, continueSignIn, signOut, refreshSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
