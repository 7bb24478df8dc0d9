import { claimCells } from '../../shared/domain/visio-slots';
import { parisMonth } from '../../shared/domain/months';
import { isFreeChange } from '../../shared/domain/visios';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { monthItems } from '../lib/stats/counters';
import { HttpError } from '../lib/http/errors';
import { outboxItem } from '../lib/events/outbox';
import { returnRewardItem } from '../lib/points/rewards';
import { notificationItem } from '../lib/realtime/notifier';
import type { VisioItem } from '../lib/visios/visio-item';
import { paymentKind } from './visio-views';

type WriteEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

export interface Cancellation {
  visio: VisioItem;
  by: 'member' | 'staff';
  /** The team's reason, told to the member. */
  reason?: string;
  at: string;
}

/**
 * Cancels a confirmed session in ONE transaction (issue 12): the booking turns `annulee` (on the condition that it is
 * still confirmed and unchanged since it was read), the educator's cells are freed for other members, and the credit
 * comes back when the member cancels at least 24 h before — or whenever the team cancels. Later, the member's credit
 * is spent. A member's included visio comes back only within its month (the next month brings its own); a paid
 * session's money comes back on the same terms: its payment is marked refunded here, with the `payment_refund_due`
 * event that has the provider refund it (functions/consumers/refunds.ts), so no refund is lost if this function stops
 * right after the commit, and none is asked for a cancellation that did not commit. The same transaction writes what
 * follows: `visio_freed` (its reminders deleted) and, when the team cancels, the member told live and by e-mail.
 * Returns the booking as written.
 */
export async function cancelVisio(db: Db, { visio, by, reason, at }: Cancellation): Promise<VisioItem> {
  if (visio.status !== 'confirmee' || visio.end <= at) throw new HttpError('VISIO_NOT_CHANGEABLE');
  // The team's cancellation gives any credit back; the member's, one still valid, at least 24 h before.
  const refund = by === 'staff' || (isFreeChange(visio.start, at) && creditStillValid(visio.paidWith, at));
  const changes = {
    status: 'annulee' as const,
    cancelledAt: at,
    cancelledBy: by,
    creditReturned: refund,
    ...(reason ? { cancelReason: reason } : {}),
  };
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.visio
          .patch({ visioId: visio.visioId })
          .set(changes)
          .add({ version: 1 })
          .where(({ status, version }, { eq }) => `${eq(status, 'confirmee')} AND ${eq(version, visio.version)}`)
          .commit(),
        ...claimCells(visio.start, visio.durationMinutes, visio.bufferMinutes).map((cell) => entities.visioSlotClaim.delete({ educatorId: visio.educatorId, cell }).commit()),
        ...(refund ? creditBackItems(entities, visio, at) : []),
        ...monthItems(entities, visio.month, { visios: -1 }),
        outboxItem(entities, 'visio_freed', { userId: visio.userId, visioId: visio.visioId }, at),
        ...(by === 'staff'
          ? [
              notificationItem(entities, visio.userId, { kind: 'visio_updated', visioId: visio.visioId, change: 'cancelled', paid: paymentKind(visio.paidWith) === 'paid' }, at),
              outboxItem(entities, 'visio_changed_by_team', { userId: visio.userId, visioId: visio.visioId, change: 'cancelled' }, at),
            ]
          : []),
      ])
      .go(),
  );
  if (result.canceled) throw new HttpError(result.data[0]?.code === 'ConditionalCheckFailed' ? 'VISIO_CHANGED' : 'BUSY');
  return { ...visio, ...changes, version: visio.version + 1 };
}

/** Whether a credit is still the member's to get back: any but a past month's included visio (the month brought a new one). */
function creditStillValid(paidWith: string, at: string): boolean {
  const [kind, month] = paidWith.split(':');
  return kind !== 'included' || month === undefined || month === parisMonth(at);
}

/** The items that give a session's credit back, by what paid for it: a paid session's payment, refunded by its event. */
function creditBackItems(entities: WriteEntities, visio: VisioItem, at: string) {
  const { userId, paymentId } = visio;
  if (paymentKind(visio.paidWith) === 'paid') {
    if (!paymentId) return [];
    return [
      entities.payment.patch({ paymentId }).set({ status: 'refunded', refundedAt: at, refundedBy: 'automatique' }).commit(),
      outboxItem(entities, 'payment_refund_due', { userId, paymentId }, at),
    ];
  }
  const [kind, rewardId] = visio.paidWith.split(':');
  if (kind === 'reward' && rewardId) return [returnRewardItem(entities, { userId, rewardId, usedFor: `visio:${visio.visioId}` })];
  const counter = kind === 'bonus' ? { visiosBonus: 1 } : { visiosRemaining: 1 };
  return [entities.subscription.patch({ userId }).add(counter).set({ updatedAt: at }).commit()];
}
