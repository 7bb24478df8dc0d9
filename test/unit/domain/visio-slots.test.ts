import { addDays, claimCells, educatorSlots, parisDate, teamSlots, type AvailabilityRules, type Busy } from '../../../shared/domain/visio-slots';

/** Issue 12: slot generation from Paris wall-clock availability, table-driven, with both daylight-saving days of 2026. */

const rules = (overrides: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '11:00' })),
  overrides: [],
  minNoticeMinutes: 0,
  bufferMinutes: 0,
  horizonDays: 60,
  ...overrides,
});

/** Monday 16 November 2026, 06:00 in Paris (UTC+1): well before the day's first range. */
const NOW = '2026-11-16T05:00:00.000Z';
const slots = (options: { rules?: AvailabilityRules; busy?: Busy[]; durationMinutes?: number; now?: string; from?: string; days?: number } = {}) =>
  educatorSlots({ rules: options.rules ?? rules(), busy: options.busy ?? [], durationMinutes: options.durationMinutes ?? 30, now: options.now ?? NOW, from: options.from ?? '2026-11-16', days: options.days ?? 1 });

/** Paris local 'HH:MM' of each slot (winter: UTC+1). */
const winterTimes = (instants: string[]) => instants.map((instant) => new Date(Date.parse(instant) + 3_600_000).toISOString().slice(11, 16));

describe('one day of one educator', () => {
  it.each<[string, number, string[]]>([
    ['30 minutes in 09:00–11:00', 30, ['09:00', '09:30', '10:00', '10:30']],
    ['45 minutes', 45, ['09:00', '09:30', '10:00']],
    ['60 minutes', 60, ['09:00', '09:30', '10:00']],
    ['longer than the range', 150, []],
  ])('%s', (_, durationMinutes, expected) => {
    expect(winterTimes(slots({ durationMinutes }))).toEqual(expected);
  });

  it('takes the weekday’s ranges only (ISO weekday, 1 = lundi), several per day', () => {
    const mondayOnly = rules({ weekly: [{ weekday: 1, start: '09:00', end: '10:00' }, { weekday: 1, start: '14:00', end: '15:00' }, { weekday: 2, start: '08:00', end: '09:00' }] });
    expect(winterTimes(slots({ rules: mondayOnly }))).toEqual(['09:00', '09:30', '14:00', '14:30']);
    expect(winterTimes(slots({ rules: mondayOnly, from: '2026-11-22' }))).toEqual([]); // a Sunday
  });

  it('an override replaces the day’s weekly ranges; an empty one is a day off', () => {
    const withOverrides = rules({ overrides: [{ date: '2026-11-16', ranges: [{ start: '16:00', end: '17:00' }] }, { date: '2026-11-17', ranges: [] }] });
    expect(winterTimes(slots({ rules: withOverrides }))).toEqual(['16:00', '16:30']);
    expect(slots({ rules: withOverrides, from: '2026-11-17' })).toEqual([]);
    expect(winterTimes(slots({ rules: withOverrides, from: '2026-11-18' }))).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('a range may end at midnight (24:00)', () => {
    const evening = rules({ weekly: [{ weekday: 1, start: '23:00', end: '24:00' }] });
    expect(slots({ rules: evening })).toEqual(['2026-11-16T22:00:00.000Z', '2026-11-16T22:30:00.000Z']);
  });

  it.each<[string, number, string[]]>([
    ['no notice', 0, ['09:00', '09:30', '10:00', '10:30']],
    ['3 h of notice from 06:00', 180, ['09:00', '09:30', '10:00', '10:30']],
    ['3 h 30 of notice from 06:00', 210, ['09:30', '10:00', '10:30']],
    ['4 h 01 of notice', 241, ['10:30']],
  ])('minimum notice: %s', (_, minNoticeMinutes, expected) => {
    expect(winterTimes(slots({ rules: rules({ minNoticeMinutes }) }))).toEqual(expected);
  });

  it('offers nothing that has started', () => {
    expect(winterTimes(slots({ now: '2026-11-16T09:10:00.000Z' }))).toEqual(['10:30']);
  });

  it('the horizon counts Paris dates from today: 2 days means today and tomorrow', () => {
    const twoDays = rules({ horizonDays: 2 });
    expect(slots({ rules: twoDays, days: 4 }).map((instant) => parisDate(instant))).toEqual([
      ...Array<string>(4).fill('2026-11-16'),
      ...Array<string>(4).fill('2026-11-17'),
    ]);
  });
});

describe('bookings and buffers', () => {
  const booked: Busy = { start: '2026-11-16T09:00:00.000Z', end: '2026-11-16T09:30:00.000Z' }; // 10:00–10:30 Paris

  // Range 09:00–12:00 Paris, one session booked 10:00–10:30.
  it.each<[string, number, number, string[]]>([
    ['no buffer, 30 minutes', 0, 30, ['09:00', '09:30', '10:30', '11:00', '11:30']],
    ['a 15-minute buffer keeps 15 minutes clear on both sides', 15, 30, ['09:00', '11:00', '11:30']],
    ['a 30-minute buffer', 30, 30, ['09:00', '11:00', '11:30']],
    ['no buffer, 60 minutes', 0, 60, ['09:00', '10:30', '11:00']],
  ])('%s', (_, bufferMinutes, durationMinutes, expected) => {
    const morning = rules({ bufferMinutes, weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] });
    expect(winterTimes(slots({ rules: morning, busy: [booked], durationMinutes }))).toEqual(expected);
  });

  it('no slot it returns shares a claim cell with a booking (the invariant the booking transaction relies on)', () => {
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
    for (const bufferMinutes of [0, 15, 30]) {
      const busy: Busy[] = [
        { start: '2026-11-16T08:15:00.000Z', end: '2026-11-16T09:00:00.000Z' },
        { start: '2026-11-16T11:00:00.000Z', end: '2026-11-16T12:00:00.000Z' },
        { start: '2026-11-16T15:30:00.000Z', end: '2026-11-16T16:00:00.000Z' },
      ];
      const taken = new Set(busy.flatMap(({ start, end }) => claimCells(start, (Date.parse(end) - Date.parse(start)) / 60_000, bufferMinutes)));
      for (const durationMinutes of [30, 45, 60]) {
        const free = slots({ rules: rules({ weekly, bufferMinutes }), busy, durationMinutes });
        expect(free.length).toBeGreaterThan(0);
        for (const start of free) expect(claimCells(start, durationMinutes, bufferMinutes).filter((cell) => taken.has(cell))).toEqual([]);
      }
    }
  });
});

describe('daylight saving change days (2026)', () => {
  const night = rules({ weekly: [{ weekday: 7, start: '01:00', end: '04:00' }] });

  it('29 March (02:00 → 03:00): a 01:00–04:00 range lasts 2 real hours', () => {
    expect(slots({ rules: night, from: '2026-03-29', now: '2026-03-28T12:00:00.000Z' })).toEqual([
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
    ]);
  });

  it('a time in the missing hour reads after the jump (02:30 → 03:30 CEST)', () => {
    const gap = rules({ weekly: [{ weekday: 7, start: '02:30', end: '04:00' }] });
    expect(slots({ rules: gap, from: '2026-03-29', now: '2026-03-28T12:00:00.000Z' })).toEqual(['2026-03-29T01:30:00.000Z']);
  });

  it('25 October (03:00 → 02:00): a 01:00–04:00 range lasts 4 real hours, the repeated hour twice, no instant twice', () => {
    expect(slots({ rules: night, from: '2026-10-25', now: '2026-10-24T12:00:00.000Z' })).toEqual([
      '2026-10-24T23:00:00.000Z', // 01:00 CEST
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z', // 02:00 CEST
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:00:00.000Z', // 02:00 CET
      '2026-10-25T01:30:00.000Z',
      '2026-10-25T02:00:00.000Z', // 03:00 CET
      '2026-10-25T02:30:00.000Z',
    ]);
  });

  it('a range whose bounds fall in the repeated hour holds both of its occurrences (02:00–02:30 lasts 1 h 30)', () => {
    const repeated = rules({ weekly: [{ weekday: 7, start: '02:00', end: '02:30' }] });
    expect(slots({ rules: repeated, from: '2026-10-25', now: '2026-10-24T12:00:00.000Z' })).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T01:00:00.000Z']);
  });

  it('a summer day keeps its local hours (UTC+2)', () => {
    expect(slots({ rules: rules({ weekly: [{ weekday: 3, start: '09:00', end: '10:00' }] }), from: '2026-07-01', now: '2026-06-30T00:00:00.000Z' })).toEqual([
      '2026-07-01T07:00:00.000Z',
      '2026-07-01T07:30:00.000Z',
    ]);
  });
});

describe('the team', () => {
  it('merges the educators’ slots by start, each with who is free then, in the order given', () => {
    const morning = rules({ weekly: [{ weekday: 1, start: '09:00', end: '10:00' }] });
    const later = rules({ weekly: [{ weekday: 1, start: '09:30', end: '10:30' }] });
    expect(teamSlots([{ educatorId: 'a', rules: morning, busy: [] }, { educatorId: 'b', rules: later, busy: [] }], { durationMinutes: 30, now: NOW, from: '2026-11-16', days: 1 })).toEqual([
      { start: '2026-11-16T08:00:00.000Z', educatorIds: ['a'] },
      { start: '2026-11-16T08:30:00.000Z', educatorIds: ['a', 'b'] },
      { start: '2026-11-16T09:00:00.000Z', educatorIds: ['b'] },
    ]);
  });
});

describe('claim cells and dates', () => {
  it.each<[number, number, number]>([
    [30, 0, 2],
    [30, 15, 3],
    [45, 15, 4],
    [60, 30, 6],
  ])('%i minutes + %i of buffer hold %i cells of 15 minutes', (duration, buffer, count) => {
    const cells = claimCells('2026-11-16T09:00:00.000Z', duration, buffer);
    expect(cells).toHaveLength(count);
    expect(cells[0]).toBe('2026-11-16T09:00:00.000Z');
    expect(cells.at(-1)).toBe(new Date(Date.parse('2026-11-16T09:00:00.000Z') + (count - 1) * 15 * 60_000).toISOString());
  });

  it('reads Paris dates and adds days across months and years', () => {
    expect(parisDate('2026-11-16T23:30:00.000Z')).toBe('2026-11-17');
    expect(parisDate(Date.parse('2026-07-31T21:59:00.000Z'))).toBe('2026-07-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
