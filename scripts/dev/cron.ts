/** A five-field cron expression (`*`, lists, ranges and steps), evaluated in UTC. */
export interface Cron {
  matches(date: Date): boolean;
}

const FIELDS = [
  { min: 0, max: 59, at: (d: Date) => d.getUTCMinutes() },
  { min: 0, max: 23, at: (d: Date) => d.getUTCHours() },
  { min: 1, max: 31, at: (d: Date) => d.getUTCDate() },
  { min: 1, max: 12, at: (d: Date) => d.getUTCMonth() + 1 },
  { min: 0, max: 6, at: (d: Date) => d.getUTCDay() },
] as const;

export function parseCron(expression: string): Cron {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== FIELDS.length) throw new Error(`cron "${expression}": five fields expected`);
  const allowed = FIELDS.map((field, i) => valuesOf(parts[i] ?? '', field.min, field.max, expression));
  return { matches: (date) => FIELDS.every((field, i) => allowed[i]?.has(field.at(date))) };
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
