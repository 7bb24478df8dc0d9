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
