import { parisWeekOf } from './consents';
import { addDays, parisDate } from './visio-slots';

/**
 * The training-session log (issue 25): one session per validation of a fiche for a dog. 'first' is the validation
 * that completed the fiche for that dog (it may pay points); 'repeat' is a 'Refaire la séance' (never pays).
 */
export const TRAINING_SESSION_KINDS = ['first', 'repeat'] as const;
export type TrainingSessionKind = (typeof TRAINING_SESSION_KINDS)[number];

/** A session's id: its instant then a random part, so ids sort by time (the keys' order, functions/lib/db/entities/training-session.ts). */
export const trainingSessionId = (at: string, random: string): string => `${at}_${random}`;

/** The Paris day and week (Monday) a session belongs to, stored with it. */
export function sessionCalendar(at: string): { day: string; week: string } {
  return { day: parisDate(at), week: parisWeekOf(at) };
}

/** The instant (ISO UTC) a Paris day begins: 22:00 or 23:00 UTC the day before, summer time included. */
export function parisDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const hours of [1, 2]) {
    const candidate = utcMidnight - hours * 3_600_000;
    if (parisDate(candidate) === day && parisDate(candidate - 1) !== day) return new Date(candidate).toISOString();
  }
  throw new Error(`Début du jour ${day} à Paris introuvable`);
}

/**
 * The session ids of the Paris weeks `fromWeek` to `toWeek` (Mondays, both included): from the first Monday's
 * midnight to just before the Monday after the last, as sort-key bounds (inclusive).
 */
export function sessionIdRange(fromWeek: string, toWeek: string): { from: string; to: string } {
  const end = Date.parse(parisDayStart(addDays(toWeek, 7))) - 1;
  return { from: parisDayStart(fromWeek), to: `${new Date(end).toISOString()}_~` };
}

/**
 * How old a validation made offline may be and still count at the instant of its tap (issue 27). The day's cap and
 * the weekly rhythm go by the Paris day of the validation, so a session done at 10:00 and sent at 18:00 belongs to
 * 10:00's day. Bounded well under the day counter's lifetime (3 days, validate-fiche.ts): an older tap would meet a
 * counter already expired and could pay past its day's cap.
 */
export const OFFLINE_VALIDATION_MAX_AGE_HOURS = 48;

/**
 * The instant a validation counts at: the tap's (`validatedAt`, sent by the device's queue) when it is neither in
 * the future nor older than OFFLINE_VALIDATION_MAX_AGE_HOURS, else the server's. The device's clock is trusted no further.
 */
export function validationInstant(validatedAt: string | undefined, now: string): string {
  if (!validatedAt) return now;
  const tapped = Date.parse(validatedAt);
  const current = Date.parse(now);
  if (!Number.isFinite(tapped) || tapped > current || current - tapped > OFFLINE_VALIDATION_MAX_AGE_HOURS * 3_600_000) return now;
  return new Date(tapped).toISOString();
}
