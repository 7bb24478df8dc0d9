import type { EntityItem } from 'electrodb';
import { readMemberPartition } from '../dogs/member-dogs';
import type { Db } from '../lib/db/service';

/**
 * Everything the table holds about one member (issue 22, RGPD articles 15 to 20), entity by entity: the one inventory
 * that 'Télécharger mes données' exports (functions/account/member-export-file.ts shapes it) and that the account's
 * erasure walks to know what to erase, anonymise or keep. Every section is read through an index keyed by the
 * member's id (or by an id a member item names, e.g. a ticket's messages): never a Scan.
 *
 * The items are returned as stored (ElectroDB items, keys included), so the erasure can delete or rewrite each one by
 * its key; the export picks its fields. A section is always present (an empty list, or null for a single item).
 *
 * Adding an entity that holds something about a member: add its section here (and to the export's shape), or say
 * below why it is not one.
 *
 * What is NOT a section, and why:
 * - ticketNote (the team's internal notes on a ticket): about the member's ticket, written by staff for staff; never
 *   exported (SPEC: the member never reads them). Reached by ticket (`ticketNote.query.byTicket({ ticketId })` for each
 *   of `tickets[].ticket.ticketId`) by whoever needs them (the erasure); `readMemberData` never reads them, so no
 *   export can leak one.
 * - discordState (a Discord authorization in progress): keyed by its random state only, no index by member; it
 *   expires after ten minutes (TTL) and holds nothing but the member's id.
 * - outboxEvent (events waiting to be published, their detail may name the member): keyed by event id only, no index
 *   by member; expires after a day (TTL).
 * - automationDelivery (one delivery to a Make webhook): holds the event id, the status and the duration, never the
 *   payload; no member field; expires after 30 days.
 * - staffMailMark ('sent' marks `<eventId>#<staffId>`, 'digest' marks `<staffId>#<day>`): keyed by kind and key, no
 *   index by person; staff only, expires after a few days.
 * - webhookEvent (a Stripe event processed): its id and type, no member field; expires after 30 days.
 * - newFichesMark (the weekly new-fiches e-mail decided, keyed `<userId>#<week>`): no index by member; the member's id
 *   and the week only, expires after a few weeks (TTL).
 * - validationDay (the validations that paid points on a Paris day, keyed `<userId>#<day>`, issue 23's daily cap): no
 *   index by member; two counts, expires a few days after its day (TTL); the erasure deletes it by the days of the
 *   member's validations (erase-account.ts).
 * - signUpCodeResends (the sign-up code's resends, keyed by the address): no index by member; the instants of the last
 *   hour's resends, expires an hour after the last one (TTL).
 * - emailClaim of an address other than the profile's current one (a change of address waiting for its code, keyed by
 *   the new address): no index by member; a pending claim expires with its code (TTL). The current address's claim is
 *   the `emailClaims` section.
 * - stat, ticketCounter, adminCount, jobProgress, challenge, fiche, cannedReply, automation: figures and content of the
 *   service, no member's data (counters are numbers; cannedReply/automation/challenge name the admin who last
 *   edited them in `updatedBy`, a staff id, not a member).
 * - visioSlotClaim, availability: an educator's time and rules (staff, keyed by educatorId), not a member's.
 * - Outside the table: the Cognito user (e-mail, first name, groups, sign-in records), the Stripe customer, the
 *   Discord account, the mails sent (SES), the exports bucket (functions/account/member-export.ts).
 * - The consumers' idempotency records (`idempotency#consumer.<name>`, keyed by a hash of the event id): no member
 *   field, expire after two days.
 * - validationRequest (an offline validation's `Idempotency-Key` applied, issue 27): keyed by a hash of the member's id
 *   and the key, no member field (a fiche, a dog number, a session id, points); expires after 30 days (TTL).
 *
 * The member partition's Query (collection `member`) returns profile, subscription, points, dog profile(s),
 * validations and consents together: an entity added to that collection shows up in `member.data` here.
 */

type Item<Name extends keyof Db['entities']> = EntityItem<Db['entities'][Name]>;

/**
 * One of the member's videos (issue 26) with the educator's comments visible to them and the reply thread; never the
 * team's private notes (videoNote), which the erasure reaches by video. The file itself is in the videos bucket.
 */
export interface MemberVideo {
  /** Personal: what it is about, the dog, what was declared of the file and what its check found, its dates. */
  video: Item<'video'>;
  comments: Item<'videoComment'>[];
  replies: Item<'videoReply'>[];
}

/** One of the member's tickets with its thread (the member's and the team's replies; never the staff notes). */
export interface MemberTicket {
  /** Personal: title, description, the member's first name and plan as copied in, the assignee's first name. */
  ticket: Item<'ticket'>;
  /** Personal: the member's messages and the team's replies to them, oldest first. */
  messages: Item<'ticketMessage'>[];
}

export interface MemberData {
  /** Personal. The member's videos, their comments and threads (issue 26). */
  videos: MemberVideo[];
  /** The month's video units used, per Paris month. */
  videoQuotas: Item<'videoQuota'>[];
  /** Personal. E-mail, first name, newsletter choice, Discord id, CGU acceptance date, sign-up date. Null: no such member. */
  profile: Item<'profile'> | null;
  /** Personal. Plan, monthly counters, Stripe customer and subscription ids, billing state, a gifted plan, staff flag. */
  subscription: Item<'subscription'> | null;
  /** Personal. The points balance (and the highest level announced). */
  points: Item<'points'> | null;
  /** Personal. The consents stored (newsletter, new fiches…): given or withdrawn, when, from where. None: never changed. */
  consents: Item<'consent'>[];
  /** Personal. The claim on the profile's address made by a change of address (email-claim.ts), if it came that way. */
  emailClaims: Item<'emailClaim'>[];
  /** Personal. A suspension by an admin (when, sessions revoked); null: never suspended. */
  accountStatus: Item<'accountStatus'> | null;
  /** Personal. A gifted plan's end date (one item while a dated gift runs). */
  giftEnd: Item<'giftEnd'> | null;
  /** Personal. The member's dogs (issue 25) and their profiles: every answer about each dog (name, breed, age, behaviour, health…). */
  dogProfiles: Item<'dog'>[];
  /** Personal (a count). How many dogs the member has, against the plan's limit. */
  dogRoster: Item<'dogRoster'> | null;
  /** Personal. Fiches validated, per dog: which fiche, for which dog, when, points earned (a member's history). */
  validations: Item<'dogProgress'>[];
  /** Personal. The training sessions logged, per dog: each validation and 'Refaire la séance', its rating and note. */
  trainingSessions: Item<'trainingSession'>[];
  /** Personal. The points ledger: every line earned or spent, its reason and source, oldest first. */
  ledger: Item<'pointTransaction'>[];
  /** Personal. Rewards held or used (ticket/visio credits), by exchange or given by an admin (with the reason). */
  rewards: Item<'reward'>[];
  /** Personal. Share links of completed fiches (fiche, date, the member's own browser ids). */
  shares: Item<'share'>[];
  /** Personal (counts only). Verified shares paid per month, against the monthly cap. */
  shareQuotas: Item<'shareQuota'>[];
  /** Personal. Tickets with their threads (staff notes excluded, see above). */
  tickets: MemberTicket[];
  /** Personal. Video sessions booked by the member (any status), with the educator's first name and the summary. */
  visios: Item<'visio'>[];
  /** Personal (a pointer). The member's latest paid hold: which session a paid booking last held. */
  visioHold: Item<'visioHold'> | null;
  /** Personal, kept by law on erasure (invoices): payments received, amounts, dates, refunds; the e-mail copied in. */
  payments: Item<'payment'>[];
  /** Personal. Paid subscriptions as Stripe last showed them (plan, amount, status, period end; e-mail copied in). */
  paidSubscriptions: Item<'paidSubscription'>[];
  /** Personal. What admins did to this account (points, credits, roles) with their reason; the admin's id. */
  adminActions: Item<'adminAction'>[];
  /** Personal. The account's latest data export (its state and dates; the files themselves live in the bucket). */
  dataExport: Item<'memberExport'> | null;
  /** Staff accounts only: their choice of the team's e-mails. */
  staffMailPreferences: Item<'staffMailPreferences'> | null;
  /** Staff accounts only: their seat among the counted admins. */
  adminSeat: Item<'adminSeat'> | null;
}

/** The member's Discord link as the export shows it: the Discord account id on the profile, or none. */
export const discordLinkOf = (data: Pick<MemberData, 'profile'>): string | null => data.profile?.discordId ?? null;

/**
 * Reads every section of one member's data, each through its own index (Queries and GetItems in parallel, every page).
 * `userId` must come from the caller's token or from an erasure request the member made: this reads whatever it is
 * given.
 */
export async function readMemberData(db: Db, userId: string): Promise<MemberData> {
  const { entities } = db;
  const [member, accountStatus, giftEnd, ledger, rewards, shares, shareQuotas, tickets, visios, visioHold, payments, adminActions, dataExport, staffMailPreferences, adminSeat, sessions] =
    await Promise.all([
      // The member's partition (profile, subscription, points, dogs, validations): one Query (a single profile from
      // before several dogs is made the first dog first, functions/dogs/migrate-dogs.ts).
      readMemberPartition(db, userId, { consistent: true }).then((data) => ({ data })),
      entities.accountStatus.get({ userId }).go({ consistent: true }),
      entities.giftEnd.get({ userId }).go({ consistent: true }),
      entities.pointTransaction.query.bySource({ userId }).go({ pages: 'all', consistent: true }),
      entities.reward.query.byId({ userId }).go({ pages: 'all', consistent: true }),
      entities.share.query.byMemberFiche({ userId }).go({ pages: 'all' }),
      entities.shareQuota.query.byMonth({ userId }).go({ pages: 'all', consistent: true }),
      entities.ticket.query.byMember({ userId }).go({ pages: 'all' }),
      entities.visio.query.byMember({ userId }).go({ pages: 'all' }),
      entities.visioHold.get({ userId }).go({ consistent: true }),
      entities.payment.query.byMember({ userId }).go({ pages: 'all' }),
      entities.adminAction.query.byMember({ userId }).go({ pages: 'all', consistent: true }),
      entities.memberExport.get({ userId }).go({ consistent: true }),
      entities.staffMailPreferences.get({ staffId: userId }).go({ consistent: true }),
      entities.adminSeat.get({ roster: 'admin', userId }).go({ consistent: true }),
      entities.trainingSession.query.byMember({ userId }).go({ pages: 'all' }),
    ]);
  const { profile, subscription, points, dog, dogRoster, dogProgress, consent } = member.data;
  const [{ data: videoItems }, { data: videoQuotas }] = await Promise.all([
    entities.video.query.byMember({ userId }).go({ pages: 'all', consistent: true }),
    entities.videoQuota.query.byMonth({ userId }).go({ pages: 'all', consistent: true }),
  ]);
  const videos = await Promise.all(
    videoItems.map(async (video) => {
      // videoComment and videoReply only: the team's private notes are another entity, never read here.
      const [{ data: comments }, { data: replies }] = await Promise.all([
        entities.videoComment.query.byVideo({ videoId: video.videoId }).go({ pages: 'all' }),
        entities.videoReply.query.byVideo({ videoId: video.videoId }).go({ pages: 'all' }),
      ]);
      return { video, comments, replies };
    }),
  );
  const [threads, paidSubscriptions, emailClaims] = await Promise.all([
    Promise.all(
      tickets.data.map(async (ticket) => {
        // ticketMessage only: the staff notes are another entity, never read here.
        const { data: messages } = await entities.ticketMessage.query.byTicket({ ticketId: ticket.ticketId }).go({ pages: 'all' });
        return { ticket, messages };
      }),
    ),
    readPaidSubscriptions(db, userId, [subscription[0]?.stripeSubscriptionId, ...payments.data.filter((p) => p.kind === 'subscription').map((p) => p.reference)]),
    readEmailClaims(db, userId, profile[0]?.email),
  ]);
  const byDate = <T>(key: (item: T) => string) => (a: T, b: T) => key(a).localeCompare(key(b));
  return {
    profile: profile[0] ?? null,
    subscription: subscription[0] ?? null,
    points: points[0] ?? null,
    consents: consent,
    emailClaims,
    accountStatus: accountStatus.data,
    giftEnd: giftEnd.data,
    dogProfiles: dog,
    dogRoster: dogRoster[0] ?? null,
    validations: [...dogProgress].sort(byDate((v) => v.completedAt)),
    trainingSessions: sessions.data,
    ledger: [...ledger.data].sort(byDate((line) => `${line.createdAt}#${line.source}`)),
    rewards: [...rewards.data].sort(byDate((r) => r.unlockedAt)),
    shares: shares.data,
    shareQuotas: shareQuotas.data,
    tickets: threads,
    videos: videos.sort((a, b) => a.video.createdAt.localeCompare(b.video.createdAt)),
    videoQuotas,
    visios: visios.data,
    visioHold: visioHold.data,
    payments: payments.data,
    paidSubscriptions,
    adminActions: [...adminActions.data].sort(byDate((a) => a.createdAt)),
    dataExport: dataExport.data,
    staffMailPreferences: staffMailPreferences.data,
    adminSeat: adminSeat.data,
  };
}

/**
 * The member's paid subscriptions: the current one (named by the subscription item) and those their invoices name
 * (a subscription payment's `reference`), read by id; only those whose item is the member's.
 */
async function readPaidSubscriptions(db: Db, userId: string, ids: (string | null | undefined)[]): Promise<Item<'paidSubscription'>[]> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!unique.length) return [];
  const { data } = await db.entities.paidSubscription.get(unique.map((subscriptionId) => ({ subscriptionId }))).go();
  return data.filter((item) => item.userId === userId).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** The claim on the member's current address (by key), when it is theirs. */
async function readEmailClaims(db: Db, userId: string, email: string | undefined): Promise<Item<'emailClaim'>[]> {
  if (!email) return [];
  const { data } = await db.entities.emailClaim.get({ email }).go({ consistent: true });
  return data?.userId === userId ? [data] : [];
}
