/** A five-field cron expression (`*`, lists, ranges and steps), evaluated in a time zone (UTC unless given). */
export interface Cron {
  matches(date: Date): boolean;
}

const FIELDS = [
  { min: 0, max: 59, part: 'minute' },
  { min: 0, max: 23, part: 'hour' },
  { min: 1, max: 31, part: 'day' },
  { min: 1, max: 12, part: 'month' },
  { min: 0, max: 6, part: 'weekday' },
] as const;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The date's wall-clock fields in `timeZone` (what EventBridge Scheduler matches a cron with a time zone against). */
function wallClock(date: Date, timeZone: string): Record<(typeof FIELDS)[number]['part'], number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    minute: 'numeric',
    hour: 'numeric',
    day: 'numeric',
    month: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    minute: Number(value('minute')),
    hour: Number(value('hour')),
    day: Number(value('day')),
    month: Number(value('month')),
    weekday: WEEKDAYS.indexOf(value('weekday')),
  };
}

export function parseCron(expression: string, timeZone = 'UTC'): Cron {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) throw new Error(`cron "${expression}": five fields expected`);
  const allowed = FIELDS.map((field, i) => valuesOf(parts[i] ?? '', field.min, field.max, expression));
  return {
    matches: (date) => {
      const clock = wallClock(date, timeZone);
      return FIELDS.every((field, i) => allowed[i]?.has(clock[field.part]));
    },
  };
}

function valuesOf(field: string, min: number, max: number, expression: string): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    let [start, end] = [min, max];
    if (range.includes('-')) [start = NaN, end = NaN] = range.split('-').map(Number);
    else if (range !== '*') [start, end] = [Number(range), stepText === undefined ? Number(range) : max];
    if (![start, end, step].every(Number.isInteger) || start < min || end > max || start > end || step < 1) {
      throw new Error(`cron "${expression}": invalid field "${field}"`);
    }
    for (let value = start; value <= end; value += step) values.add(value);
  }
  return values;
}
