import { parisMonth } from '../../shared/domain/months';
import { monthsBetween } from '../../shared/domain/stats';
import { db, type Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { jobHandler } from '../lib/jobs/job-handler';
import { releaseHeldVisioItems } from '../lib/visios/held-visio';
import { releaseAbandonedUploads } from './video-uploads';

export const JOB = 'visio-holds';
/** How far ahead a session can be booked (an educator's horizon is 90 days at most): the months a hold can be in. */
const BOOKING_HORIZON_MS = 91 * 24 * 3_600_000;
/**
 * A hold is freed by the job this long after its checkout expired: Stripe's own `checkout.session.expired` usually
 * frees it first, and a payment completed just before the expiry has its confirmation well within this delay (one
 * that comes later still is refunded by the webhook, never kept for a freed slot).
 */
const GRACE_MS = 15 * 60_000;

/**
 * The safety net of paid visios (functions/visios/paid-visio.ts): a slot held for a payment is freed when its
 * checkout expires, by Stripe's event. Should that event never come (an endpoint not subscribed to it, a function
 * that died between the hold and its checkout), this job frees every hold past its time and the grace delay, each in
 * its own conditional transaction (still held: a hold confirmed or freed meanwhile is left as it is). It reads the
 * months a session can be booked in, through the month index, and may run any number of times.
 */
export async function releaseStaleHolds(db: Db, now: string): Promise<{ released: number }> {
  const before = new Date(Date.parse(now) - GRACE_MS).toISOString();
  const months = monthsBetween(parisMonth(now), parisMonth(new Date(Date.parse(now) + BOOKING_HORIZON_MS)));
  let released = 0;
  for (const month of months) {
    const { data } = await db.entities.visio.query
      .byMonth({ month })
      .where(({ status, holdUntil }, { eq, lt }) => `${eq(status, 'en_attente')} AND ${lt(holdUntil, before)}`)
      .go({ pages: 'all' });
    for (const hold of data) {
      const result = await writeTransaction(() => db.transaction.write((entities) => releaseHeldVisioItems(entities, hold, now)).go());
      if (!result.canceled) released += 1;
    }
  }
  return { released };
}

/** The visio holds, then the video uploads never finished (functions/jobs/video-uploads.ts: why they run here). */
export const handler = jobHandler(JOB, async () => {
  const now = new Date().toISOString();
  const { released } = await releaseStaleHolds(db(), now);
  const { abandoned } = await releaseAbandonedUploads(db(), now);
  return { released, abandoned };
});
