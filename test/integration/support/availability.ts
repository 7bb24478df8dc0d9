/** An educator's availability open every day, 08:00–20:00 Paris time, no notice, 15 minutes between sessions, 30 days ahead. */
export const OPEN_WEEK = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
  overrides: [],
  minNoticeMinutes: 0,
  bufferMinutes: 15,
  horizonDays: 30,
};
