import { levelRank, levelsCrossed, LEVELS } from '../../../shared/domain/levels';
import { parisMonth } from '../../../shared/domain/months';
import { POINTS_RULES } from '../../../shared/domain/points';
import { PLANS } from '../../../shared/domain/plans';
import { REWARDS } from '../../../shared/domain/rewards';
import { SHOP_PRODUCTS } from '../../../shared/domain/shop';
import { pointsSource } from '../../../functions/lib/points/ledger';

/** Issue 10: every source of points from SPEC's numbers, each keyed so it pays once. */
describe('sources of points (SPEC §9 Points, issue 10)', () => {
  it('pays SPEC’s amounts: +5 ticket résolu, +3 partage vérifié, +10 défi du mois', () => {
    expect(POINTS_RULES).toMatchObject({ ticketResolved: 5, verifiedShare: 3, monthlyChallenge: 10, ficheCompletedDefault: 1 });
  });

  it('gives the plan bonuses of SPEC §9: +10 Premium, +25 Expert+', () => {
    expect(PLANS.premium.signUpBonusPoints).toBe(10);
    expect(PLANS.expert.signUpBonusPoints).toBe(25);
  });

  it('gives the shop bonuses of SPEC §9: +2 ticket standard, +5 ticket urgent, +10 visio unique, +3 retour vidéo (issue 26)', () => {
    expect(Object.fromEntries(Object.values(SHOP_PRODUCTS).map((product) => [product.id, product.bonusPoints]))).toEqual({ ticket_standard: 2, ticket_urgent: 5, visio_unique: 10, video_retour: 3 });
  });

  it('prices rewards at 20, 50 and 100 points', () => {
    expect(REWARDS.map((reward) => [reward.type, reward.pointsCost])).toEqual([['ticket_standard', 20], ['ticket_urgent', 50], ['visio_gratuite', 100]]);
  });

  it('keys each source so it pays once: per fiche, ticket, payment, plan, month, shared fiche, admin request, exchange', () => {
    expect([
      pointsSource.fiche('f1'),
      pointsSource.ticket('t1'),
      pointsSource.purchase('pi_1'),
      pointsSource.planBonus('expert'),
      pointsSource.challenge('2026-11'),
      pointsSource.share('f1'),
      pointsSource.adjustment('r1'),
      pointsSource.exchange('r1'),
    ]).toEqual(['fiche:f1', 'ticket:t1', 'purchase:pi_1', 'plan-bonus:expert', 'challenge:2026-11', 'share:f1', 'adjustment:r1', 'exchange:r1']);
  });

  it('ranks the levels in SPEC order, so a milestone is only ever announced upwards', () => {
    expect(LEVELS.map((level) => [level.id, levelRank(level.id)])).toEqual([['debutant', 0], ['apprenti', 1], ['confirme', 2], ['expert', 3]]);
  });

  it.each([
    [49, 50, ['apprenti']],
    [50, 60, []],
    [45, 205, ['apprenti', 'confirme', 'expert']],
    [0, 49, []],
    [120, 80, []],
    [99, 100, ['confirme']],
  ])('a balance going from %i to %i points crosses %j (the milestones to announce)', (before, after, crossed) => {
    expect(levelsCrossed(before, after).map((level) => level.id)).toEqual(crossed);
  });
});

describe('Paris months (challenges and share caps turn at midnight in Paris)', () => {
  it.each([
    ['2026-11-30T22:59:59.999Z', '2026-11'], // 23:59 in Paris (UTC+1)
    ['2026-11-30T23:00:00.000Z', '2026-12'], // midnight in Paris
    ['2026-06-30T21:59:59.000Z', '2026-06'], // 23:59 in Paris (UTC+2, summer time)
    ['2026-06-30T22:00:00.000Z', '2026-07'],
    ['2026-12-31T23:30:00.000Z', '2027-01'],
  ])('%s is in %s', (instant, month) => {
    expect(parisMonth(instant)).toBe(month);
    expect(parisMonth(new Date(instant))).toBe(month);
  });
});
