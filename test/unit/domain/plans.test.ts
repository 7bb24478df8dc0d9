import {
  DEFAULT_BILLING_PERIOD,
  EXPERT_VISIOS_PER_MONTH,
  isPlanId,
  LANDING_PAGE_QUOTES,
  monthlyCounters,
  PLAN_IDS,
  PLANS,
  planPrice,
  PREMIUM_TICKETS_PER_MONTH,
  YEARLY_DISCOUNT_BADGE,
  yearlyPricePerMonth,
  yearlySavings,
} from '../../../shared/domain/plans';
import { formatEuros } from '../../../shared/domain/money';

describe('plan catalogue (SPEC §1, §9)', () => {
  it('has the three plans with their French names', () => {
    expect(PLAN_IDS.map((id) => PLANS[id].name)).toEqual(['Gratuit', 'Premium', 'Expert+']);
    for (const id of PLAN_IDS) {
      expect(PLANS[id].id).toBe(id);
      expect(PLANS[id].features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    ['gratuit', 0, 0],
    ['premium', 1490, 14900],
    ['expert', 2990, 29900],
  ] as const)('%s costs %i cents a month and %i a year', (plan, monthly, yearly) => {
    expect(planPrice(plan, 'monthly')).toBe(monthly);
    expect(planPrice(plan, 'yearly')).toBe(yearly);
  });

  it.each([
    ['premium', 1242, 2980, '12,42', '29,80'],
    ['expert', 2492, 5980, '24,92', '59,80'],
  ] as const)('%s yearly card: per month %i (yearly/12), savings %i (12×monthly − yearly)', (plan, perMonth, savings, perMonthText, savingsText) => {
    expect(yearlyPricePerMonth(plan)).toBe(perMonth);
    expect(yearlySavings(plan)).toBe(savings);
    expect(formatEuros(yearlyPricePerMonth(plan))).toBe(`${perMonthText}\u00A0€`);
    expect(formatEuros(yearlySavings(plan))).toBe(`${savingsText}\u00A0€`);
  });

  it('shows -15% on the yearly toggle and opens on monthly', () => {
    expect(YEARLY_DISCOUNT_BADGE).toBe('-15%');
    expect(DEFAULT_BILLING_PERIOD).toBe('monthly');
  });

  it.each([
    ['gratuit', 0],
    ['premium', 10],
    ['expert', 25],
  ] as const)('%s grants %i bonus points at sign-up', (plan, points) => {
    expect(PLANS[plan].signUpBonusPoints).toBe(points);
  });

  it('grants 3 Premium tickets a month, unlimited Expert+ tickets and 1 Expert+ visio', () => {
    expect(PREMIUM_TICKETS_PER_MONTH).toBe(3);
    expect(PLANS.premium.ticketsPerMonth).toBe(3);
    expect(PLANS.expert.ticketsPerMonth).toBe('unlimited');
    expect(EXPERT_VISIOS_PER_MONTH).toBe(1);
    expect(PLANS.premium.features).toContain('3 tickets par mois avec un éducateur');
    expect(PLANS.expert.features).toContain('1 visio de suivi (30 min) par mois avec un éducateur');
  });

  it.each([
    ['gratuit', { ticketsRemaining: 0, visiosRemaining: 0 }],
    ['premium', { ticketsRemaining: 3, visiosRemaining: 0 }],
    ['expert', { ticketsRemaining: 0, visiosRemaining: 1 }],
  ] as const)('%s starts the month with %o', (plan, counters) => {
    expect(monthlyCounters(plan)).toEqual(counters);
  });

  it('keeps the landing-page readings as stated', () => {
    expect(LANDING_PAGE_QUOTES.premiumMonthlyPrices).toEqual([1290, 1490]);
    expect(LANDING_PAGE_QUOTES.expertMonthlyPrice).toBe(2990);
    expect(LANDING_PAGE_QUOTES.premiumTicketsPerMonth).toEqual([2, 3]);
  });

  it.each([
    ['gratuit', true],
    ['expert', true],
    ['Expert', false],
    ['free', false],
    [undefined, false],
    [3, false],
  ])('isPlanId(%p) is %p', (value, expected) => {
    expect(isPlanId(value)).toBe(expected);
  });
});
