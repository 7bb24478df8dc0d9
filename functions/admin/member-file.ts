import { consentStates } from '../../shared/domain/consents';
import type { AdminMember } from '../../shared/contract/admin-member-schemas';
import { pointsWithLevel } from '../../shared/domain/levels';
import type { Directory } from '../lib/auth/directory';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { adminActionsOf } from '../lib/members/admin-actions';
import { runningGift } from '../../shared/domain/plan-gifts';
import { memberContext } from '../lib/members/context';
import { unusedRewards } from '../lib/points/rewards';
import { isReleasedHold } from '../lib/visios/held-visio';

/** How much of a member's history the file shows: the latest lines, tickets and visios. */
const HISTORY = 50;

/**
 * A member's whole file for an admin (issue 14, SPEC §2 Admin Users): profile, staff roles (the pool's groups),
 * subscription and its dates, credits left, the dog, the points and their latest lines, tickets, visios, and the
 * log of what the team did to the account, a plan the team gave and whether the account is suspended (issue 21).
 * Reads by key and by the member's own index partitions only.
 */
export async function memberFile(db: Db, directory: Directory, userId: string, now: string): Promise<AdminMember> {
  const [{ data: member }, roles, credits, context, history, tickets, visios, actions, { data: standing }] = await Promise.all([
    db.collections.member({ userId }).go(),
    directory.rolesOf(userId),
    unusedRewards(db, userId),
    memberContext(db, userId),
    db.entities.pointTransaction.query.byUser({ userId }).go({ order: 'desc', limit: HISTORY }),
    db.entities.ticket.query.byMember({ userId }).go({ order: 'desc', limit: HISTORY, attributes: ['ticketId', 'title', 'status', 'priority', 'createdAt'] }),
    db.entities.visio.query.byMember({ userId }).go({ order: 'desc', limit: HISTORY, attributes: ['visioId', 'start', 'durationMinutes', 'status', 'educatorName', 'cancelReason'] }),
    adminActionsOf(db, userId),
    db.entities.accountStatus.get({ userId }).go({ attributes: ['suspendedAt'] }),
  ]);
  const [profile] = member.profile;
  const [subscription] = member.subscription;
  const [points] = member.points;
  if (!profile || !subscription || !points) throw new HttpError('ADMIN_MEMBER_NOT_FOUND');
  return {
    profile: {
      id: profile.userId,
      email: profile.email,
      firstName: profile.firstName,
      // The consent as it stands (issue 22), not the sign-up's answer the profile kept.
      newsletter: consentStates(member.consent, { granted: profile.newsletter, at: profile.createdAt }).newsletter.granted,
      discordLinked: Boolean(profile.discordId),
      createdAt: profile.createdAt,
    },
    // A member without an account in the pool (written by a script) has no group.
    roles: roles ?? [],
    subscription: {
      plan: subscription.plan,
      billingPeriod: subscription.billingPeriod ?? null,
      billingStatus: subscription.billingStatus ?? null,
      periodEnd: subscription.periodEnd ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd ?? false,
      ticketsRemaining: subscription.ticketsRemaining,
      visiosRemaining: subscription.visiosRemaining,
      visiosBonus: subscription.visiosBonus,
      gift: runningGift(subscription, now),
    },
    account: { suspended: Boolean(standing?.suspendedAt), suspendedAt: standing?.suspendedAt ?? null },
    credits,
    points: { ...pointsWithLevel(points.total), history: history.data.map(({ source, points: amount, reason, createdAt }) => ({ source, points: amount, reason, createdAt })) },
    context: { dog: context.dog, recentFiches: context.recentFiches },
    tickets: tickets.data.map(({ ticketId, title, status, priority, createdAt }) => ({ id: ticketId, title, status, priority, createdAt })),
    // A slot freed unpaid was never a session.
    visios: visios.data.filter((visio) => !isReleasedHold(visio)).map(({ visioId, start, durationMinutes, status, educatorName }) => ({ id: visioId, start, durationMinutes, status, educatorName })),
    actions,
  };
}
