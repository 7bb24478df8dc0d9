import { randomBytes } from 'node:crypto';
import { parisMonth } from '../../shared/domain/months';
import { POINTS_RULES, TRANSACTION_REASONS } from '../../shared/domain/points';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { creditItems, pointsSource } from '../lib/points/ledger';

/**
 * Verified shares (issue 10, SPEC §9 +3 per verified share). A member shares a fiche they completed through a link;
 * the link pays +3 once per fiche, when a visitor other than the member opens it, and at most
 * `verifiedSharesPerMonth` times a month. What keeps it from being farmed, in order:
 * - once per fiche: the ledger line `share:<ficheId>`, so a member can earn at most 3 × their completed fiches;
 * - the monthly cap: a counter raised in the same transaction as the credit, on the condition it is under the cap;
 * - not by the member: the visit is sent by the shared page's script with the browser's random id; the member's own
 *   browsers registered theirs when they asked for the link, and their visits do not pay. (A member can still open
 *   their link in a private window: the first two rules bound what that earns.)
 */

export const sharePath = (token: string) => `/partage/${token}`;

/** The member's link for a fiche they completed: the same link every time; `visitorId` joins the member's browsers. */
export async function shareFiche(db: Db, { userId, ficheId, visitorId, at }: { userId: string; ficheId: string; visitorId: string; at: string }) {
  const [{ data: progress }, { data: existing }] = await Promise.all([
    // Completed for any of the member's dogs (issue 25): the completions are in the member's partition.
    db.entities.dogProgress.query.byUser({ userId }).where(({ ficheId: id }, { eq }) => eq(id, ficheId)).go({ pages: 'all', attributes: ['ficheId'] }),
    db.entities.share.query.byMemberFiche({ userId, ficheId }).go({ attributes: ['token'] }),
  ]);
  if (progress.length === 0) throw new HttpError('SHARE_REQUIRES_COMPLETION');
  const token = existing[0]?.token ?? randomBytes(18).toString('base64url');
  if (existing[0]) {
    await db.entities.share.patch({ token }).add({ sharerVisitorIds: [visitorId] }).go({ response: 'none' });
  } else {
    // Two first requests at once may each make a link; both work and pay the same once-per-fiche credit.
    await db.entities.share.create({ token, userId, ficheId, sharerVisitorIds: [visitorId], createdAt: at }).go();
  }
  return { token, path: sharePath(token) };
}

async function shareByToken(db: Db, token: string) {
  const { data } = await db.entities.share.get({ token }).go();
  if (!data) throw new HttpError('SHARE_NOT_FOUND');
  return data;
}

/** What a visitor sees: the fiche's teaser and the sharer's first name. */
export async function sharedFiche(db: Db, token: string) {
  const share = await shareByToken(db, token);
  const [{ data: fiche }, { data: profile }] = await Promise.all([
    db.entities.fiche.get({ ficheId: share.ficheId }).go({ attributes: ['ficheId', 'title', 'objective', 'category', 'durationMinutes', 'isPublished'] }),
    db.entities.profile.get({ userId: share.userId }).go({ attributes: ['firstName'] }),
  ]);
  if (!fiche?.isPublished || !profile) throw new HttpError('SHARE_NOT_FOUND');
  return {
    sharedBy: profile.firstName,
    fiche: { id: fiche.ficheId, title: fiche.title, objective: fiche.objective, category: fiche.category, durationMinutes: fiche.durationMinutes ?? null },
  };
}

/**
 * Records a visit of a share link: +3 to the member if the visitor is not one of their browsers, the fiche has not
 * paid yet and the month's cap is not reached — one transaction (cap counter, balance, line). The answer is the
 * same whether it paid or not: a visitor learns nothing about the member's points.
 */
export async function visitShare(db: Db, { token, visitorId, at }: { token: string; visitorId: string; at: string }): Promise<void> {
  const share = await shareByToken(db, token);
  if (share.sharerVisitorIds?.includes(visitorId)) return;
  const { userId, ficheId } = share;
  const month = parisMonth(at);
  const move = { userId, source: pointsSource.share(ficheId), points: POINTS_RULES.verifiedShare, reason: TRANSACTION_REASONS.verifiedShare, at };
  const cap: number = POINTS_RULES.verifiedSharesPerMonth;
  await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.shareQuota
          .update({ userId, month })
          .add({ paid: 1 })
          .where(({ paid }, { notExists, lt }) => `${notExists(paid)} OR ${lt(paid, cap)}`)
          .commit(),
        ...creditItems(entities, move),
      ])
      .go(),
  );
  // Cancelled: the fiche already paid, the month's cap is reached or the member is gone — nothing to do either way.
}
