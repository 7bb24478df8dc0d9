import { parisWeekOf } from './consents';
import { parisMonth } from './months';
import { addDays, parisDate } from './visio-slots';

/**
 * A weekly rhythm (issue 25): the member's weekly goal of training sessions, the weeks met, the streak of weeks met in a
 * row with one joker a month, and when a reminder may go. Weeks are Paris weeks, Monday 00:00 to Sunday 24:00
 * (Europe/Paris, summer time included): a session belongs to the week of its Paris day, whatever the dog. Streaks are
 * weekly rather than daily (as Strava's): a dog needs rest days. Pure: the sessions' counts come from the caller.
 */

export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 7;
export const WEEKLY_GOAL_DEFAULT = 3;

/** ISO weekdays (1 = lundi … 7 = dimanche), in the order a French week reads. */
export const WEEKDAYS = [
  { value: 1, label: 'Lundi', short: 'Lun' },
  { value: 2, label: 'Mardi', short: 'Mar' },
  { value: 3, label: 'Mercredi', short: 'Mer' },
  { value: 4, label: 'Jeudi', short: 'Jeu' },
  { value: 5, label: 'Vendredi', short: 'Ven' },
  { value: 6, label: 'Samedi', short: 'Sam' },
  { value: 7, label: 'Dimanche', short: 'Dim' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]['value'];

/**
 * Quiet hours, Paris time: no reminder is sent from 21:00 to 08:00. They also cover the hour that summer time skips
 * (02:00–03:00 on the last Sunday of March) and the one it repeats (last Sunday of October), so no reminder slot ever
 * falls in an hour that does not exist or exists twice.
 */
export const QUIET_HOURS = { from: '21:00', until: '08:00' } as const;
/** Reminders go in quarter-hour slots: the job runs every 15 minutes and sends those whose time has come. */
export const REMINDER_SLOT_MINUTES = 15;
/** The earliest and latest preferred time a member may choose: every slot between them is outside quiet hours. */
export const PREFERRED_TIME_MIN = QUIET_HOURS.until;
export const PREFERRED_TIME_MAX = '20:45';
export const PREFERRED_TIME_DEFAULT = '18:30';

/** How reminders reach the member: a notification on the devices where they turned them on (else an e-mail), or always an e-mail. */
export const REMINDER_CHANNELS = ['push', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export interface RhythmSettings {
  weeklyGoal: number;
  /** ISO weekdays, ascending, no repeat; none: no reminder. */
  preferredDays: Weekday[];
  /** 'HH:MM', Paris. */
  preferredTime: string;
  remindersOn: boolean;
  reminderChannel: ReminderChannel;
}

/** A member who never chose: three sessions a week, no reminder. */
export const DEFAULT_RHYTHM_SETTINGS: RhythmSettings = {
  weeklyGoal: WEEKLY_GOAL_DEFAULT,
  preferredDays: [],
  preferredTime: PREFERRED_TIME_DEFAULT,
  remindersOn: false,
  reminderChannel: 'push',
};

/** A goal in force from a week on (its Paris Monday): a change applies to the current week and the ones after, never to a closed one. */
export interface GoalChange {
  from: string;
  goal: number;
}

const PARIS_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });

/** The Paris day ('YYYY-MM-DD'), ISO weekday and wall-clock time ('HH:MM') of an instant. */
export function parisClock(instant: string | number): { day: string; weekday: Weekday; time: string } {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  const day = parisDate(at);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() || 7) as Weekday;
  const parts = PARIS_CLOCK.formatToParts(at);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00';
  return { day, weekday, time: `${part('hour')}:${part('minute')}` };
}

/** The week ('YYYY-MM-DD' of its Monday, Paris) of an instant. */
export const weekOf = (instant: string | number): string => parisWeekOf(new Date(instant).toISOString());

/** The week of a Paris day. */
export function weekOfDay(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** The month ('YYYY-MM') a week's joker is taken from: the month of its Sunday, the day it closes. */
export const jokerMonthOf = (week: string): string => addDays(week, 6).slice(0, 7);

/** The goal of a week: the last change in force by its Monday, else the first one chosen, else the default. */
export function goalFor(week: string, goals: readonly GoalChange[]): number {
  const sorted = [...goals].sort((a, b) => a.from.localeCompare(b.from));
  let goal = sorted[0]?.goal ?? WEEKLY_GOAL_DEFAULT;
  for (const change of sorted) if (change.from <= week) goal = change.goal;
  return goal;
}

/** The goal history after choosing `goal` during `week`: the week's own change replaced, the older ones kept (the last 12). */
export function withGoal(goals: readonly GoalChange[], week: string, goal: number): GoalChange[] {
  const kept = goals.filter((change) => change.from < week).sort((a, b) => a.from.localeCompare(b.from));
  if (goalFor(week, kept) === goal && kept.length > 0) return kept.slice(-12);
  return [...kept, { from: week, goal }].slice(-12);
}

export interface WeekState {
  week: string;
  sessions: number;
  goal: number;
  met: boolean;
}

export interface RhythmSummary {
  /** The current week (to Sunday 24:00). */
  thisWeek: WeekState;
  /** Weeks met in a row up to the last complete week, plus this week once met. */
  streak: number;
  /** This month's joker (Paris): still available, or used on the week said. */
  joker: { month: string; available: boolean; usedOnWeek: string | null };
  /** The last 8 complete weeks, oldest first, each met, kept by a joker, or missed. */
  recentWeeks: Array<WeekState & { joker: boolean }>;
}

/**
 * The streak, played week by week from the first week with a session to the last complete one: a met week adds one;
 * a missed week while a streak runs is kept by the joker of its month if that month's joker is unused (used
 * automatically, at most one a month; the kept week does not add), else the streak falls to 0. A joker never starts a
 * streak. The current week adds one once met; missing it so far costs nothing, it is not over.
 */
export function rhythmSummary({ sessionsByWeek, goals, now }: { sessionsByWeek: Readonly<Record<string, number>>; goals: readonly GoalChange[]; now: string | number }): RhythmSummary {
  const current = weekOf(now);
  const state = (week: string): WeekState => {
    const sessions = sessionsByWeek[week] ?? 0;
    const goal = goalFor(week, goals);
    return { week, sessions, goal, met: sessions >= goal };
  };
  const first = Object.keys(sessionsByWeek)
    .filter((week) => (sessionsByWeek[week] ?? 0) > 0 && week < current)
    .sort()[0];
  const jokers = new Map<string, string>();
  const played: Array<WeekState & { joker: boolean }> = [];
  let streak = 0;
  for (let week = first ?? current; week < current; week = addDays(week, 7)) {
    const closed = state(week);
    const month = jokerMonthOf(week);
    if (closed.met) streak += 1;
    else if (streak > 0 && !jokers.has(month)) jokers.set(month, week);
    else streak = 0;
    played.push({ ...closed, joker: jokers.get(month) === week });
  }
  const thisWeek = state(current);
  const month = parisMonth(new Date(now));
  const usedOnWeek = jokers.get(month) ?? null;
  const recentWeeks: Array<WeekState & { joker: boolean }> = [];
  for (let week = addDays(current, -7 * 8); week < current; week = addDays(week, 7)) {
    recentWeeks.push(played.find((entry) => entry.week === week) ?? { ...state(week), joker: false });
  }
  return { thisWeek, streak: streak + (thisWeek.met ? 1 : 0), joker: { month, available: usedOnWeek === null, usedOnWeek }, recentWeeks };
}

/** 'Cette semaine : 2 séances sur 3' (the dashboard's words). */
export function weekCountLabel({ sessions, goal }: Pick<WeekState, 'sessions' | 'goal'>): string {
  return `Cette semaine : ${sessions} séance${sessions > 1 ? 's' : ''} sur ${goal}`;
}

/** '4 semaines d’affilée', '1 semaine d’affilée', or the invitation to start one. */
export function streakLabel(streak: number): string {
  if (streak === 0) return 'Pas encore de série : atteins ton objectif cette semaine pour en commencer une';
  return `${streak} semaine${streak > 1 ? 's' : ''} d’affilée`;
}

/** The joker's line: available this month, or used on a week (its Monday, in French). */
export function jokerLabel(joker: RhythmSummary['joker']): string {
  if (joker.available) return '1 joker disponible ce mois-ci : il garde ta série si une semaine t’échappe';
  const monday = new Date(`${joker.usedOnWeek}T12:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return `Joker du mois utilisé (semaine du ${monday}) : le prochain arrive le 1er du mois`;
}

const toMinutes = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const fromMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether a Paris wall-clock time is in quiet hours (21:00 included to 08:00 excluded). */
export function isQuietTime(time: string): boolean {
  return time >= QUIET_HOURS.from || time < QUIET_HOURS.until;
}

/** The quarter-hour slot a preferred time is reminded in: the first run at or after it (18:10 → 18:15, 18:00 → 18:00). */
export function reminderSlotOf(preferredTime: string): string {
  return fromMinutes(Math.ceil(toMinutes(preferredTime) / REMINDER_SLOT_MINUTES) * REMINDER_SLOT_MINUTES);
}

/** Whether a time may be chosen: 'HH:MM', from 08:00 to 20:45, so its slot is never in quiet hours. */
export function isPreferredTime(time: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(time) && time >= PREFERRED_TIME_MIN && time <= PREFERRED_TIME_MAX;
}

/**
 * The reminders a run of the job serves: the Paris day, weekday and quarter-hour slot of its due time (runs are due
 * on the quarter; a run due off it serves the slot it falls in). Null in quiet hours: nothing is sent then.
 */
export function reminderRunSlot(scheduledTime: string): { day: string; weekday: Weekday; slot: string } | null {
  const { day, weekday, time } = parisClock(scheduledTime);
  const slot = fromMinutes(Math.floor(toMinutes(time) / REMINDER_SLOT_MINUTES) * REMINDER_SLOT_MINUTES);
  return isQuietTime(slot) ? null : { day, weekday, slot };
}

/**
 * Whether a reminder decided for `day` may still be sent at `now`: the same Paris day, outside quiet hours. A run or a
 * delivery retried late (the job's queue, the consumer's) sends nothing rather than a reminder for a day that is over
 * or in the night.
 */
export function reminderStillTimely(day: string, now: string | number): boolean {
  const clock = parisClock(now);
  return clock.day === day && !isQuietTime(clock.time);
}
