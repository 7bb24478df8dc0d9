import { db, type Db } from '../lib/db/service';
import { isConditionFailure } from '../lib/db/condition';
import { writeTransaction } from '../lib/db/transaction';
import { jobHandler } from '../lib/jobs/job-handler';
import { memberFacts } from '../lib/members/facts';
import { giftEndItems } from '../lib/members/plan-change';

export const JOB = 'gift-expiry';

/**
 * Ends the gifts whose date has passed (issue 21, shared/domain/plan-gifts.ts): each member returns to the plan their
 * payments give, the free plan, with a plan change's usual effects (figures, the member's app, plan_cancelled for the
 * automations and the Discord roles). It reads the gifts due through their end index (gsi2), never the members, and
 * ends each in its own conditional transaction over the very gift that was due (`giftId`): a gift replaced, ended by
 * an admin or overtaken by a payment meanwhile is left as it is, and its stale end removed. A second run, or a late
 * one, finds nothing more to do.
 */
export async function expireGifts(db: Db, now: string): Promise<{ ended: number; stale: number }> {
  const { data: due } = await db.entities.giftEnd.query.byEnd({}).lte({ endsAt: now }).go({ pages: 'all' });
  let ended = 0;
  let stale = 0;
  for (const { userId, giftId, endsAt } of due) {
    if (endsAt > now) continue;
    const [{ data: before }, member] = await Promise.all([db.entities.subscription.get({ userId }).go({ consistent: true }), memberFacts(db, userId)]);
    if (before?.giftId === giftId && before.giftEndsAt && before.giftEndsAt <= now) {
      const outcome = await writeTransaction(() => db.transaction.write((entities) => giftEndItems(entities, { before, member, at: now })).go());
      if (!outcome.canceled) ended += 1;
      continue;
    }
    await db.entities.giftEnd
      .delete({ userId })
      .where(({ giftId: stored }, { eq }) => eq(stored, giftId))
      .go({ response: 'none' })
      .catch((error: unknown) => (isConditionFailure(error) ? undefined : Promise.reject(error)));
    stale += 1;
  }
  return { ended, stale };
}

export const handler = jobHandler(JOB, ({ scheduledTime }) => expireGifts(db(), new Date(scheduledTime).toISOString()));
