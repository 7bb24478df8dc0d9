import { formatDateTime, formatMinutes, formatMonth, parisMonth, shiftMonth } from '../../../web/src/lib/dates';

describe('dates as a member reads them (French, Paris time)', () => {
  it.each([
    ['2026-10-31T22:59:59Z', '2026-10'], // 23:59:59 in Paris (UTC+1)
    ['2026-10-31T23:00:00Z', '2026-11'], // midnight in Paris: already November there
    ['2026-06-30T22:00:00Z', '2026-07'], // summer time (UTC+2)
    ['2026-12-31T23:30:00Z', '2027-01'],
  ])('the Paris month of %s is %s', (instant, month) => {
    expect(parisMonth(new Date(instant))).toBe(month);
  });

  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -14, '2025-01'],
  ])('%s shifted by %i is %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it('names a month in French', () => {
    expect(formatMonth('2026-02')).toBe('février 2026');
  });

  it('writes a date and time on Paris time, whatever the machine’s zone', () => {
    expect(formatDateTime('2026-07-14T08:05:00Z')).toBe('14 juillet 2026 à 10:05');
  });

  it.each([
    [null, '—'],
    [0.4, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [185, '3 h 05'],
    [24 * 60, '1 j'],
    [51 * 60 + 10, '2 j 3 h'],
  ])('writes %p minutes as %s', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});
