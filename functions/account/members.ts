import { pointsWithLevel } from '../../shared/domain/levels';
import { paymentFailed } from '../../shared/domain/billing';
import { PLANS, type PlanId } from '../../shared/domain/plans';
import type { Me } from '../../shared/contract/schemas';
import { itemsByKey } from '../lib/db/items-by-key';
import type { Db } from '../lib/db/service';
import { outboxItem } from '../lib/events/outbox';
import { CONSENT_KINDS, consentStates } from '../../shared/domain/consents';
import { periodItems, totalsItems } from '../lib/stats/counters';
import { MEMBER_COUNTERS, planChangeDeltas } from '../../shared/domain/stats';

export interface NewMember {
  userId: string;
  email: string;
  firstName: string;
  newsletter: boolean;
  /** When the member accepted the CGU (the sign-up form refuses to go on without it); none for an invited educator. */
  cguAcceptedAt?: string;
  /**
   * A staff account (an invited educator, issue 21): the same rows, marked staff, and none of a member's arrival —
   * no sign-up nor member in the admin's figures, no `profile_created` (so no welcome e-mail, no 'Nouveau membre'
   * automation). Gratuit gives no sign-up bonus to anyone; a plan's bonus comes with a paid plan only.
   */
  staff?: boolean;
  now: string;
}

/**
 * Creates the member's profile, subscription (gratuit, counters 0) and points (0) in one
 * transaction that only succeeds if the profile does not exist yet: a retried Cognito trigger is a no-op.
 */
export async function createMember(db: Db, member: NewMember): Promise<'created' | 'already-exists'> {
  const { userId, email, firstName, newsletter, cguAcceptedAt, staff = false, now } = member;
  const result = await db.transaction
    .write((entities) => [
      entities.profile.create({ userId, email, firstName, newsletter, cguAcceptedAt, createdAt: now }).commit(),
      entities.subscription.create({ userId, plan: 'gratuit', ticketsRemaining: 0, visiosRemaining: 0, visiosBonus: 0, ...(staff ? { staff } : {}), updatedAt: now }).commit(),
      entities.points.create({ userId, total: 0, updatedAt: now }).commit(),
      // The sign-up's newsletter box, as the member's first consent, dated (issue 22); unticked: never given.
      ...(newsletter ? [entities.consent.put({ userId, kind: 'newsletter', granted: true, changedAt: now, source: 'sign-up' }).commit()] : []),
      ...(staff
        ? []
        : [
            // The admin's figures move with the member, once (issue 14).
            ...totalsItems(entities, { [MEMBER_COUNTERS.gratuit]: 1 }),
            ...periodItems(entities, now, { signups: 1, [MEMBER_COUNTERS.gratuit]: 1 }),
            // The automations hear of it once the member exists, and only then (the transactional outbox).
            outboxItem(entities, 'profile_created', { userId, userEmail: email, userName: firstName, plan: 'gratuit', dogName: null }, now),
            // The mailing list hears of a sign-up's newsletter consent as of any later change (issue 22).
            ...(newsletter ? [outboxItem(entities, 'newsletter_changed', { userId, userEmail: email, userName: firstName, plan: 'gratuit', dogName: null, subscribed: true, changedAt: now }, now)] : []),
          ]),
    ])
    .go();
  if (!result.canceled) return 'created';
  const profileRejected = result.data[0]?.rejected && result.data[0]?.code === 'ConditionalCheckFailed';
  if (profileRejected) return 'already-exists';
  throw new Error(`Création du membre ${userId} annulée : ${JSON.stringify(result.data.map((d) => d.code))}`);
}

/**
 * The caller's profile, subscription, points and consents: one BatchGetItem of these items alone, not a Query of the
 * member's partition, which also holds every dog and every fiche completed (GET /me, on every page, stays one read of
 * a few items whatever the member's history).
 */
export async function findMember(db: Db, userId: string): Promise<Omit<Me, 'roles'> | null> {
  const { profile: profiles, subscription: subscriptions, points: balances, consent: consents } = db.entities;
  const [profileItem, subscriptionItem, pointsItem, ...consentItems] = await itemsByKey([
    profiles.get({ userId }).params().Key,
    subscriptions.get({ userId }).params().Key,
    balances.get({ userId }).params().Key,
    ...CONSENT_KINDS.map((kind) => consents.get({ userId, kind }).params().Key),
  ]);
  const { data: profile } = profiles.parse({ Item: profileItem });
  const { data: subscription } = subscriptions.parse({ Item: subscriptionItem });
  const { data: points } = balances.parse({ Item: pointsItem });
  const stored = consentItems.flatMap((Item) => consents.parse({ Item }).data ?? []);
  if (!profile || !subscription || !points) return null;
  return {
    profile: {
      id: profile.userId,
      email: profile.email,
      firstName: profile.firstName,
      // The consent as it stands (issue 22), not the sign-up's answer the profile kept.
      newsletter: consentStates(stored, { granted: profile.newsletter, at: profile.createdAt }).newsletter.granted,
      discordId: profile.discordId ?? null,
      createdAt: profile.createdAt,
    },
    subscription: {
      type: subscription.plan,
      ticketsRemaining: subscription.ticketsRemaining,
      visiosRemaining: subscription.visiosRemaining,
      visiosBonus: subscription.visiosBonus,
      paymentFailed: subscription.plan !== 'gratuit' && paymentFailed(subscription.billingStatus),
    },
    points: pointsWithLevel(points.total),
  };
}

/**
 * Puts a member on a plan the team gives (no payment: the demo seed, the tests, an admin) with that plan's monthly
 * counters, in one transaction with the admin's figures, on the condition that the plan is still the one read.
 */
export async function setPlan(db: Db, userId: string, plan: PlanId, now: string): Promise<void> {
  const { data: before } = await db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['plan', 'billingPeriod', 'staff'] });
  if (!before || before.plan === plan) return;
  const { ticketsPerMonth, visiosPerMonth } = PLANS[plan];
  const staff = before.staff === true;
  const deltas = planChangeDeltas({ plan: before.plan, period: before.billingPeriod ?? null, staff }, { plan, period: null });
  const result = await db.transaction
    .write((entities) => [
      entities.subscription
        .patch({ userId })
        .set({ plan, ticketsRemaining: ticketsPerMonth === 'unlimited' ? 0 : ticketsPerMonth, visiosRemaining: visiosPerMonth, updatedAt: now })
        .remove(['billingPeriod'])
        // Over the plan and the staff standing read: the figures below move from them.
        .where(({ plan: stored, staff: storedStaff }, { eq, notExists }) => `${eq(stored, before.plan)} AND ${staff ? eq(storedStaff, true) : notExists(storedStaff)}`)
        .commit(),
      ...totalsItems(entities, deltas.totals),
      ...periodItems(entities, now, { ...deltas.period, ...deltas.totals }),
    ])
    .go();
  if (result.canceled) throw new Error(`Changement de plan de ${userId} annulé : ${result.data.map((item) => item.code).join(', ')}`);
}
