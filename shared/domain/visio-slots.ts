/**
 * Slot generation for visios (issue 12): from an educator's availability (Paris wall-clock times), their sessions
 * and the time now, the instants a member may book. Pure: the booking route, the slots route and the tests share it.
 */

export const VISIO_TIME_ZONE = 'Europe/Paris';
/** Slots start every 30 minutes from the start of an availability range. */
export const SLOT_STEP_MINUTES = 30;
/** The grid a booking claims: session lengths (30/45/60), buffers and range bounds are multiples of it. */
export const CLAIM_CELL_MINUTES = 15;

/** A range of local time, 'HH:MM' (end may be '24:00'). */
export interface TimeRange {
  start: string;
  end: string;
}
/** A weekly range; weekday is ISO (1 = lundi … 7 = dimanche). */
export interface WeeklyRange extends TimeRange {
  weekday: number;
}
/** Replaces the weekly ranges of one local date ('YYYY-MM-DD'); no range is a day off. */
export interface DateOverride {
  date: string;
  ranges: readonly TimeRange[];
}
export interface AvailabilityRules {
  weekly: readonly WeeklyRange[];
  overrides: readonly DateOverride[];
  minNoticeMinutes: number;
  bufferMinutes: number;
  horizonDays: number;
}
/** An educator's booked session (ISO instants). */
export interface Busy {
  start: string;
  end: string;
}

export interface SlotQuery {
  durationMinutes: number;
  /** The time now (ISO). */
  now: string;
  /** The first local date ('YYYY-MM-DD', Paris) and how many dates. */
  from: string;
  days: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const PARIS_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: VISIO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Paris's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer); offsets change on the hour, so cached per hour. */
const offsets = new Map<number, number>();
function parisOffset(instant: number): number {
  const hour = Math.floor(instant / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(PARIS_PARTS.formatToParts(hour * 3_600_000).map(({ type, value }) => [type, Number(value)]));
    offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - hour * 3_600_000;
    offsets.set(hour, offset);
  }
  return offset;
}

/** The local date ('YYYY-MM-DD') of an instant, in Paris. */
export function parisDate(instant: string | number): string {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  return new Date(at + parisOffset(at)).toISOString().slice(0, 10);
}

/** The local date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** ISO weekday (1 = lundi) of a local date. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/**
 * The instant of a Paris wall-clock time on a date. On the spring-forward day a time in the missing hour is read
 * after the jump (02:30 → 03:30, as a clock that was set forward shows); on the fall-back day a time of the repeated
 * hour is its first occurrence for a range's start and its second for a range's end, so the range holds both.
 */
export function wallClockInstant(date: string, time: string, bound: 'start' | 'end'): number {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.parse(`${date}T00:00:00Z`) + (hours! * 60 + minutes!) * MINUTE;
  const before = wall - parisOffset(wall - DAY / 2);
  const after = wall - parisOffset(wall + DAY / 2);
  if (before === after) return before;
  // On a change day, the candidate that reads back as this wall time; both do in the repeated hour, none in the gap.
  const readsBack = [before, after].filter((instant) => instant + parisOffset(instant) === wall);
  if (readsBack.length === 2) return bound === 'start' ? Math.min(before, after) : Math.max(before, after);
  return readsBack[0] ?? Math.max(before, after);
}

/** The ranges that apply to a local date: its override if any, else the weekly ranges of its weekday. */
function rangesOf(rules: AvailabilityRules, date: string): readonly TimeRange[] {
  const override = rules.overrides.find((entry) => entry.date === date);
  if (override) return override.ranges;
  const weekday = isoWeekday(date);
  return rules.weekly.filter((range) => range.weekday === weekday);
}

/**
 * The start instants (ISO, ascending) of an educator's free slots of `durationMinutes`: the whole session inside one
 * range of its local date, at least `minNoticeMinutes` from now, on a date before today + `horizonDays`, and its
 * claimed span — the session and the buffer after it — clear of every booked session's claimed span. Slots walk
 * real time from the range's start, so a range on a daylight-saving change day gives the hours it really lasts.
 */
export function educatorSlots({ rules, busy, durationMinutes, now, from, days }: SlotQuery & { rules: AvailabilityRules; busy: readonly Busy[] }): string[] {
  const nowMs = Date.parse(now);
  const earliest = nowMs + rules.minNoticeMinutes * MINUTE;
  const lastDate = addDays(parisDate(nowMs), rules.horizonDays - 1);
  const buffer = rules.bufferMinutes * MINUTE;
  const length = durationMinutes * MINUTE;
  const taken = busy.map(({ start, end }) => [Date.parse(start), Date.parse(end) + buffer] as const);
  const slots: number[] = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDays(from, index);
    if (date > lastDate) break;
    for (const range of rangesOf(rules, date)) {
      const end = wallClockInstant(date, range.end, 'end');
      for (let start = wallClockInstant(date, range.start, 'start'); start + length <= end; start += SLOT_STEP_MINUTES * MINUTE) {
        if (start < earliest) continue;
        const claimEnd = start + length + buffer;
        if (taken.every(([takenStart, takenEnd]) => claimEnd <= takenStart || takenEnd <= start)) slots.push(start);
      }
    }
  }
  return [...new Set(slots)].sort((a, b) => a - b).map((instant) => new Date(instant).toISOString());
}

/** The team's free slots: by start instant, ascending, each with the educators free then (in the order given). */
export function teamSlots(
  educators: readonly { educatorId: string; rules: AvailabilityRules; busy: readonly Busy[] }[],
  query: SlotQuery,
): { start: string; educatorIds: string[] }[] {
  const byStart = new Map<string, string[]>();
  for (const { educatorId, rules, busy } of educators) {
    for (const start of educatorSlots({ ...query, rules, busy })) {
      const free = byStart.get(start);
      if (free) free.push(educatorId);
      else byStart.set(start, [educatorId]);
    }
  }
  return [...byStart].sort(([a], [b]) => a.localeCompare(b)).map(([start, educatorIds]) => ({ start, educatorIds }));
}

/**
 * The 15-minute cells a booking holds (ISO of each cell's start): its session and the buffer after it, [start,
 * start + duration + buffer). With every start, length and buffer on the 15-minute grid, two bookings share a cell
 * exactly when their claimed spans intersect — which is when slot generation would not offer one beside the other —
 * so one conditional item per cell lets only one of two overlapping bookings commit.
 */
export function claimCells(start: string, durationMinutes: number, bufferMinutes: number): string[] {
  const first = Date.parse(start);
  const count = Math.ceil((durationMinutes + bufferMinutes) / CLAIM_CELL_MINUTES);
  return Array.from({ length: count }, (_, index) => new Date(first + index * CLAIM_CELL_MINUTES * MINUTE).toISOString());
}
