import { SHOP_CREDITS, subscriptionStatusLabel, WEBHOOK_EVENTS } from '../../shared/domain/billing';
import { API_BASE_PATH } from '../../shared/contract/runtime-config';
import { routes } from '../../shared/contract/routes';
import { parisMonth } from '../../shared/domain/months';
import { isShopProductId, type ShopProductId } from '../../shared/domain/shop';
import type { Billing } from '../lib/billing/billing';
import type { Db } from '../lib/db/service';
import { adminPaymentView, type PaymentItem } from './payment-views';

/** Subscriptions shown to the admin: the most recent ones (a list to page through comes with the admin issue). */
const SUBSCRIPTIONS_SHOWN = 100;

/**
 * The admin's payments page (issue 13): a month's payments newest first (one Query on the month index), whether each
 * shop purchase can be refunded (its credit read in one batch), the month's revenue, and the latest subscriptions.
 */
export async function adminPayments(db: Db, month: string | undefined, now: string) {
  const shown = month ?? parisMonth(now);
  const [{ data: payments }, { data: subscriptions }] = await Promise.all([
    db.entities.payment.query.byMonth({ month: shown }).go({ order: 'desc', pages: 'all' }),
    db.entities.paidSubscription.query.byStart({}).go({ order: 'desc', limit: SUBSCRIPTIONS_SHOWN }),
  ]);
  const unused = await unusedCredits(db, payments);
  const paid = payments.filter((payment) => payment.status !== 'failed');
  const refunded = payments.filter((payment) => payment.status === 'refunded').reduce((sum, payment) => sum + payment.amount, 0);
  return {
    month: shown,
    payments: payments.map((payment) => adminPaymentView(payment, { creditUnused: unused.has(payment.paymentId), now })),
    revenue: paid.reduce((sum, payment) => sum + payment.amount, 0) - refunded,
    refunded,
    subscriptions: subscriptions.map((row) => ({
      id: row.subscriptionId,
      memberId: row.userId,
      memberEmail: row.memberEmail,
      plan: row.plan,
      billingPeriod: row.billingPeriod,
      amount: row.amount,
      status: row.status,
      statusLabel: subscriptionStatusLabel(row.status, row.cancelAtPeriodEnd),
      periodEnd: row.periodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      startedAt: row.startedAt,
    })),
  };
}

/** The paid shop purchases whose credit is still unused: ticket credits read in one batch, bonus visios by counter. */
async function unusedCredits(db: Db, payments: readonly PaymentItem[]): Promise<Set<string>> {
  const open = payments.filter(
    (payment): payment is PaymentItem & { product: ShopProductId } => payment.kind === 'shop' && payment.status === 'paid' && isShopProductId(payment.product),
  );
  const tickets = open.filter((payment) => SHOP_CREDITS[payment.product].kind === 'reward' && payment.creditRef);
  const visios = open.filter((payment) => SHOP_CREDITS[payment.product].kind === 'visioBonus');
  const [rewards, counters] = await Promise.all([
    tickets.length ? db.entities.reward.get(tickets.map(({ userId, creditRef }) => ({ userId, rewardId: creditRef! }))).go() : { data: [] },
    visios.length ? db.entities.subscription.get([...new Set(visios.map(({ userId }) => userId))].map((userId) => ({ userId }))).go() : { data: [] },
  ]);
  const unusedRewards = new Set(rewards.data.filter((reward) => !reward.used).map((reward) => `${reward.userId}/${reward.rewardId}`));
  const bonusLeft = new Map(counters.data.map((item) => [item.userId, item.visiosBonus]));
  return new Set([
    ...tickets.filter(({ userId, creditRef }) => unusedRewards.has(`${userId}/${creditRef}`)).map((payment) => payment.paymentId),
    ...visios.filter(({ userId }) => (bonusLeft.get(userId) ?? 0) > 0).map((payment) => payment.paymentId),
  ]);
}

/** The webhook guide (SPEC §2 Payment config): this deployment's endpoint and the events to subscribe it to. */
export function paymentsConfig({ siteUrl, mode }: { siteUrl: string; mode: Billing['mode'] }) {
  return { webhookUrl: `${siteUrl}${API_BASE_PATH}${routes.stripeWebhook.path}`, events: [...WEBHOOK_EVENTS], mode };
}
