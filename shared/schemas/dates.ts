import * as z from 'zod';

/**
 * The dates and instants a request may name (issue 20): a real calendar date (no 31 February, 29 February only in a
 * leap year), within a year of today either way. Nothing the product offers lies further: bookings open at most 90
 * days ahead (an educator's `horizonDays`), slots are read from today on, and an availability override past its date
 * changes nothing. Bounding the window keeps every date the server computes from one (a week of slots, a month)
 * inside what `Date` can write, so an absurd date is a French 400, never a 500. Every route taking a date or an
 * instant goes through these two schemas.
 */

/** How far from now a date or an instant may be, either way. */
export const DATE_WINDOW_DAYS = 366;
const DAY_MS = 86_400_000;

export const DATE_MESSAGES = {
  date: 'Saisis une date qui existe, au format AAAA-MM-JJ',
  instant: 'Choisis un créneau',
  window: 'Choisis une date à moins d’un an d’aujourd’hui',
} as const;

/** Whether an instant (ms) lies within `DATE_WINDOW_DAYS` of now, either way. */
export const isWithinDateWindow = (instantMs: number, nowMs: number = Date.now()): boolean => Math.abs(instantMs - nowMs) <= DATE_WINDOW_DAYS * DAY_MS;

/**
 * A calendar date, 'YYYY-MM-DD' (zod's ISO date: the day exists in its month and year), within the window; read as
 * midnight UTC, which the window's day of margin absorbs whatever the time zone.
 */
export const calendarDateSchema = z.iso
  .date({ error: DATE_MESSAGES.date, abort: true })
  .refine((date) => isWithinDateWindow(Date.parse(`${date}T00:00:00Z`)), { error: DATE_MESSAGES.window });

/** An instant, ISO 8601 in UTC ('…Z'), on a real calendar date, within the window. */
export const instantSchema = (error: string = DATE_MESSAGES.instant) =>
  z.iso.datetime({ error, abort: true }).refine((instant) => isWithinDateWindow(Date.parse(instant)), { error: DATE_MESSAGES.window });
