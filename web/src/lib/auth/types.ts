import type { Role } from '../../../../shared/domain/roles';

/** The signed-in person as the id token describes them. */
export interface AuthUser {
  sub: string;
  email: string;
  /** `given_name` of the id token: the first name given at sign-up. */
  firstName: string;
}

export interface SessionInfo {
  user: AuthUser;
  roles: Role[];
}

/** Amplify Hub auth events the app reacts to. */
export type AuthEvent = 'signedIn' | 'signedOut' | 'tokenRefresh' | 'tokenRefresh_failure';
