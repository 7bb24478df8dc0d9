import { dashboardGreeting, GREETINGS } from '../../../web/src/features/dashboard/greeting';

const now = Date.parse('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('the dashboard greeting (issue 23)', () => {
  it.each([
    ['seconds after the sign-up', hoursAgo(0.001), GREETINGS.new],
    ['the same day', hoursAgo(23.9), GREETINGS.new],
    ['a day later', hoursAgo(24), GREETINGS.returning],
    ['months later', hoursAgo(24 * 90), GREETINGS.returning],
    ['before the account is read', undefined, GREETINGS.unknown],
    ['with an unreadable date', 'hier', GREETINGS.unknown],
  ])('%s', (_, createdAt, expected) => {
    expect(dashboardGreeting(createdAt, now)).toBe(expected);
  });

  it('welcomes a new member rather than finding them again', () => {
    expect(GREETINGS.new).not.toMatch(/retrouver/);
  });
});
