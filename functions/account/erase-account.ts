import { DELETED_MEMBER_NAME } from '../../shared/schemas/account-deletion';
import { validationDay } from '../../shared/domain/points';
import { memberLeavingDeltas } from '../../shared/domain/stats';
import type { EventDetail } from '../../shared/events/catalogue';
import type { Billing } from '../lib/billing/billing';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { logger } from '../lib/logger';
import { periodItems, pointsItems, totalsItems } from '../lib/stats/counters';
import type { VisioItem } from '../lib/visios/visio-item';
import { statusItems } from '../support/member-actions';
import { cancelVisio } from '../visios/cancel-visio';
import { giveUpHeldVisio } from '../visios/paid-visio';
import { readMemberData, type MemberData } from './member-data';
import { eraseRhythm } from '../rhythm/rhythm';
import type { VideosBucket } from '../lib/storage/videos-bucket';

/**
 * The erasure of a deleted account (issue 22, RGPD article 17), from its `account_deleted` event (delete-account.ts).
 * Every step is idempotent and finds what is left to do by reading the table again, so a run that stops midway (a
 * provider out of reach, the function's time limit) is finished by the queue's next delivery; every read goes
 * through the member's own keys (functions/account/member-data.ts, the one inventory of what the table holds about a
 * member), and every rewrite is conditioned on the item still being that member's, so no other member's item is
 * ever touched. In order:
 * 1. the Cognito user is deleted: the account can no longer sign in (its tokens were refused from the commit on);
 * 2. the paid subscription is cancelled at the provider at once — no renewal; no refund (SPEC gives none for a plan
 *    stopped during its period);
 * 3. the visios: an unpaid hold's checkout is closed and its slot freed; a booked session to come is cancelled as the
 *    member would cancel it (the educator's slot freed, a paid session cancelled in time refunded, cancel-visio.ts);
 * 4. the tickets are closed (their queues and counters follow) and kept for the educators' history, with their text,
 *    under 'Membre supprimé' and the anonymous reference; the member's messages too;
 * 5. ONE transaction takes the member out of the figures, with their subscription and balance: the members of their
 *    plan, the MRR, a paid cancellation, the points in circulation — over the plan and balance it read, so a webhook
 *    or a credit landing meanwhile makes it read again rather than count wrong. Once the subscription item is gone,
 *    the provider's late events about it are ignored (sync-subscription.ts finds no member);
 * 6. what the law keeps is anonymised: payments (amounts, dates, refunds) and paid subscriptions carry the anonymous
 *    reference instead of the member's id and e-mail; past visios keep their date, length and educator;
 * 7. everything else is deleted: profile, dog profile(s), validations, ledger, rewards, share links and quotas, the
 *    hold pointer, a gift's end, the admins' log about the account, its data export's record, its consents and the
 *    claim on its address; the videos (issue 26): their files in the bucket first, then the videos with their
 *    comments, the team's private notes, the threads and the month's video counters.
 * The account's standing item stays as a tombstone (its id and dates): it refuses the tokens issued before, until
 * they expire; the anonymous reference leaves it once the erasure is done, so nothing in the table links them.
 */
export interface ErasureDeps {
  db: Db;
  billing: () => Promise<Billing>;
  /** Deletes the Cognito user; one already gone is not an error. */
  deleteUser: (userId: string) => Promise<void>;
  /** The videos bucket: the member's files under `videos/<userId>/` are deleted (issue 26). */
  videos: Pick<VideosBucket, 'deletePrefix'>;
}

type Deleted = EventDetail<'account_deleted'>;

/** Reads and rewrites of one item racing another change of it: each failure is someone else's change, so few suffice. */
const ATTEMPTS = 5;

export async function eraseAccount(deps: ErasureDeps, deleted: Deleted, at: string): Promise<'erased' | 'already-erased'> {
  const { db } = deps;
  const { userId, anonymousId } = deleted;
  // Only an account its member deleted, by the very request this event comes from.
  const { data: standing } = await db.entities.accountStatus.get({ userId }).go({ consistent: true });
  if (!standing?.deletedAt) throw new Error(`Effacement refusé : le compte ${userId} n’est pas supprimé`);
  if (standing.erasedAt) return 'already-erased';
  if (standing.anonymousId !== anonymousId) throw new Error(`Effacement refusé : l’événement du compte ${userId} ne vient pas de sa suppression`);

  await deps.deleteUser(userId);

  const data = await readMemberData(db, userId);
  await cancelSubscriptions(deps, data);
  for (const visio of data.visios) await freeVisio(deps, visio, at);
  for (const { ticket, messages } of data.tickets) {
    for (const message of messages) {
      if (message.authorRole !== 'member' || message.authorId !== userId) continue;
      await db.entities.ticketMessage
        .put({ ...message, authorId: anonymousId, authorName: DELETED_MEMBER_NAME })
        .where(({ authorId }, { eq }) => eq(authorId, userId))
        .go({ response: 'none' })
        .catch(unlessConditionFailed);
    }
    await keepTicket(db, ticket.ticketId, deleted, at);
  }

  await leaveFigures(db, userId, at);

  // What the law keeps and the team's history, read again: the steps above changed visios and payments.
  const kept = await readMemberData(db, userId);
  for (const visio of kept.visios) await keepVisio(db, visio.visioId, deleted);
  for (const payment of kept.payments) await keepPayment(db, payment.paymentId, deleted);
  for (const subscription of kept.paidSubscriptions) await keepPaidSubscription(db, subscription.subscriptionId, deleted);

  await deps.videos.deletePrefix(`videos/${userId}/`);
  await deleteTheRest(db, userId, kept);

  await db.entities.accountStatus.patch({ userId }).set({ erasedAt: new Date().toISOString(), updatedAt: at }).remove(['anonymousId']).go({ response: 'none' });
  logger.info('Compte effacé', { userId });
  return 'erased';
}

const unlessConditionFailed = (error: unknown) => {
  if (!isConditionFailure(error)) throw error;
};

/** Ends, at once, the subscription the member has and any other their invoices name that still runs. */
async function cancelSubscriptions({ billing }: ErasureDeps, data: MemberData): Promise<void> {
  const running = data.paidSubscriptions.filter((subscription) => subscription.status !== 'canceled').map((subscription) => subscription.subscriptionId);
  const ids = [...new Set([data.subscription?.stripeSubscriptionId, ...running].filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  const provider = await billing();
  for (const id of ids) await provider.cancelSubscription(id);
}

/** A session to come no longer takes place: a held one is freed (its checkout closed first), a booked one cancelled. */
async function freeVisio({ db, billing }: ErasureDeps, visio: VisioItem, at: string): Promise<void> {
  let current = visio;
  if (current.status === 'en_attente') {
    try {
      await giveUpHeldVisio(db, await billing(), current, at);
      return;
    } catch (error) {
      // Paid at the last moment: it is now a booked session, cancelled below.
      if (!(error instanceof HttpError && error.code === 'VISIO_ALREADY_PAID')) throw error;
      current = (await db.entities.visio.get({ visioId: visio.visioId }).go({ consistent: true })).data ?? current;
    }
  }
  if (current.status !== 'confirmee' || current.end <= at) return;
  await cancelVisio(db, { visio: current, by: 'member', at });
}

/** Closes the ticket if it is open (its queues and counters follow), then puts it under the anonymous reference. */
async function keepTicket(db: Db, ticketId: string, { userId, anonymousId }: Deleted, at: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { data: ticket } = await db.entities.ticket.get({ ticketId }).go({ consistent: true });
    if (!ticket || ticket.userId !== userId) return;
    if (ticket.status !== 'ferme') {
      // Nobody will read an answer any more. A change made meanwhile cancels it: read again.
      await writeTransaction(() => db.transaction.write((entities) => statusItems(entities, ticket, 'ferme', { closedAt: at })).go());
      continue;
    }
    try {
      // Over the ticket as read: a reply or a change written meanwhile makes it read again rather than be lost.
      await db.entities.ticket
        .put({ ...ticket, userId: anonymousId, memberName: DELETED_MEMBER_NAME })
        .where(({ userId: owner, version, lastMessageAt }, { eq }) => `${eq(owner, userId)} AND ${eq(version, ticket.version)} AND ${eq(lastMessageAt, ticket.lastMessageAt)}`)
        .go({ response: 'none' });
      return;
    } catch (error) {
      unlessConditionFailed(error);
    }
  }
  throw new Error(`Ticket ${ticketId} : changé à chaque lecture, effacement à reprendre`);
}

/**
 * Puts one kept item under the anonymous reference: read, then rewritten on the condition that it is still the
 * member's and unchanged since the read; a change made meanwhile makes it read again.
 */
async function keepAnonymised<T extends { userId: string }>(
  what: string,
  userId: string,
  read: () => Promise<T | null>,
  rewrite: (item: T) => Promise<unknown>,
): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const item = await read();
    if (!item || item.userId !== userId) return;
    try {
      await rewrite(item);
      return;
    } catch (error) {
      unlessConditionFailed(error);
    }
  }
  throw new Error(`${what} : changé à chaque lecture, effacement à reprendre`);
}

/** A past or cancelled session, kept in the educator's agenda and the figures: no name, no note, the anonymous reference. */
function keepVisio(db: Db, visioId: string, { userId, anonymousId }: Deleted): Promise<void> {
  return keepAnonymised(
    `Visio ${visioId}`,
    userId,
    async () => (await db.entities.visio.get({ visioId }).go({ consistent: true })).data,
    ({ note: _note, ...visio }) =>
      db.entities.visio
        .put({ ...visio, userId: anonymousId, memberName: DELETED_MEMBER_NAME })
        .where(({ userId: owner, version }, { eq }) => `${eq(owner, userId)} AND ${eq(version, visio.version)}`)
        .go({ response: 'none' }),
  );
}

/** An invoice or a purchase, kept 10 years (Code de commerce, L123-22): amount, dates, refund; the anonymous reference. */
function keepPayment(db: Db, paymentId: string, { userId, anonymousId }: Deleted): Promise<void> {
  return keepAnonymised(
    `Paiement ${paymentId}`,
    userId,
    async () => (await db.entities.payment.get({ paymentId }).go({ consistent: true })).data,
    (payment) =>
      db.entities.payment
        .put({ ...payment, userId: anonymousId, memberEmail: DELETED_MEMBER_NAME })
        .where(({ userId: owner, status, refundId }, { eq, notExists }) =>
          [eq(owner, userId), eq(status, payment.status), payment.refundId ? eq(refundId, payment.refundId) : notExists(refundId)].join(' AND '),
        )
        .go({ response: 'none' }),
  );
}

function keepPaidSubscription(db: Db, subscriptionId: string, { userId, anonymousId }: Deleted): Promise<void> {
  return keepAnonymised(
    `Abonnement ${subscriptionId}`,
    userId,
    async () => (await db.entities.paidSubscription.get({ subscriptionId }).go({ consistent: true })).data,
    (subscription) =>
      db.entities.paidSubscription
        .put({ ...subscription, userId: anonymousId, memberEmail: DELETED_MEMBER_NAME })
        .where(({ userId: owner, updatedAt }, { eq }) => `${eq(owner, userId)} AND ${eq(updatedAt, subscription.updatedAt)}`)
        .go({ response: 'none' }),
  );
}

/**
 * The member leaves the admin's figures with their subscription, balance and gift's end, in one transaction over the
 * plan and the balance read (shared/domain/stats.ts `memberLeavingDeltas`). Done when the subscription item is gone.
 */
async function leaveFigures(db: Db, userId: string, at: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [{ data: subscription }, { data: points }, { data: giftEnd }] = await Promise.all([
      db.entities.subscription.get({ userId }).go({ consistent: true }),
      db.entities.points.get({ userId }).go({ consistent: true }),
      db.entities.giftEnd.get({ userId }).go({ consistent: true }),
    ]);
    if (!subscription) return;
    const deltas = memberLeavingDeltas({ plan: subscription.plan, period: subscription.billingPeriod ?? null, staff: subscription.staff === true });
    const total = points?.total ?? 0;
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.subscription
            .delete({ userId })
            .where(({ plan, billingPeriod, staff }, { eq, notExists }) =>
              [
                eq(plan, subscription.plan),
                subscription.billingPeriod ? eq(billingPeriod, subscription.billingPeriod) : notExists(billingPeriod),
                subscription.staff ? eq(staff, true) : notExists(staff),
              ].join(' AND '),
            )
            .commit(),
          ...(points ? [entities.points.delete({ userId }).where(({ total: stored }, { eq }) => eq(stored, total)).commit()] : []),
          ...(giftEnd ? [entities.giftEnd.delete({ userId }).commit()] : []),
          ...totalsItems(entities, deltas.totals),
          ...periodItems(entities, at, { ...deltas.period, ...deltas.totals }),
          ...(total !== 0 ? pointsItems(entities, at, { pointsInCirculation: -total }) : []),
        ])
        .go(),
    );
    if (!result.canceled) return;
  }
  throw new Error(`Compte ${userId} : abonnement ou solde changé à chaque lecture, effacement à reprendre`);
}

/** Deletes, by their keys, every item of the member that the law does not keep (deleting twice changes nothing). */
async function deleteTheRest(db: Db, userId: string, data: MemberData): Promise<void> {
  const { entities } = db;
  // Batches of 25 (DynamoDB's BatchWriteItem); what DynamoDB left unprocessed fails the run, which the queue retries.
  const many = async <T extends object>(items: readonly T[], remove: (batch: T[]) => Promise<{ unprocessed: unknown[] }>) => {
    for (let start = 0; start < items.length; start += 25) {
      const { unprocessed } = await remove(items.slice(start, start + 25));
      if (unprocessed.length > 0) throw new Error(`Effacement : ${unprocessed.length} élément(s) non supprimé(s), à reprendre`);
    }
  };
  await Promise.all([
    many(data.dogProfiles, (batch) => entities.dog.delete(batch).go()),
    many(data.validations, (batch) => entities.dogProgress.delete(batch).go()),
    many(data.trainingSessions, (batch) => entities.trainingSession.delete(batch).go()),
    data.dogRoster ? entities.dogRoster.delete(data.dogRoster).go() : undefined,
    many(data.ledger, (batch) => entities.pointTransaction.delete(batch).go()),
    many(data.rewards, (batch) => entities.reward.delete(batch).go()),
    many(data.shares, (batch) => entities.share.delete(batch).go()),
    many(data.shareQuotas, (batch) => entities.shareQuota.delete(batch).go()),
    many(data.adminActions, (batch) => entities.adminAction.delete(batch).go()),
    many(data.consents, (batch) => entities.consent.delete(batch).go()),
    many(data.emailClaims, (batch) => entities.emailClaim.delete(batch).go()),
    // The daily cap's counters, keyed by member and day (no index by member): one per day the member validated on.
    many([...new Set(data.validations.map(({ completedAt }) => validationDay(completedAt)))].map((day) => ({ userId, day })), (batch) =>
      entities.validationDay.delete(batch).go(),
    ),
    // The weekly rhythm (issue 25): settings, reminder slots, devices' subscriptions, the last days' reminder marks.
    eraseRhythm(db, { userId, now: new Date().toISOString() }),
    ...data.videos.map(async ({ video, comments, replies }) => {
      const { data: notes } = await entities.videoNote.query.byVideo({ videoId: video.videoId }).go({ pages: 'all' });
      await Promise.all([
        many(comments, (batch) => entities.videoComment.delete(batch).go()),
        many(notes, (batch) => entities.videoNote.delete(batch).go()),
        many(replies, (batch) => entities.videoReply.delete(batch).go()),
      ]);
      await entities.video.delete(video).go();
    }),
    many(data.videoQuotas, (batch) => entities.videoQuota.delete(batch).go()),
    data.visioHold ? entities.visioHold.delete(data.visioHold).go() : undefined,
    data.giftEnd ? entities.giftEnd.delete(data.giftEnd).go() : undefined,
    data.dataExport ? entities.memberExport.delete(data.dataExport).go() : undefined,
  ]);
  if (data.profile) await entities.profile.delete(data.profile).go();
}
