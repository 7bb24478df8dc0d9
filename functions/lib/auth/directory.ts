import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  UsernameExistsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES, type Role } from '../../../shared/domain/roles';
import { config } from '../config';
import { cognito } from './cognito';

/**
 * The user pool as the admin area changes it (issue 14): staff roles are Cognito groups, so a change shows in the
 * member's next token (the API's access check and the web app's guards read the token's `cognito:groups`). The pool's
 * username is the account's `sub` (e-mail is an alias), which is the member id everywhere else.
 */
export interface Directory {
  /** The account's staff roles; null when the pool has no such account. */
  rolesOf(userId: string): Promise<Role[] | null>;
  setRole(userId: string, role: Role, granted: boolean): Promise<void>;
  /**
   * Creates an account for an invited educator, which Cognito e-mails a temporary password to (changed at the first
   * sign-in). An account that exists and never signed in (an invitation half done) is returned as is: 'existing'.
   * An account in use answers 'taken'.
   */
  createInvited(invite: { email: string; firstName: string }): Promise<{ outcome: 'created' | 'existing'; userId: string } | { outcome: 'taken' }>;
  /**
   * Suspends an account (issue 21): Cognito refuses its sign-in and the refresh of its sessions (a disabled user),
   * and signs it out everywhere (its refresh tokens revoked). Reactivating allows sign-in again. Both idempotent.
   */
  setSuspended(userId: string, suspended: boolean): Promise<void>;
}

export function cognitoDirectory(): Directory {
  const pool = () => ({ UserPoolId: config().USER_POOL_ID });
  return {
    async rolesOf(userId) {
      try {
        const { Groups } = await cognito().send(new AdminListGroupsForUserCommand({ ...pool(), Username: userId }));
        return ROLES.filter((role) => Groups?.some((group) => group.GroupName === role));
      } catch (error) {
        if (error instanceof UserNotFoundException) return null;
        throw error;
      }
    },
    async setRole(userId, role, granted) {
      // Both calls are idempotent: adding a member of the group, or removing a non-member, changes nothing.
      const command = granted ? new AdminAddUserToGroupCommand({ ...pool(), Username: userId, GroupName: role }) : new AdminRemoveUserFromGroupCommand({ ...pool(), Username: userId, GroupName: role });
      await cognito().send(command);
    },
    async createInvited({ email, firstName }) {
      try {
        const { User } = await cognito().send(
          new AdminCreateUserCommand({
            ...pool(),
            Username: email,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'given_name', Value: firstName },
            ],
            DesiredDeliveryMediums: ['EMAIL'],
          }),
        );
        const userId = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
        if (!userId) throw new Error(`Compte invité ${email} créé sans sub`);
        return { outcome: 'created', userId };
      } catch (error) {
        if (!(error instanceof UsernameExistsException)) throw error;
      }
      const existing = await cognito().send(new AdminGetUserCommand({ ...pool(), Username: email }));
      const userId = existing.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      return existing.UserStatus === 'FORCE_CHANGE_PASSWORD' && userId ? { outcome: 'existing', userId } : { outcome: 'taken' };
    },
    async setSuspended(userId, suspended) {
      if (!suspended) {
        await cognito().send(new AdminEnableUserCommand({ ...pool(), Username: userId }));
        return;
      }
      await cognito().send(new AdminDisableUserCommand({ ...pool(), Username: userId }));
      await cognito().send(new AdminUserGlobalSignOutCommand({ ...pool(), Username: userId }));
    },
  };
}
