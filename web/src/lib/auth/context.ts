import { createContext } from 'react';
import type { AccessLevel, Role } from '../../../../shared/domain/roles';
import type { AuthUser } from './types';

/** SPEC §4: loading first, then signed in or out, following Amplify's auth events. */
export type AuthState =
  | { status: 'loading'; user: null; roles: readonly Role[] }
  | { status: 'signedOut'; user: null; roles: readonly Role[] }
  | { status: 'signedIn'; user: AuthUser; roles: readonly Role[] };

export interface AuthContextValue {
  state: AuthState;
  /** Whether the signed-in person reaches `level` (admin ⊇ educator ⊇ member); false while loading or signed out. */
  hasAccess(level: AccessLevel): boolean;
  /**
   * Resolves once the session is established and the state says signedIn, or with 'newPasswordRequired' when the
   * account was created by an admin and its temporary password must be replaced first (`confirmNewPassword`).
   */
  signIn(email: string, password: string): Promise<'signedIn' | 'newPasswordRequired'>;
  /** Chooses the password of an invited account during its first sign-in; resolves once signed in. */
  confirmNewPassword(password: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
