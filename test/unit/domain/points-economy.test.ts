import { FICHES } from '../../../shared/catalogue';
import { canReadFiche } from '../../../shared/domain/entitlements';
import { PLAN_IDS, PLANS } from '../../../shared/domain/plans';
import {
  dailyCapReachedNotice,
  dailyValidations,
  dailyValidationsSummary,
  ficheCompletionPoints,
  pathToFirstReward,
  POINTS_RULES,
  validationDay,
  validationPays,
} from '../../../shared/domain/points';
import { REWARDS } from '../../../shared/domain/rewards';

/** Issue 23: every plan reaches its first reward by using the product as intended, computed from the real catalogue. */
describe('each plan’s path to its first reward', () => {
  const cheapest = Math.min(...REWARDS.map((reward) => reward.pointsCost));

  it.each(PLAN_IDS)('a new %s member reaches the cheapest reward with the welcome bonus, the dog’s profile and the plan’s fiches', (plan) => {
    const path = pathToFirstReward(plan, FICHES);
    const fiches = FICHES.filter((fiche) => fiche.isPublished && canReadFiche(plan, fiche));
    const expected = PLANS[plan].signUpBonusPoints + POINTS_RULES.profileCompleted + fiches.reduce((sum, fiche) => sum + ficheCompletionPoints(fiche), 0);

    expect(path.firstReward.pointsCost).toBe(cheapest);
    expect(path.points).toBe(expected);
    expect(path.points).toBeGreaterThanOrEqual(cheapest);
    expect(path.reaches).toBe(true);
    expect(path.days).toBe(Math.ceil(fiches.length / POINTS_RULES.paidValidationsPerDay));
  });

  it('names the free plan’s steps: no welcome bonus, the profile, then its ten fiches', () => {
    const path = pathToFirstReward('gratuit', FICHES);
    expect(path.steps.map((step) => step.id)).toEqual(['profileCompleted', 'fiches']);
    expect(path.steps[1]?.label).toBe('Réussir les 10 fiches de ton plan');
    // Without the profile's bonus, the ten free fiches alone would not reach it: the reason the bonus exists.
    expect(path.points - POINTS_RULES.profileCompleted).toBeLessThan(cheapest);
  });

  it('counts only the published fiches the plan reads: a catalogue without them does not reach the reward', () => {
    const drafts = FICHES.map((fiche) => ({ ...fiche, isPublished: false }));
    expect(pathToFirstReward('gratuit', drafts)).toMatchObject({ reaches: false, points: POINTS_RULES.profileCompleted, days: 0 });
    expect(pathToFirstReward('premium', drafts).steps[0]).toEqual({ id: 'planBonus', label: 'Le bonus de bienvenue Premium', points: 10 });
  });
});

describe('the daily cap on validation points', () => {
  const cap = POINTS_RULES.paidValidationsPerDay;

  it.each([
    [0, true],
    [cap - 1, true],
    [cap, false],
    [cap + 3, false],
  ])('after %i paid validations today, one more pays: %p', (paidToday, pays) => {
    expect(validationPays(paidToday)).toBe(pays);
  });

  it('counts the days in Paris: 23:30 UTC in winter is already the next day', () => {
    expect(validationDay('2026-11-25T22:59:59Z')).toBe('2026-11-25');
    expect(validationDay('2026-11-25T23:30:00Z')).toBe('2026-11-26');
    expect(validationDay('2026-07-14T22:30:00Z')).toBe('2026-07-15');
  });

  it('reads a day without a counter as nothing paid yet, and never shows more than the cap', () => {
    expect(dailyValidations('2026-11-25', null)).toEqual({ day: '2026-11-25', paidFiches: 0, points: 0, cap, remaining: cap });
    expect(dailyValidations('2026-11-25', { paidFiches: 3, points: 6 })).toEqual({ day: '2026-11-25', paidFiches: 3, points: 6, cap, remaining: cap - 3 });
    expect(dailyValidations('2026-11-25', { paidFiches: cap + 2, points: 14 })).toMatchObject({ paidFiches: cap, remaining: 0 });
  });

  it('says it in French, with the agreement of point(s) and fiche(s)', () => {
    expect(dailyValidationsSummary({ paidFiches: 0, points: 0, cap: 5 })).toBe('Aujourd’hui : 0 point gagné avec tes fiches (0 fiche payée sur 5).');
    expect(dailyValidationsSummary({ paidFiches: 1, points: 1, cap: 5 })).toBe('Aujourd’hui : 1 point gagné avec tes fiches (1 fiche payée sur 5).');
    expect(dailyValidationsSummary({ paidFiches: 3, points: 6, cap: 5 })).toBe('Aujourd’hui : 6 points gagnés avec tes fiches (3 fiches payées sur 5).');
    expect(dailyCapReachedNotice(2)).toBe(
      'Tu as déjà gagné les points de 5 fiches aujourd’hui : valide celle-ci demain pour gagner ses 2 points. Validée aujourd’hui, elle est enregistrée sans points.',
    );
  });
});
