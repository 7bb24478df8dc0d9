import { giftEndOf, giftRuns, giftSummary, paysForPlan, runningGift } from '../../../shared/domain/plan-gifts';

/** Issue 21: a plan the team gives, and the rule that the paid plan comes first. */

describe('paysForPlan: a gift is refused while a paid subscription gives the plan', () => {
  it.each([
    [{ plan: 'premium', stripeSubscriptionId: 'sub_1', billingStatus: 'active' }, true],
    [{ plan: 'expert', stripeSubscriptionId: 'sub_1', billingStatus: 'trialing' }, true],
    [{ plan: 'premium', stripeSubscriptionId: 'sub_1', billingStatus: 'past_due' }, true],
    [{ plan: 'gratuit', stripeSubscriptionId: 'sub_1', billingStatus: 'canceled' }, false],
    [{ plan: 'gratuit', stripeSubscriptionId: 'sub_1', billingStatus: 'active' }, false],
    [{ plan: 'premium', stripeSubscriptionId: null, billingStatus: null }, false], // a plan given by the team
    [{ plan: 'premium', stripeSubscriptionId: 'sub_1', billingStatus: 'unpaid' }, false],
  ] as const)('%j → %s', (billing, expected) => {
    expect(paysForPlan(billing)).toBe(expected);
  });
});

describe('giftEndOf: the end of the last day, at midnight in Paris', () => {
  it.each([
    ['2026-12-31', '2026-12-31T23:00:00.000Z'], // winter: UTC+1
    ['2027-07-14', '2027-07-14T22:00:00.000Z'], // summer: UTC+2
    ['2027-03-27', '2027-03-27T23:00:00.000Z'], // the night summer time starts (28 March 2027 at 2:00)
    ['2027-10-30', '2027-10-30T22:00:00.000Z'], // the night it ends (31 October 2027 at 3:00)
  ])('%s ends at %s', (day, instant) => {
    expect(giftEndOf(day)).toBe(instant);
  });
});

describe('a running gift', () => {
  const now = '2026-11-25T12:00:00.000Z';
  it('runs until its end, or with no end until it is ended', () => {
    expect(giftRuns({ giftPlan: 'premium', giftEndsAt: '2026-11-25T23:00:00.000Z' }, now)).toBe(true);
    expect(giftRuns({ giftPlan: 'premium', giftEndsAt: now }, now)).toBe(false);
    expect(giftRuns({ giftPlan: 'expert', giftEndsAt: null }, now)).toBe(true);
    expect(giftRuns({ giftPlan: null }, now)).toBe(false);
    expect(runningGift({ giftPlan: 'expert' }, now)).toEqual({ plan: 'expert', endsAt: null });
    expect(runningGift({ giftPlan: 'premium', giftEndsAt: '2026-11-01T00:00:00.000Z' }, now)).toBeNull();
  });

  it('is logged with its plan and its last day', () => {
    expect(giftSummary('premium', giftEndOf('2026-12-31'))).toBe('Offre Premium offerte jusqu’au 31/12/2026');
    expect(giftSummary('expert', null)).toBe('Offre Expert+ offerte sans date de fin');
  });
});
