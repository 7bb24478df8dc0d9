import {
  canReadFiche,
  ficheLock,
  hasBonusVisio,
  isListedInLibrary,
  isVisioIncluded,
  readingPlan,
  recommendationVisibility,
  visioPriceLabel,
} from '../../../shared/domain/entitlements';
import { PLAN_IDS } from '../../../shared/domain/plans';

const PREMIUM = 'Nécessite le plan Premium';
const EXPERT = 'Nécessite le plan Expert+';

// Every combination of the three access flags, with the lock each plan meets (SPEC §6).
// [isFree, premiumOnly, expertPlusOnly, gratuit, premium, expert]
const TABLE: [boolean, boolean, boolean, string | null, string | null, string | null][] = [
  [true, false, false, null, null, null],
  [false, false, false, PREMIUM, null, null],
  [true, true, false, PREMIUM, null, null],
  [false, true, false, PREMIUM, null, null],
  [true, false, true, EXPERT, EXPERT, null],
  [false, false, true, EXPERT, EXPERT, null],
  [true, true, true, EXPERT, EXPERT, null],
  [false, true, true, EXPERT, EXPERT, null],
];

describe('reading a fiche (SPEC §6)', () => {
  describe.each(TABLE)('isFree=%p premiumOnly=%p expertPlusOnly=%p', (isFree, premiumOnly, expertPlusOnly, ...locks) => {
    const fiche = { isFree, premiumOnly, expertPlusOnly };
    it.each(PLAN_IDS.map((plan, i) => [plan, locks[i]] as const))('%s → %p', (plan, reason) => {
      expect(ficheLock(plan, fiche)?.reason ?? null).toBe(reason);
      expect(canReadFiche(plan, fiche)).toBe(reason === null);
      expect(recommendationVisibility(plan, fiche)).toEqual({ accessible: reason === null, lock: ficheLock(plan, fiche) });
    });
  });

  it('badges the lock with the plan that opens it', () => {
    expect(ficheLock('gratuit', { isFree: false, premiumOnly: true, expertPlusOnly: false })).toEqual({
      requiredPlan: 'premium',
      badge: 'Premium',
      reason: PREMIUM,
    });
    expect(ficheLock('premium', { isFree: false, premiumOnly: false, expertPlusOnly: true })).toEqual({
      requiredPlan: 'expert',
      badge: 'Expert+',
      reason: EXPERT,
    });
  });
});

describe('library listing (SPEC §2 Fiche library)', () => {
  it.each([
    ['gratuit', true, true, true],
    ['gratuit', false, true, false],
    ['gratuit', true, false, false],
    ['premium', false, true, true],
    ['premium', true, false, false],
    ['expert', false, true, true],
    ['expert', false, false, false],
  ] as const)('%s, isFree=%p, isPublished=%p → listed %p', (plan, isFree, isPublished, listed) => {
    expect(isListedInLibrary(plan, { isFree, isPublished })).toBe(listed);
  });
});

describe('the plan fiches are read with (issue 21: staff read every fiche)', () => {
  it.each(PLAN_IDS)('a staff member on %s reads with the plan that reads everything; a member with their own', (plan) => {
    const expertPlusOnly = { isFree: false, premiumOnly: false, expertPlusOnly: true };
    expect(ficheLock(readingPlan(plan, true), expertPlusOnly)).toBeNull();
    expect(readingPlan(plan, false)).toBe(plan);
  });
});

describe('visios (SPEC §6)', () => {
  it.each([
    ['gratuit', 0, false],
    ['gratuit', 1, false],
    ['premium', 0, false],
    ['premium', 1, false],
    ['expert', 0, false],
    ['expert', 1, true],
  ] as const)('%s with visios_remaining %i → included %p', (type, visiosRemaining, included) => {
    expect(isVisioIncluded({ type, visiosRemaining })).toBe(included);
    expect(visioPriceLabel({ type, visiosRemaining }, 30)).toBe(included ? 'Inclus' : '39\u00A0€');
    expect(visioPriceLabel({ type, visiosRemaining }, 60)).toBe('69\u00A0€');
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
  ])('visios_bonus %i → bonus visio %p', (visiosBonus, expected) => {
    expect(hasBonusVisio({ visiosBonus })).toBe(expected);
  });
});
