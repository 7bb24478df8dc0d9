import { createContext } from 'react';
import type { AccessLevel, Role } from '../../../../shared/domain/roles';
import type { SignInOutcome } from './sign-in-steps';
import type { AuthUser } from './types';

/** SPEC §4: signed in at once from valid stored tokens, else loading (Amplify refreshes them), then following Amplify's auth events. */
export type AuthState =
  | { status: 'loading'; user: null; roles: readonly Role[] }
  | {
      status: 'signedOut';
      user: null;
      roles: readonly Role[];
      /** The person signed out (Déconnexion, 'Se déconnecter de tous les appareils'): not a session that ended by itself. */
      deliberate?: boolean;
    }
  | { status: 'signedIn'; user: AuthUser; roles: readonly Role[] };

export interface AuthContextValue {
  state: AuthState;
  /** Whether the signed-in person reaches `level` (admin ⊇ educator ⊇ member); false while loading or signed out. */
  hasAccess(level: AccessLevel): boolean;
  /**
   * Resolves once the session is established and the state says signedIn; or with the step the sign-in waits for
   * (`continueSignIn`): 'newPasswordRequired' when the account was created by an admin and its temporary password must
   * be replaced, 'totpRequired' when the account has an authenticator app whose code is asked.
   */
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Answers that step (the new password, or the 6-digit code); resolves like `signIn`, with the next one if any. */
  continueSignIn(answer: string): Promise<SignInOutcome>;
  /**
   * The roles of the session as last read, even before the state's next render: what a sign-in that has just
   * resolved uses to choose where to go (issue 21: staff to their area).
   */
  sessionRoles(): readonly Role[];
  signOut(): Promise<void>;
  /** Takes new tokens and reads the session again: the account's first name or address changed ('Mon compte'). */
  refreshSession(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
