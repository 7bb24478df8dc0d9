import { ROLE_LABELS, type Role } from '../../shared/domain/roles';
import type { Directory } from '../lib/auth/directory';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { logAdminAction } from '../lib/members/admin-actions';
import { returnTicketsToQueue } from '../support/staff-actions';
import { retireEducator } from '../visios/staff-departure';
import { countAdmin, countFirstAdmin, uncountAdmin } from './admin-roster';
import { setStaffStanding } from './staff-standing';

export interface RoleChange {
  actorId: string;
  userId: string;
  role: Role;
  granted: boolean;
  reason: string;
  requestId: string;
  at: string;
}

/**
 * Gives or takes a staff role (issue 14): the member's Cognito group, which their next token carries (the API and
 * the web app read roles from the token only). An admin cannot take their own admin role (the id is the contract's
 * normalised form, compared with the token's `sub`), and the service always keeps one admin: taking the admin role
 * goes through the table's count of admins first, in one conditional transaction, so of two admins removing each
 * other at the same instant one is refused (issue 20; functions/admin/admin-roster.ts says why this order is safe).
 * Someone left with no staff role has their open tickets put back in the unassigned queue; someone who is no longer an
 * educator has their availability deleted and their future visios handed to another educator (issue 21). The change
 * is logged with its author and reason once Cognito has made it; the same request sent again changes nothing more and
 * logs nothing more.
 */
export async function changeRole(db: Db, directory: Directory, change: RoleChange): Promise<{ roles: Role[] }> {
  const { actorId, userId, role, granted, reason, requestId, at } = change;
  if (userId === actorId && role === 'admin' && !granted) throw new HttpError('OWN_ADMIN_ROLE');
  const [roles, actorRoles, { data: profile }] = await Promise.all([
    directory.rolesOf(userId),
    directory.rolesOf(actorId),
    db.entities.profile.get({ userId }).go({ attributes: ['userId'] }),
  ]);
  if (!roles || !profile) throw new HttpError('ADMIN_MEMBER_NOT_FOUND');
  // A pool whose admins were never counted (a deployed pool's first admin) starts its count with the acting admin,
  // as Cognito holds them now (their token may be older).
  if (actorRoles?.includes('admin')) await countFirstAdmin(db, actorId, at);

  if (role === 'admin' && !granted) {
    if ((await uncountAdmin(db, userId)) === 'last') throw new HttpError('LAST_ADMIN');
    await directory.setRole(userId, role, false).catch(async (error: unknown) => {
      await countAdmin(db, userId, at); // still in the group: counted again
      throw error;
    });
  } else {
    await directory.setRole(userId, role, granted);
    if (role === 'admin') await countAdmin(db, userId, at);
  }
  // Staff are not members (issue 21): joining the team takes them out of the members by plan, leaving it counts them
  // again (functions/admin/staff-standing.ts); an admin who becomes educator too changes nothing there.
  await setStaffStanding(db, userId, granted || roles.some((held) => held !== role), at);
  // Out of the team (no staff role left): their open tickets go back to the unassigned queue.
  const leftTeam = !granted && roles.every((held) => held === role);
  // No longer an educator (that role taken, or the last staff role): their availability goes at once, and their future
  // sessions are handed over or cancelled by the staff_left event written with it (functions/visios/staff-departure.ts).
  if (!granted && (role === 'educator' || leftTeam)) await retireEducator(db, userId, at);
  const returned = leftTeam ? await returnTicketsToQueue(db, userId, at) : 0;
  const summary = `Rôle ${ROLE_LABELS[role]} ${granted ? 'donné' : 'retiré'}${returned ? ` (${returned} ticket${returned > 1 ? 's' : ''} remis dans la file non assignée)` : ''}`;
  await logAdminAction(db, { userId, actionId: requestId, kind: 'role', summary, reason, actorId, at });
  return { roles: (await directory.rolesOf(userId)) ?? [] };
}
