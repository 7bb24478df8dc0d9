import type Stripe from 'stripe';
import type { AdminPayment } from '../../shared/contract/payment-schemas';
import { isWithinRefundWindow, SHOP_CREDITS } from '../../shared/domain/billing';
import { isShopProductId } from '../../shared/domain/shop';
import type { Db } from '../lib/db/service';
import { writeTransaction, type TransactionOutcome } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { outboxItem } from '../lib/events/outbox';
import type { WriteEntities } from '../lib/points/ledger';
import { useRewardItem } from '../lib/points/rewards';
import { adminPaymentView, type PaymentItem } from './payment-views';
import { idOf } from './provider-ids';
import { recordedWrite, type RecordedItem } from './recorded-write';
import type { ProviderEvent } from './sync-subscription';

const refundUse = (paymentId: string) => `refund:${paymentId}`;

/**
 * The item that takes back a purchase's credit, on the condition that it is unused: the ticket credit marked used by
 * the refund, or one bonus visio taken from a counter that has one. Null for a payment that left no credit.
 */
function withdrawCreditItem(entities: WriteEntities, payment: PaymentItem, at: string) {
  if (!isShopProductId(payment.product)) return null;
  const credit = SHOP_CREDITS[payment.product];
  if (credit.kind === 'reward' && payment.creditRef) {
    return useRewardItem(entities, { userId: payment.userId, rewardId: payment.creditRef, type: credit.rewardType, usedFor: refundUse(payment.paymentId), at });
  }
  return entities.subscription
    .patch({ userId: payment.userId })
    .add({ visiosBonus: -1 })
    .set({ updatedAt: at })
    .where(({ visiosBonus }, { gt }) => gt(visiosBonus, 0))
    .commit();
}

/**
 * An admin refunds a shop purchase (issue 13): only while its credit is unused and within 14 days. ONE transaction
 * marks the payment refunded, withdraws the credit (so the member can never both keep it and be refunded) and writes
 * the `payment_refund_due` event, from which the refunds consumer has the provider give the money back, retrying until
 * it does (issue 20: the request answers after its commit, and no refund is lost if it stops right then). The
 * provider's `charge.refunded` event then finds the payment refunded and changes nothing.
 */
export async function refundPurchase(db: Db, input: { paymentId: string; adminId: string; at: string }): Promise<AdminPayment> {
  const { paymentId, adminId, at } = input;
  const { data: payment } = await db.entities.payment.get({ paymentId }).go({ consistent: true });
  if (!payment) throw new HttpError('PAYMENT_NOT_FOUND');
  if (payment.kind !== 'shop') throw new HttpError('REFUND_NOT_ALLOWED');
  if (payment.status === 'refunded') throw new HttpError('REFUND_ALREADY_DONE');
  if (!isWithinRefundWindow(payment.paidAt, at)) throw new HttpError('REFUND_WINDOW_OVER');

  const result: TransactionOutcome = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.payment
          .patch({ paymentId })
          .set({ status: 'refunded', refundedAt: at, refundedBy: adminId, creditWithdrawn: true })
          .where(({ status }, { eq }) => eq(status, 'paid'))
          .commit(),
        ...[withdrawCreditItem(entities, payment, at)].filter((item) => item !== null),
        outboxItem(entities, 'payment_refund_due', { userId: payment.userId, paymentId }, at),
      ])
      .go(),
  );
  if (result.canceled) {
    const [row, credit] = result.data;
    if (row?.code === 'ConditionalCheckFailed') throw new HttpError('REFUND_ALREADY_DONE');
    if (credit?.code === 'ConditionalCheckFailed') throw new HttpError('REFUND_CREDIT_USED');
    throw new Error(`Remboursement annulé : ${result.data.map((item) => item.code).join(', ')}`);
  }
  return adminPaymentView({ ...payment, status: 'refunded', refundedAt: at, refundedBy: adminId, creditWithdrawn: true }, { creditUnused: false, now: at });
}

/**
 * A refund made at the provider (charge.refunded, a full refund from its dashboard, or the echo of the admin's own):
 * the payment is marked refunded with its credit withdrawn if still unused; a credit already used stays used (the team
 * chose to refund anyway) and the row says so. A partial refund changes nothing here.
 */
export async function recordProviderRefund(db: Db, charge: Stripe.Charge, event: ProviderEvent, at: string): Promise<'refunded' | 'duplicate' | 'ignored'> {
  const paymentId = idOf(charge.payment_intent);
  const { data: payment } = paymentId ? await db.entities.payment.get({ paymentId }).go({ consistent: true }) : { data: null };
  // A charge of no payment of ours, or one already marked: nothing to write (issue 20), the event is acknowledged.
  if (!charge.refunded || !payment || payment.status === 'refunded') return 'ignored';
  const markItem = (entities: WriteEntities, creditWithdrawn: boolean) =>
    entities.payment
      .patch({ paymentId: payment.paymentId })
      .set({ status: 'refunded', refundedAt: at, refundedBy: 'stripe', creditWithdrawn })
      .where(({ status }, { eq }) => eq(status, 'paid'))
      .commit();
  const withdrawn: RecordedItem = { items: (entities) => [markItem(entities, true), ...[withdrawCreditItem(entities, payment, at)].filter((item) => item !== null)] };
  const kept: RecordedItem = { items: (entities) => [markItem(entities, false)] };
  // The credit withdrawn if it can be; the kept variant goes only if the first one was dropped (a used credit).
  const first = await recordedWrite(db, event, payment.kind === 'shop' ? [withdrawn] : [kept], at);
  if (first.status === 'duplicate') return 'duplicate';
  if (first.written.size > 0 || payment.kind !== 'shop') return 'refunded';
  await recordedWrite(db, null, [kept], at);
  return 'refunded';
}
