import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { hasAccess, type AccessLevel, type Role } from '../../../../shared/domain/roles';
import { AuthContext, type AuthContextValue, type AuthState } from './context';
import { loadCognito, mayHaveSession } from './loader';

const LOADING: AuthState = { status: 'loading', user: null, roles: [] };
const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, roles: [] };

/**
 * Holds the auth state of SPEC §4 and keeps it in step with Amplify's Hub events once Amplify is loaded.
 * `prerendered`: the first render is a visitor's, as in the page prerendered at build time; a member's session is
 * then looked up after hydration.
 */
export function AuthProvider({ children, prerendered = false }: { children: ReactNode; prerendered?: boolean }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() => (!prerendered && mayHaveSession() ? LOADING : SIGNED_OUT));
  const unsubscribe = useRef<(() => void) | null>(null);
  const roles = useRef<readonly Role[]>([]);

  /** Signed out too when Amplify cannot load (chunk download failed, runtime config refused by the shared schema). */
  const refresh = useCallback(async () => {
    try {
      const session = await (await loadCognito()).readSession();
      roles.current = session?.roles ?? [];
      setState(session ? { status: 'signedIn', ...session } : SIGNED_OUT);
    } catch {
      roles.current = [];
      setState(SIGNED_OUT);
    }
  }, []);

  const signedOut = useCallback(() => {
    roles.current = [];
    queryClient.clear();
    setState(SIGNED_OUT);
  }, [queryClient]);

  /** Loads Amplify (once) and follows its auth events from then on. */
  const cognito = useCallback(async () => {
    const module = await loadCognito();
    unsubscribe.current ??= module.onAuthEvent((event) => {
      if (event === 'signedIn' || event === 'tokenRefresh') void refresh();
      else signedOut();
    });
    return module;
  }, [refresh, signedOut]);

  useEffect(() => {
    if (mayHaveSession()) {
      setState((current) => (current.status === 'signedOut' ? LOADING : current));
      void cognito().then(refresh, () => setState(SIGNED_OUT));
    }
    return () => {
      unsubscribe.current?.();
      unsubscribe.current = null;
    };
  }, [cognito, refresh]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const outcome = await (await cognito()).signIn(email, password);
      if (outcome === 'signedIn') await refresh();
      return outcome;
    },
    [cognito, refresh],
  );

  const continueSignIn = useCallback(
    async (answer: string) => {
      const outcome = await (await cognito()).continueSignIn(answer);
      if (outcome === 'signedIn') await refresh();
      return outcome;
    },
    [cognito, refresh],
  );

  const signOut = useCallback(async () => {
    await (await cognito()).signOut();
    signedOut();
  }, [cognito, signedOut]);

  const refreshSession = useCallback(async () => {
    await (await cognito()).refreshTokens();
    await refresh();
  }, [cognito, refresh]);

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
