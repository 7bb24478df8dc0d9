import { formatDateTime, formatMonth, parisMonth, shiftMonth } from '../../../web/src/lib/dates';

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
});
