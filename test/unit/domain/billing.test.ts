import {
  grantsAccess,
  hasSubscriptionToManage,
  isPlanPriceKey,
  isVisioPriceKey,
  isUpgrade,
  isWithinRefundWindow,
  paymentFailed,
  paymentProductLabel,
  PLAN_PRICE_KEYS,
  planFromSubscription,
  planOfPriceKey,
  planPriceKey,
  PRICE_KEYS,
  refundBlocker,
  refundDeadline,
  resetsCounters,
  SHOP_CREDITS,
  subscriptionStatusLabel,
  visioPriceKey,
} from '../../../shared/domain/billing';
import { SHOP_PRODUCT_IDS } from '../../../shared/domain/shop';

describe('price keys', () => {
  it('sells each paid plan monthly and yearly, each shop product and each paid visio length', () => {
    expect(PLAN_PRICE_KEYS).toEqual(['premium_monthly', 'premium_yearly', 'expert_monthly', 'expert_yearly']);
    expect(PRICE_KEYS).toEqual([...PLAN_PRICE_KEYS, ...SHOP_PRODUCT_IDS, 'visio_30', 'visio_60']);
    expect(visioPriceKey(60)).toBe('visio_60');
  });

  it('tells a plan price key and a visio price key from a shop product', () => {
    expect(PRICE_KEYS.filter(isPlanPriceKey)).toEqual(PLAN_PRICE_KEYS);
    expect(PRICE_KEYS.filter(isVisioPriceKey)).toEqual(['visio_30', 'visio_60']);
    expect(isPlanPriceKey('premium_weekly')).toBe(false);
    expect(isVisioPriceKey('visio_45')).toBe(false);
  });

  it('names a visio payment for the admin, and refunds it through its cancellation only', () => {
    expect(paymentProductLabel({ kind: 'visio', product: 'visio_60' })).toBe('Visio bilan (60 min)');
    expect(refundBlocker({ kind: 'visio', status: 'paid', paidAt: '2026-11-01T10:00:00.000Z' }, true, '2026-11-02T10:00:00.000Z')).toBe('Visio : remboursée à son annulation, au moins 24 h avant');
  });

  it.each(PLAN_PRICE_KEYS)('%s round-trips to its plan and period', (key) => {
    const { plan, period } = planOfPriceKey(key);
    expect(planPriceKey(plan, period)).toBe(key);
  });

  it('leaves a ticket credit for tickets, a bonus visio for the visio and a video credit for the extra video', () => {
    expect(SHOP_CREDITS).toEqual({
      ticket_standard: { kind: 'reward', rewardType: 'ticket_standard' },
      ticket_urgent: { kind: 'reward', rewardType: 'ticket_urgent' },
      visio_unique: { kind: 'visioBonus' },
      video_retour: { kind: 'reward', rewardType: 'video_retour' },
    });
  });
});

describe('the plan a subscription gives', () => {
  it.each([
    ['active', 'premium'],
    ['trialing', 'premium'],
    ['past_due', 'premium'], // the provider retries; the member keeps access and sees the card banner
    ['unpaid', 'gratuit'],
    ['canceled', 'gratuit'],
    ['incomplete', 'gratuit'],
    ['incomplete_expired', 'gratuit'],
    ['paused', 'gratuit'],
  ] as const)('%s → %s', (status, plan) => {
    expect(planFromSubscription({ status, plan: 'premium' })).toBe(plan);
    expect(grantsAccess(status)).toBe(plan !== 'gratuit');
  });

  it('orders the plans for plan_upgraded', () => {
    expect(isUpgrade('gratuit', 'premium')).toBe(true);
    expect(isUpgrade('premium', 'expert')).toBe(true);
    expect(isUpgrade('expert', 'premium')).toBe(false);
    expect(isUpgrade('premium', 'premium')).toBe(false);
  });

  it.each([
    ['a change of plan', { plan: 'premium', quotaPeriod: '2026-11-01T00:00:00.000Z' }, 'expert', '2026-11-01T00:00:00.000Z', true],
    ['back to the free plan', { plan: 'premium', quotaPeriod: '2026-11-01T00:00:00.000Z' }, 'gratuit', null, true],
    ['a new paid period', { plan: 'premium', quotaPeriod: '2026-11-01T00:00:00.000Z' }, 'premium', '2026-12-01T00:00:00.000Z', true],
    ['the same period again', { plan: 'premium', quotaPeriod: '2026-11-01T00:00:00.000Z' }, 'premium', '2026-11-01T00:00:00.000Z', false],
    ['still free', { plan: 'gratuit', quotaPeriod: null }, 'gratuit', '2026-11-01T00:00:00.000Z', false],
  ] as const)('counters reset on %s: %s', (_, before, plan, periodStart, expected) => {
    expect(resetsCounters(before, plan, periodStart)).toBe(expected);
  });

  // Issue 23: the portal said 'Aucun abonnement en cours' to a shop customer or a member the team gave a plan.
  it.each([
    ['a subscription paid for', { stripeSubscriptionId: 'sub_1', billingStatus: 'active' }, true],
    ['a renewal that failed (the card to update)', { stripeSubscriptionId: 'sub_1', billingStatus: 'past_due' }, true],
    ['an unpaid subscription (still at the provider)', { stripeSubscriptionId: 'sub_1', billingStatus: 'unpaid' }, true],
    ['an ended subscription', { stripeSubscriptionId: 'sub_1', billingStatus: 'canceled' }, false],
    ['a first payment that expired', { stripeSubscriptionId: 'sub_1', billingStatus: 'incomplete_expired' }, false],
    ['a customer alone (a shop purchase) or a gifted plan', {}, false],
  ] as const)('a portal to open for %s: %s', (_, billing, expected) => {
    expect(hasSubscriptionToManage(billing)).toBe(expected);
  });

  it('shows the card banner for a renewal that failed', () => {
    expect([paymentFailed('past_due'), paymentFailed('unpaid'), paymentFailed('active'), paymentFailed(null)]).toEqual([true, true, false, false]);
  });

  it('labels a subscription for the admin', () => {
    expect(subscriptionStatusLabel('active', false)).toBe('Actif');
    expect(subscriptionStatusLabel('active', true)).toBe('Résilié, actif jusqu’à la fin de la période');
    expect(subscriptionStatusLabel('canceled', true)).toBe('Terminé');
    expect(subscriptionStatusLabel('something_new', false)).toBe('something_new');
  });
});

describe('refunds (SPEC §9: 14 days, unused)', () => {
  const paidAt = '2026-11-01T10:00:00.000Z';

  it('ends 14 days after the payment, to the millisecond', () => {
    expect(refundDeadline(paidAt)).toBe('2026-11-15T10:00:00.000Z');
    expect(isWithinRefundWindow(paidAt, '2026-11-15T10:00:00.000Z')).toBe(true);
    expect(isWithinRefundWindow(paidAt, '2026-11-15T10:00:00.001Z')).toBe(false);
  });

  it.each([
    ['a shop purchase, unused, in time', { kind: 'shop', status: 'paid' }, true, '2026-11-10T00:00:00.000Z', null],
    ['a used credit', { kind: 'shop', status: 'paid' }, false, '2026-11-10T00:00:00.000Z', 'Crédit déjà utilisé'],
    ['too late', { kind: 'shop', status: 'paid' }, true, '2026-11-20T00:00:00.000Z', 'Plus de 14 jours'],
    ['a subscription', { kind: 'subscription', status: 'paid' }, true, '2026-11-10T00:00:00.000Z', 'Abonnement : à rembourser depuis le tableau de bord Stripe'],
    ['already refunded', { kind: 'shop', status: 'refunded' }, false, '2026-11-10T00:00:00.000Z', null],
  ] as const)('%s', (_, payment, creditUnused, now, expected) => {
    expect(refundBlocker({ ...payment, paidAt }, creditUnused, now)).toBe(expected);
  });
});

describe('payment labels', () => {
  it.each([
    [{ kind: 'shop', product: 'ticket_urgent' }, 'Ticket urgent'],
    [{ kind: 'shop', product: 'retired_product' }, 'retired_product'],
    [{ kind: 'subscription', product: 'expert', billingPeriod: 'yearly' }, 'Expert+ (annuel)'],
    [{ kind: 'subscription', product: 'premium', billingPeriod: null }, 'Premium'],
    [{ kind: 'subscription', product: 'legacy', billingPeriod: 'monthly' }, 'legacy (mensuel)'],
  ] as const)('%j → %s', (payment, label) => {
    expect(paymentProductLabel(payment)).toBe(label);
  });
});
