/** The dog's age is stored in years (decimal); forms enter it in months and show it in months or years (SPEC §3). */
export const MONTHS_PER_YEAR = 12;

export function monthsToYears(months: number): number {
  return months / MONTHS_PER_YEAR;
}

/** Whole months, as the forms and the age rules (puppy < 6 months…) read them. */
export function ageInMonths(years: number): number {
  return Math.round(years * MONTHS_PER_YEAR);
}

/** '18 mois' */
export function formatAgeInMonths(years: number): string {
  return `${ageInMonths(years)} mois`;
}

/** Under a year in months ('4 mois'), then in whole years with 'an'/'ans' ('1 an', '3 ans'). */
export function formatAge(years: number): string {
  const months = ageInMonths(years);
  if (months < MONTHS_PER_YEAR) return `${months} mois`;
  const wholeYears = Math.floor(months / MONTHS_PER_YEAR);
  return `${wholeYears} ${wholeYears > 1 ? 'ans' : 'an'}`;
}
