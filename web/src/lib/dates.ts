/**
 * Dates as a member reads them: in French, on Paris time (SPEC §9 'Dates shown in French locale'; the product's
 * months and challenges are Paris months), whatever the browser's own time zone.
 */
import { challengeLastDay } from '../../../shared/domain/monthly-challenge';

export const PARIS_TIME_ZONE = 'Europe/Paris';

/**
 * A French formatter made on its first use, not when the module loads: the browser's first Intl.DateTimeFormat loads
 * its locale and time zone data (40 to 100 ms on a phone), which every public page paid while its islands' script
 * started (web/src/islands/), though only /communaute formats a date, once the API has answered.
 */
function frenchFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('fr-FR', options)).format(date);
}

const dateTime = frenchFormat({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: PARIS_TIME_ZONE });
const date = frenchFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: PARIS_TIME_ZONE });
const monthName = frenchFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '23 novembre 2026 à 14:05'. */
export const formatDateTime = (iso: string): string => dateTime(new Date(iso));

/** '23 novembre 2026'. */
export const formatDate = (iso: string): string => date(new Date(iso));

/** A day without a time, `2027-05-25` → '25 mai 2027' (read at noon UTC: the same day in Paris). */
export const formatDay = (day: string): string => formatDate(`${day}T12:00:00Z`);

/** The Paris month of an instant, `YYYY-MM` (the month key of the API), as the server computes it. */
export { parisMonth } from '../../../shared/domain/months';

/** `2026-11` → 'novembre 2026'. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthName(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 15)));
}

/** The month after (`delta` 1) or before (-1) `YYYY-MM`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1 + delta, 15));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A duration in minutes as the team reads it: '45 min', '3 h 05', '2 j 3 h'; '—' for none (nothing to measure). */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const total = Math.round(minutes);
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  if (hours < 24) return total % 60 ? `${hours} h ${String(total % 60).padStart(2, '0')}` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} j ${hours % 24} h` : `${days} j`;
}

/** 'dimanche 30 novembre 2026' would be too long on a card: '30 novembre 2026', a challenge month's last day in Paris. */
export const challengeLastDayLabel = (month: string): string => formatDay(challengeLastDay(month));
