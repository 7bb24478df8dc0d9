import { ageInMonths, formatAge, formatAgeInMonths, monthsToYears } from '../../../../shared/domain/dog-profile/age';

describe('dog age: stored in years, entered in months (SPEC §3)', () => {
  it.each([
    [0, 0],
    [5, 5 / 12],
    [18, 1.5],
    [300, 25],
  ])('%i months is stored as %p years', (months, years) => {
    expect(monthsToYears(months)).toBe(years);
  });

  it.each([0, 1, 5, 6, 7, 17, 18, 19, 100, 299, 300])('%i months survives the round trip', (months) => {
    expect(ageInMonths(monthsToYears(months))).toBe(months);
  });

  it.each([
    [monthsToYears(4), '4 mois', '4 mois'],
    [monthsToYears(11), '11 mois', '11 mois'],
    [1, '12 mois', '1 an'],
    [1.5, '18 mois', '1 an'],
    [2, '24 mois', '2 ans'],
    [7.25, '87 mois', '7 ans'],
  ])('%p years shows as %s and %s', (years, inMonths, text) => {
    expect(formatAgeInMonths(years)).toBe(inMonths);
    expect(formatAge(years)).toBe(text);
  });
});
