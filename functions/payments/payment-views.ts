import type { EntityItem } from 'electrodb';
import type { AdminPayment, SubscriptionView } from '../../shared/contract/payment-schemas';
import { hasSubscriptionToManage, paymentFailed, paymentProductLabel, refundBlocker } from '../../shared/domain/billing';
import { runningGift } from '../../shared/domain/plan-gifts';
import type { Db } from '../lib/db/service';

export type PaymentItem = EntityItem<Db['entities']['payment']>;
type SubscriptionItem = EntityItem<Db['entities']['subscription']>;

/** A payment as the admin's list shows it, with whether it can be refunded now and why not. */
export function adminPaymentView(payment: PaymentItem, { creditUnused, now }: { creditUnused: boolean; now: string }): AdminPayment {
  const blocker = refundBlocker(payment, creditUnused, now);
  return {
    id: payment.paymentId,
    memberId: payment.userId,
    memberEmail: payment.memberEmail,
    kind: payment.kind,
    productLabel: paymentProductLabel(payment),
    amount: payment.amount,
    status: payment.status,
    paidAt: payment.paidAt,
    refundedAt: payment.refundedAt ?? null,
    refundable: payment.status === 'paid' && blocker === null,
    refundNote: payment.status === 'paid' ? blocker : null,
  };
}

/** check-subscription's answer (SPEC §7) and what the subscription page shows with it, a gift from the team included. */
export function subscriptionView(item: SubscriptionItem | null, now = new Date().toISOString()): SubscriptionView {
  const plan = item?.plan ?? 'gratuit';
  return {
    subscribed: plan !== 'gratuit',
    subscriptionType: plan,
    subscriptionEnd: plan !== 'gratuit' ? (item?.periodEnd ?? null) : null,
    billingPeriod: plan !== 'gratuit' ? (item?.billingPeriod ?? null) : null,
    cancelAtPeriodEnd: plan !== 'gratuit' && (item?.cancelAtPeriodEnd ?? false),
    paymentFailed: plan !== 'gratuit' && paymentFailed(item?.billingStatus),
    canManage: item ? hasSubscriptionToManage(item) : false,
    ticketsRemaining: item?.ticketsRemaining ?? 0,
    visiosRemaining: item?.visiosRemaining ?? 0,
    visiosBonus: item?.visiosBonus ?? 0,
    gift: item ? runningGift(item, now) : null,
  };
}
