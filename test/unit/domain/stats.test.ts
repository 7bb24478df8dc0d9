import { memberLeavingDeltas, monthlyRevenue, monthlyRows, monthsBetween, planChangeDeltas, pointsBySource, pointsMoveDeltas, sourceKind, staffChangeDeltas, weeklyRows, weekStart } from '../../../shared/domain/stats';
import { PLANS } from '../../../shared/domain/plans';

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

  it('a staff account changing plan is counted under no plan, but its payment is still revenue and a sale (issue 21)', () => {
    expect(planChangeDeltas({ plan: 'gratuit', period: null, staff: true }, { plan: 'premium', period: 'monthly' })).toEqual({ totals: { mrr: PLANS.premium.prices.monthly }, period: { paidActivations: 1 } });
    expect(planChangeDeltas({ plan: 'premium', period: null, staff: true }, { plan: 'gratuit', period: null })).toEqual({ totals: {}, period: {} });
  });
});

describe('what a member deleting their account moves (issue 22)', () => {
  it('a Gratuit member leaves the Gratuit members, and nothing else moves', () => {
    expect(memberLeavingDeltas({ plan: 'gratuit', period: null })).toEqual({ totals: { membersGratuit: -1 }, period: {} });
  });
  it('a paying member leaves their plan, takes its MRR with them and counts one paid cancellation', () => {
    expect(memberLeavingDeltas({ plan: 'premium', period: 'monthly' })).toEqual({ totals: { membersPremium: -1, mrr: -PLANS.premium.prices.monthly }, period: { paidCancellations: 1 } });
    expect(memberLeavingDeltas({ plan: 'expert', period: 'yearly' })).toEqual({ totals: { membersExpert: -1, mrr: -Math.round(PLANS.expert.prices.yearly / 12) }, period: { paidCancellations: 1 } });
  });
  it('a plan the team gave is neither revenue nor a churn', () => {
    expect(memberLeavingDeltas({ plan: 'expert', period: null })).toEqual({ totals: { membersExpert: -1 }, period: {} });
  });
  it('a staff account was counted under no plan: only its own revenue goes', () => {
    expect(memberLeavingDeltas({ plan: 'gratuit', period: null, staff: true })).toEqual({ totals: {}, period: {} });
    expect(memberLeavingDeltas({ plan: 'premium', period: 'monthly', staff: true })).toEqual({ totals: { mrr: -PLANS.premium.prices.monthly }, period: { paidCancellations: 1 } });
  });
});

describe('what joining or leaving the team moves (issue 21)', () => {
  it('takes the person out of their plan’s members, and counts them there again when they leave', () => {
    expect(staffChangeDeltas('premium', true)).toEqual({ membersPremium: -1 });
    expect(staffChangeDeltas('gratuit', false)).toEqual({ membersGratuit: 1 });
  });
});

describe('analytics series', () => {
  it('weeks start on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // across a month
  });

  it('lists the months of a range, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
  });

  it('sums days by week, every week present, and means the first-response time', () => {
    const days = new Map([
      ['2026-11-02', { signups: 2, ficheValidations: 3, firstResponses: 2, firstResponseMinutes: 90 }],
      ['2026-11-08', { signups: 1, paidActivations: 1 }],
      ['2026-11-17', { ficheValidations: 4 }],
      ['2026-10-01', { signups: 50 }], // before the range: ignored
    ]);
    expect(weeklyRows(days, '2026-11-01', '2026-11-18')).toEqual([
      { week: '2026-10-26', signups: 0, paidActivations: 0, ficheValidations: 0, firstResponses: 0, firstResponseMinutes: null },
      { week: '2026-11-02', signups: 3, paidActivations: 1, ficheValidations: 3, firstResponses: 2, firstResponseMinutes: 45 },
      { week: '2026-11-09', signups: 0, paidActivations: 0, ficheValidations: 0, firstResponses: 0, firstResponseMinutes: null },
      { week: '2026-11-16', signups: 0, paidActivations: 0, ficheValidations: 4, firstResponses: 0, firstResponseMinutes: null },
    ]);
  });

  it('rebuilds each month’s end values from today’s totals and the changes made after it, with churn', () => {
    const totals = { membersGratuit: 100, membersPremium: 18, membersExpert: 4, mrr: 18 * 1490 + 4 * 2990 };
    const months = new Map([
      ['2026-10', { membersGratuit: 30, membersPremium: 10, mrr: 14900, paidActivations: 10 }],
      ['2026-11', { membersGratuit: 5, membersPremium: 8, membersExpert: 4, mrr: 8 * 1490 + 4 * 2990 - 2 * 1490, paidActivations: 14, paidCancellations: 2 }],
    ]);
    const rows = monthlyRows(months, totals, ['2026-09', '2026-10', '2026-11']);
    expect(rows.map(({ month, membersGratuit, membersPremium, membersExpert }) => [month, membersGratuit, membersPremium, membersExpert])).toEqual([
      ['2026-09', 65, 0, 0],
      ['2026-10', 95, 10, 0],
      ['2026-11', 100, 18, 4],
    ]);
    expect(rows[2]).toMatchObject({ mrr: totals.mrr, paidActivations: 14, paidCancellations: 2, churnRate: 20 }); // 2 of the 10 paid at the start
    expect(rows[0]!.churnRate).toBeNull(); // nobody paid yet
  });
});

describe('what a ledger move adds to the points counters', () => {
  it('a credit of several moves: the points in circulation and each kind’s earned points', () => {
    expect(pointsMoveDeltas([{ source: 'fiche:rappel', points: 4 }, { source: 'challenge:2026-11', points: 10 }])).toEqual({ pointsInCirculation: 14, earnedFiche: 4, earnedChallenge: 10 });
  });

  it('an exchange: points leave circulation, counted as spent, and the reward is counted by its type', () => {
    expect(pointsMoveDeltas([{ source: 'exchange:5f0c', points: -50 }], 'ticket_urgent')).toEqual({ pointsInCirculation: -50, spentExchange: 50, rewardsTicketUrgent: 1 });
  });

  it('an admin’s removal is a spent adjustment; a plan bonus is named by its kind', () => {
    expect(pointsMoveDeltas([{ source: 'adjustment:9a8b', points: -10 }])).toEqual({ pointsInCirculation: -10, spentAdjustment: 10 });
    expect(sourceKind('plan-bonus:premium')).toBe('plan-bonus');
  });

  it('refuses a source it does not know rather than counting it nowhere', () => {
    expect(() => sourceKind('cadeau:1')).toThrow('Source de points inconnue : cadeau:1');
  });

  it('a month by source leaves out the kinds that moved nothing', () => {
    expect(pointsBySource({ earnedFiche: 12, earnedAdjustment: 30, spentAdjustment: 5, spentExchange: 20 })).toEqual([
      { kind: 'fiche', earned: 12, spent: 0 },
      { kind: 'adjustment', earned: 30, spent: 5 },
      { kind: 'exchange', earned: 0, spent: 20 },
    ]);
  });
});
