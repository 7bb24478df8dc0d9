import { addDays, parisDate, wallClockInstant } from './visio-slots';

/**
 * Working days of the team (issue 26: a video is answered within one working day): Monday to Friday in Paris, except
 * France's public holidays (the eight fixed ones, Easter Monday, Ascension Thursday and Whit Monday).
 */

/** Easter Sunday ('YYYY-MM-DD') of a Gregorian year (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const PARIS_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });

const FIXED_HOLIDAYS = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];

/** France's public holidays of a year ('YYYY-MM-DD'). */
export function publicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [...FIXED_HOLIDAYS.map((day) => `${year}-${day}`), addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)].sort();
}

/** Whether a Paris date ('YYYY-MM-DD') is a working day: a weekday that is not a public holiday. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(Number(date.slice(0, 4))).includes(date);
}

/** The first working day strictly after a Paris date. */
export function nextWorkingDay(date: string): string {
  let day = addDays(date, 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * When something received at `at` must be answered, `days` working days later: received on a working day, the same
 * Paris time `days` working days on (Tuesday 15:20 → Wednesday 15:20, Friday 18:00 → Monday 18:00); received on a
 * weekend or a holiday, the clock starts with the next working day, so it is due at the end of that day's `days`-th
 * working day (Saturday → Monday midnight, the start of Tuesday).
 */
export function workingDaysAfter(at: string, days = 1): string {
  const date = parisDate(at);
  if (isWorkingDay(date)) {
    let due = date;
    for (let step = 0; step < days; step += 1) due = nextWorkingDay(due);
    // Paris is a whole number of minutes from UTC: the seconds within the minute carry over as they are.
    const instant = Date.parse(at);
    return new Date(wallClockInstant(due, PARIS_TIME.format(instant), 'end') + (instant % 60_000)).toISOString();
  }
  let last = date;
  for (let step = 0; step < days; step += 1) last = nextWorkingDay(last);
  return new Date(wallClockInstant(addDays(last, 1), '00:00', 'start')).toISOString();
}
