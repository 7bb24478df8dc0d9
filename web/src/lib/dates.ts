/**
 * Dates as a member reads them: in French, on Paris time (SPEC §9 'Dates shown in French locale'; the product's
 * months and challenges are Paris months), whatever the browser's own time zone.
 */
export const PARIS_TIME_ZONE = 'Europe/Paris';

const dateTime = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: PARIS_TIME_ZONE });
const date = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: PARIS_TIME_ZONE });
const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '23 novembre 2026 à 14:05'. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** '23 novembre 2026'. */
export const formatDate = (iso: string): string => date.format(new Date(iso));

/** The Paris month of an instant, `YYYY-MM` (the month key of the API), as the server computes it. */
export { parisMonth } from '../../../shared/domain/months';

/** `2026-11` → 'novembre 2026'. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthName.format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 15)));
}

/** The month after (`delta` 1) or before (-1) `YYYY-MM`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1 + delta, 15));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}
