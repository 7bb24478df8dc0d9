import { monthlyRevenue, planChangeDeltas } from '../../../shared/domain/stats';

describe('monthly recurring revenue (issue 14: yearly ÷ 12)', () => {
  it.each([
    ['gratuit', 'monthly', 0],
    ['premium', 'monthly', 1490],
    ['premium', 'yearly', 1242], // 149 € / 12
    ['expert', 'monthly', 2990],
    ['expert', 'yearly', 2492], // 299 € / 12
    ['premium', null, 0], // a plan the team gave brings no revenue
  ] as const)('%s %s → %i cents', (plan, period, cents) => {
    expect(monthlyRevenue(plan, period)).toBe(cents);
  });
});

describe('what a change of plan moves', () => {
  it('a first paid subscription: the member moves, MRR grows, one paid activation', () => {
    expect(planChangeDeltas({ plan: 'gratuit', period: null }, { plan: 'premium', period: 'monthly' })).toEqual({
      totals: { membersGratuit: -1, membersPremium: 1, mrr: 1490 },
      period: { paidActivations: 1 },
    });
  });

  it('a switch from Premium monthly to Expert+ yearly: one member moves, MRR by the difference, no new activation', () => {
    expect(planChangeDeltas({ plan: 'premium', period: 'monthly' }, { plan: 'expert', period: 'yearly' })).toEqual({
      totals: { membersPremium: -1, membersExpert: 1, mrr: 2492 - 1490 },
      period: {},
    });
  });

  it('a paid plan that ends: back to gratuit, MRR down, one paid cancellation', () => {
    expect(planChangeDeltas({ plan: 'expert', period: 'yearly' }, { plan: 'gratuit', period: null })).toEqual({
      totals: { membersExpert: -1, membersGratuit: 1, mrr: -2492 },
      period: { paidCancellations: 1 },
    });
  });

  it('a plan the team gives, then takes back: members move, no revenue, neither a sale nor a churn', () => {
    expect(planChangeDeltas({ plan: 'gratuit', period: null }, { plan: 'expert', period: null })).toEqual({ totals: { membersGratuit: -1, membersExpert: 1 }, period: {} });
    expect(planChangeDeltas({ plan: 'expert', period: null }, { plan: 'gratuit', period: null })).toEqual({ totals: { membersExpert: -1, membersGratuit: 1 }, period: {} });
  });

  it('the same state again moves nothing', () => {
    expect(planChangeDeltas({ plan: 'premium', period: 'monthly' }, { plan: 'premium', period: 'monthly' })).toEqual({ totals: {}, period: {} });
  });

  it('a team-given plan becoming paid counts the sale and the revenue', () => {
    expect(planChangeDeltas({ plan: 'expert', period: null }, { plan: 'expert', period: 'monthly' })).toEqual({ totals: { mrr: 2990 }, period: { paidActivations: 1 } });
  });
});
