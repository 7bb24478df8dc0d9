import type { Directory } from '../lib/auth/directory';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { adminActionItem } from '../lib/members/admin-actions';
import { countAdmin, countFirstAdmin, uncountAdmin } from './admin-roster';

export interface SuspensionChange {
  actorId: string;
  userId: string;
  /** true: suspend; false: reactivate. */
  suspended: boolean;
  reason: string;
  /** The admin's request key: a retried request changes the account once and logs it once. */
  requestId: string;
  at: string;
}

/**
 * An admin suspends or reactivates an account (issue 21). Suspended, the account cannot sign in (Cognito refuses a
 * disabled user, with the French message the sign-in form shows), its sessions are signed out (refresh tokens
 * revoked) and the API refuses the access tokens it still holds (functions/lib/auth/account-guard.ts). Reactivated,
 * it signs in again; tokens issued before the suspension stay refused.
 *
 * The table is written first, in one transaction with the log line keyed by the admin's request, so the API refuses
 * the account's tokens from that instant; Cognito follows. Should Cognito fail, the request fails and the admin's
 * retry (same request key) finds the line written and asks Cognito again: both calls are idempotent.
 *
 * An admin cannot suspend themself, and the service keeps one active admin: suspending an admin takes them out of
 * the admins' count first, on the condition that one counted admin remains (functions/admin/admin-roster.ts), so of
 * two admins suspending each other at the same instant one is refused; reactivating counts them again.
 */
export async function setSuspension(db: Db, directory: Directory, change: SuspensionChange): Promise<{ suspended: boolean }> {
  const { actorId, userId, suspended, reason, requestId, at } = change;
  if (suspended && userId === actorId) throw new HttpError('OWN_SUSPENSION');
  const [roles, actorRoles, { data: standing }, { data: logged }] = await Promise.all([
    directory.rolesOf(userId),
    directory.rolesOf(actorId),
    db.entities.accountStatus.get({ userId }).go({ consistent: true }),
    db.entities.adminAction.get({ userId, actionId: requestId }).go({ attributes: ['actionId'] }),
  ]);
  if (!roles) throw new HttpError('ADMIN_MEMBER_NOT_FOUND');
  const isSuspended = Boolean(standing?.suspendedAt);
  // Already as asked, by another request: nothing to change nor to log. The same request retried goes on, so that a
  // Cognito call which failed the first time is made again.
  if (isSuspended === suspended && !logged) return { suspended };

  const isAdmin = roles.includes('admin');
  if (isAdmin && actorRoles?.includes('admin')) await countFirstAdmin(db, actorId, at);
  if (suspended && isAdmin && !logged && (await uncountAdmin(db, userId)) === 'last') throw new HttpError('LAST_ADMIN_SUSPENSION');

  const outcome = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        suspended
          ? entities.accountStatus.put({ userId, suspendedAt: at, sessionsRevokedAt: at, lastRequestId: requestId, updatedAt: at }).commit()
          : entities.accountStatus.patch({ userId }).remove(['suspendedAt']).set({ lastRequestId: requestId, updatedAt: at }).commit(),
        adminActionItem(entities, {
          userId,
          actionId: requestId,
          kind: 'suspension',
          summary: suspended ? 'Compte suspendu (connexion refusée, sessions fermées)' : 'Compte réactivé',
          reason,
          actorId,
          at,
        }),
      ])
      .go(),
  );
  if (outcome.canceled && outcome.data[1]?.code !== 'ConditionalCheckFailed') {
    throw new Error(`Suspension ${requestId} annulée : ${outcome.data.map((item) => item.code).join(', ')}`);
  }
  await directory.setSuspended(userId, suspended);
  if (!suspended && isAdmin) await countAdmin(db, userId, at);
  return { suspended };
}
