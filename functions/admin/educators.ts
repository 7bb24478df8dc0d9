import type { AdminEducator } from '../../shared/contract/admin-member-schemas';
import { createMember } from '../account/members';
import type { Directory } from '../lib/auth/directory';
import { team, type Educator } from '../lib/auth/team';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { educatorTicketFigures, recentTickets, type RecentTicket } from '../lib/stats/team-figures';

/**
 * The team of educators (issue 14, SPEC §2 Admin Educators): the pool's `educator` group, each with their open
 * tickets, upcoming sessions and median time to a first answer this month. Reads the queue indexes once for all
 * and each educator's agenda from the start of now (gsi2): bounded by the team and its recent work.
 */
export async function adminEducators(db: Db, now: string): Promise<{ educators: AdminEducator[] }> {
  const [members, tickets] = await Promise.all([team(db, Date.now(), true), recentTickets(db, now)]);
  const educators = members.filter((member) => member.roles.includes('educator'));
  return { educators: await Promise.all(educators.map((educator) => educatorRow(db, educator, tickets, now))) };
}

async function educatorRow(db: Db, educator: Educator, tickets: readonly RecentTicket[], now: string): Promise<AdminEducator> {
  const { data: upcoming } = await db.entities.visio.query
    .byEducator({ educatorId: educator.id })
    .gte({ start: now })
    .where(({ status }, { eq }) => eq(status, 'confirmee'))
    .go({ pages: 'all', attributes: ['visioId'] });
  const figures = educatorTicketFigures(tickets, educator.id, now);
  return {
    id: educator.id,
    name: educator.name,
    email: educator.email,
    isAdmin: educator.roles.includes('admin'),
    invitationPending: educator.invitationPending,
    openTickets: figures.open,
    upcomingVisios: upcoming.length,
    medianFirstResponseMinutes: figures.medianFirstResponseMinutes,
  };
}

/**
 * Invites an educator by e-mail (issue 14): a Cognito account created by the admin API (Cognito e-mails a temporary
 * password, to change at the first sign-in), the `educator` group, and the member rows every account has. Each step
 * is idempotent, so inviting again an address whose invitation was never accepted finishes what a failure left undone;
 * an address already in use is refused (its owner gets the role from their member file).
 */
export async function inviteEducator(db: Db, directory: Directory, invite: { email: string; firstName: string }, now: string): Promise<AdminEducator> {
  const account = await directory.createInvited(invite);
  if (account.outcome === 'taken') throw new HttpError('EDUCATOR_ALREADY_EXISTS');
  await directory.setRole(account.userId, 'educator', true);
  // A staff account, not a member: no sign-up in the figures, no welcome e-mail, no 'Nouveau membre' (issue 21).
  await createMember(db, { userId: account.userId, email: invite.email, firstName: invite.firstName, newsletter: false, staff: true, now });
  return {
    id: account.userId,
    name: invite.firstName,
    email: invite.email,
    isAdmin: false,
    invitationPending: true,
    openTickets: 0,
    upcomingVisios: 0,
    medianFirstResponseMinutes: null,
  };
}
