import { parseCron } from '../../../scripts/dev/cron';

/** The dev scheduler matches a job's cron on the members' clock, as EventBridge Scheduler does with Europe/Paris. */
describe('parseCron', () => {
  it('matches midnight on the 1st in Paris, winter (UTC+1) and summer (UTC+2) alike', () => {
    const monthly = parseCron('0 0 1 * *', 'Europe/Paris');
    expect(monthly.matches(new Date('2026-01-31T23:00:00Z'))).toBe(true);
    expect(monthly.matches(new Date('2026-06-30T22:00:00Z'))).toBe(true);
    expect(monthly.matches(new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('evaluates in UTC when no time zone is given', () => {
    expect(parseCron('0 0 1 * *').matches(new Date('2026-02-01T00:00:00Z'))).toBe(true);
  });

  it('reads lists, ranges, steps and the day of the week (0 = Sunday) in the time zone', () => {
    const weekdayMornings = parseCron('*/15 8-9 * * 1-5', 'Europe/Paris');
    expect(weekdayMornings.matches(new Date('2026-03-02T07:30:00Z'))).toBe(true); // Monday 08:30 in Paris
    expect(weekdayMornings.matches(new Date('2026-03-02T07:31:00Z'))).toBe(false);
    expect(weekdayMornings.matches(new Date('2026-03-01T07:30:00Z'))).toBe(false); // Sunday
  });

  it.each(['0 0 1 *', '60 0 * * *', '0 0 * * 7', '5-1 * * * *', '*/0 * * * *'])('refuses "%s"', (expression) => {
    expect(() => parseCron(expression)).toThrow(/cron/);
  });
});
