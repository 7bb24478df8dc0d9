import { calendarDateSchema, DATE_MESSAGES, DATE_WINDOW_DAYS, instantSchema, isWithinDateWindow } from '../../../shared/schemas/dates';

/** Issue 20, item 8: a date a request names is a real calendar date within a year of today, or a French refusal. */

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12);

/** The first message the schema answers, or null when it accepts the value. */
const refusal = (schema: typeof calendarDateSchema | ReturnType<typeof instantSchema>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map(({ message }) => message);
};

beforeAll(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] });
});
afterAll(() => {
  jest.useRealTimers();
});

describe('calendarDateSchema', () => {
  it.each([
    ['2026-11-25', null],
    ['2026-02-28', null],
    ['2026-12-31', null],
    ['2027-02-28', null],
    ['2026-02-31', [DATE_MESSAGES.date]],
    ['2026-04-31', [DATE_MESSAGES.date]],
    ['2026-02-29', [DATE_MESSAGES.date]],
    ['2027-02-29', [DATE_MESSAGES.date]],
    ['2026-13-01', [DATE_MESSAGES.date]],
    ['2026-00-10', [DATE_MESSAGES.date]],
    ['2026-1-05', [DATE_MESSAGES.date]],
    ['2026-01-05T00:00:00Z', [DATE_MESSAGES.date]],
    [' 2026-01-05', [DATE_MESSAGES.date]],
    ['２０２６-01-05', [DATE_MESSAGES.date]],
    ['demain', [DATE_MESSAGES.date]],
    ['', [DATE_MESSAGES.date]],
    [20261125, [DATE_MESSAGES.date]],
    [null, [DATE_MESSAGES.date]],
    ['9999-12-28', [DATE_MESSAGES.window]],
    ['0000-01-01', [DATE_MESSAGES.window]],
    ['2027-11-27', [DATE_MESSAGES.window]],
    ['2025-11-23', [DATE_MESSAGES.window]],
  ])('%p → %p', (value, expected) => {
    expect(refusal(calendarDateSchema, value)).toEqual(expected);
  });

  it('leap days exist only in leap years: 2024-02-29 is a date (read from 2024), 2025-02-29 is not', () => {
    jest.setSystemTime(Date.UTC(2024, 5, 1));
    expect(refusal(calendarDateSchema, '2024-02-29')).toBeNull();
    jest.setSystemTime(Date.UTC(2025, 5, 1));
    expect(refusal(calendarDateSchema, '2025-02-29')).toEqual([DATE_MESSAGES.date]);
    jest.setSystemTime(NOW);
  });

  it(`the window is ${DATE_WINDOW_DAYS} days either way of now, its edges included`, () => {
    expect([DATE_WINDOW_DAYS * DAY, -DATE_WINDOW_DAYS * DAY].map((offset) => isWithinDateWindow(NOW + offset, NOW))).toEqual([true, true]);
    expect([DATE_WINDOW_DAYS * DAY + 1, -DATE_WINDOW_DAYS * DAY - 1].map((offset) => isWithinDateWindow(NOW + offset, NOW))).toEqual([false, false]);
  });
});

describe('instantSchema', () => {
  it.each([
    ['2026-12-01T10:00:00Z', null],
    ['2026-12-01T10:00:00.000Z', null],
    ['2026-02-31T10:00:00.000Z', [DATE_MESSAGES.instant]],
    ['2026-12-01T25:00:00.000Z', [DATE_MESSAGES.instant]],
    ['2026-12-01T10:00:00+01:00', [DATE_MESSAGES.instant]],
    ['2026-12-01', [DATE_MESSAGES.instant]],
    ['9999-12-28T10:00:00.000Z', [DATE_MESSAGES.window]],
    ['0000-01-01T00:00:00.000Z', [DATE_MESSAGES.window]],
    ['2027-12-01T10:00:00.000Z', [DATE_MESSAGES.window]],
  ])('%p → %p', (value, expected) => {
    expect(refusal(instantSchema(), value)).toEqual(expected);
  });

  it('names its own message for a malformed instant', () => {
    expect(refusal(instantSchema('Indique une heure'), 'bientôt')).toEqual(['Indique une heure']);
  });
});
