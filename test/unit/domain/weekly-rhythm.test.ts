import {
  goalFor,
  isPreferredTime,
  isQuietTime,
  jokerLabel,
  jokerMonthOf,
  parisClock,
  reminderRunSlot,
  reminderSlotOf,
  reminderStillTimely,
  rhythmSummary,
  streakLabel,
  weekCountLabel,
  weekOf,
  weekOfDay,
  withGoal,
  WEEKLY_GOAL_DEFAULT,
} from '../../../shared/domain/weekly-rhythm';

/** Issue 25, a weekly rhythm: Paris weeks, weeks met, the streak with one joker a month, reminder slots and quiet hours. */

/** Sessions per week from a list of their Paris Mondays and counts. */
const weeks = (entries: Array<[string, number]>): Record<string, number> => Object.fromEntries(entries);
const goal3 = [{ from: '2020-01-06', goal: 3 }];

describe('weekOf: Monday 00:00 to Sunday 24:00, Paris', () => {
  it.each([
    // Last Sunday of March 2026 (29th): summer time starts at 02:00 → 03:00 (UTC+1 → UTC+2).
    ['2026-03-29T21:59:00Z', '2026-03-23', 'Sunday 23:59 Paris (summer time) is still the week of Monday 23'],
    ['2026-03-29T22:00:00Z', '2026-03-30', 'Monday 00:00 Paris opens the next week'],
    ['2026-03-29T00:30:00Z', '2026-03-23', 'the night the clocks go forward'],
    // Last Sunday of October 2026 (25th): back to UTC+1 at 03:00 → 02:00.
    ['2026-10-25T22:59:00Z', '2026-10-19', 'Sunday 23:59 Paris (winter time) is still the week of Monday 19'],
    ['2026-10-25T23:00:00Z', '2026-10-26', 'Monday 00:00 Paris, winter time'],
    ['2026-10-25T00:30:00Z', '2026-10-19', 'the repeated hour, first time'],
    ['2026-10-25T01:30:00Z', '2026-10-19', 'the repeated hour, second time'],
    // Month and year boundaries.
    ['2026-11-30T23:30:00Z', '2026-11-30', 'Tuesday 1 December 00:30 Paris belongs to the week of Monday 30 November'],
    ['2026-12-31T23:30:00Z', '2026-12-28', 'New Year’s Day 00:30 Paris belongs to the week of Monday 28 December'],
    ['2026-03-01T12:00:00Z', '2026-02-23', 'Sunday 1 March belongs to the week that began in February'],
  ])('%s → %s (%s)', (instant, week) => {
    expect(weekOf(instant)).toBe(week);
  });

  it('reads the Paris clock across both changes', () => {
    expect(parisClock('2026-03-29T01:00:00Z')).toEqual({ day: '2026-03-29', weekday: 7, time: '03:00' });
    expect(parisClock('2026-10-25T01:00:00Z')).toEqual({ day: '2026-10-25', weekday: 7, time: '02:00' });
    expect(parisClock('2026-07-13T16:15:00Z')).toEqual({ day: '2026-07-13', weekday: 1, time: '18:15' });
    expect(parisClock('2026-01-12T17:15:00Z')).toEqual({ day: '2026-01-12', weekday: 1, time: '18:15' });
  });

  it('takes a week’s joker from the month of its Sunday', () => {
    expect(jokerMonthOf('2026-03-30')).toBe('2026-04');
    expect(jokerMonthOf('2026-03-23')).toBe('2026-03');
    expect(jokerMonthOf('2026-12-28')).toBe('2027-01');
  });
});

describe('weekOfDay: the Monday of a Paris day', () => {
  it.each([
    ['2026-11-30', '2026-11-30', 'a Monday is its own week'],
    ['2026-12-06', '2026-11-30', 'a Sunday closes the week that began on Monday'],
    ['2027-01-01', '2026-12-28', 'New Year’s Day belongs to the week of Monday 28 December'],
    ['2026-03-29', '2026-03-23', 'the day the clocks go forward'],
  ])('%s → %s (%s)', (day, week) => {
    expect(weekOfDay(day)).toBe(week);
  });
});

describe('goals', () => {
  it('is 3 by default and follows each change from its week on, never back', () => {
    expect(goalFor('2026-11-23', [])).toBe(WEEKLY_GOAL_DEFAULT);
    const goals = [
      { from: '2026-11-02', goal: 2 },
      { from: '2026-11-16', goal: 5 },
    ];
    expect(goalFor('2026-10-26', goals)).toBe(2);
    expect(goalFor('2026-11-09', goals)).toBe(2);
    expect(goalFor('2026-11-16', goals)).toBe(5);
    expect(goalFor('2026-11-30', goals)).toBe(5);
  });

  it('replaces the current week’s own change and keeps the older ones', () => {
    const first = withGoal([], '2026-11-16', 4);
    expect(first).toEqual([{ from: '2026-11-16', goal: 4 }]);
    expect(withGoal(first, '2026-11-16', 2)).toEqual([{ from: '2026-11-16', goal: 2 }]);
    expect(withGoal(first, '2026-11-23', 5)).toEqual([
      { from: '2026-11-16', goal: 4 },
      { from: '2026-11-23', goal: 5 },
    ]);
    // Back to the goal already in force: no new change.
    expect(withGoal(first, '2026-11-23', 4)).toEqual(first);
  });
});

describe('rhythmSummary: weeks met, streak, jokers', () => {
  const now = '2026-11-26T10:00:00Z'; // Thursday; the current week is Monday 23 November

  it('counts the current week against the goal', () => {
    const summary = rhythmSummary({ sessionsByWeek: weeks([['2026-11-23', 2]]), goals: goal3, now });
    expect(summary.thisWeek).toEqual({ week: '2026-11-23', sessions: 2, goal: 3, met: false });
    expect(weekCountLabel(summary.thisWeek)).toBe('Cette semaine : 2 séances sur 3');
    expect(weekCountLabel({ sessions: 1, goal: 3 })).toBe('Cette semaine : 1 séance sur 3');
    expect(summary.streak).toBe(0);
  });

  it('counts consecutive met weeks up to the last complete one, and the current week once met', () => {
    const history = weeks([
      ['2026-11-02', 3],
      ['2026-11-09', 4],
      ['2026-11-16', 3],
    ]);
    expect(rhythmSummary({ sessionsByWeek: history, goals: goal3, now }).streak).toBe(3);
    // This week not met yet: it costs nothing, the week is not over.
    expect(rhythmSummary({ sessionsByWeek: { ...history, '2026-11-23': 2 }, goals: goal3, now }).streak).toBe(3);
    expect(rhythmSummary({ sessionsByWeek: { ...history, '2026-11-23': 3 }, goals: goal3, now }).streak).toBe(4);
    expect(streakLabel(4)).toBe('4 semaines d’affilée');
    expect(streakLabel(1)).toBe('1 semaine d’affilée');
  });

  it('keeps a streak through one missed week with the month’s joker, which the kept week does not add to', () => {
    const summary = rhythmSummary({
      sessionsByWeek: weeks([
        ['2026-10-26', 3], // Sunday 1 November: a November week
        ['2026-11-02', 3],
        ['2026-11-09', 1], // missed: November's joker
        ['2026-11-16', 3],
      ]),
      goals: goal3,
      now,
    });
    expect(summary.streak).toBe(3);
    expect(summary.joker).toEqual({ month: '2026-11', available: false, usedOnWeek: '2026-11-09' });
    expect(summary.recentWeeks.find((week) => week.week === '2026-11-09')).toMatchObject({ met: false, joker: true });
    expect(jokerLabel(summary.joker)).toBe('Joker du mois utilisé (semaine du 9 novembre) : le prochain arrive le 1er du mois');
  });

  it('uses at most one joker a month: a second missed week that month ends the streak', () => {
    const summary = rhythmSummary({
      sessionsByWeek: weeks([
        ['2026-11-02', 3],
        ['2026-11-09', 0], // joker
        ['2026-11-16', 3],
        // 2026-11-16 met; now a second miss in November would break it:
      ]),
      goals: goal3,
      now: '2026-12-03T10:00:00Z', // the week of 30 November; 23 November (a November week) was missed
    });
    expect(summary.streak).toBe(0);
    // December's joker is untouched.
    expect(summary.joker).toEqual({ month: '2026-12', available: true, usedOnWeek: null });
    expect(jokerLabel(summary.joker)).toBe('1 joker disponible ce mois-ci : il garde ta série si une semaine t’échappe');
  });

  it('takes each month’s joker for a miss in that month, so two misses across a month boundary are both kept', () => {
    const summary = rhythmSummary({
      sessionsByWeek: weeks([
        ['2026-10-12', 3],
        ['2026-10-19', 0], // October's joker
        ['2026-10-26', 0], // ends Sunday 1 November: November's joker
        ['2026-11-02', 3],
        ['2026-11-09', 3],
        ['2026-11-16', 3],
      ]),
      goals: goal3,
      now,
    });
    expect(summary.streak).toBe(4);
    expect(summary.joker.usedOnWeek).toBe('2026-10-26');
  });

  it('never starts a streak with a joker, nor spends one while no streak runs', () => {
    const summary = rhythmSummary({
      sessionsByWeek: weeks([
        ['2026-11-02', 1], // missed, no streak: no joker spent
        ['2026-11-09', 0],
        ['2026-11-16', 3],
      ]),
      goals: goal3,
      now,
    });
    expect(summary.streak).toBe(1);
    expect(summary.joker.available).toBe(true);
  });

  it('plays the joker forward: one spent on a streak that broke later stays spent for that month', () => {
    const summary = rhythmSummary({
      sessionsByWeek: weeks([
        ['2026-11-02', 3],
        ['2026-11-09', 0], // joker of November
        // 2026-11-16 missed too: the streak breaks
        ['2026-11-23', 3],
      ]),
      goals: goal3,
      now: '2026-12-09T10:00:00Z', // the week of 7 December; 30 November (a December week) was missed
    });
    // 23 November started a new streak of 1; the week of 30 November (Sunday 6 December) takes December's joker.
    expect(summary.streak).toBe(1);
    expect(summary.joker).toEqual({ month: '2026-12', available: false, usedOnWeek: '2026-11-30' });
  });

  it('judges each week with the goal in force that week', () => {
    const summary = rhythmSummary({
      sessionsByWeek: weeks([
        ['2026-11-02', 2],
        ['2026-11-09', 2],
        ['2026-11-16', 5],
      ]),
      goals: [
        { from: '2026-10-26', goal: 2 },
        { from: '2026-11-16', goal: 5 },
      ],
      now,
    });
    expect(summary.streak).toBe(3);
    expect(summary.thisWeek.goal).toBe(5);
  });

  it('counts a streak across the spring and autumn clock changes', () => {
    const spring = rhythmSummary({
      sessionsByWeek: weeks([
        [weekOf('2026-03-22T12:00:00Z'), 3],
        [weekOf('2026-03-29T21:30:00Z'), 3], // Sunday 23:30 Paris, summer time: week of 23 March
        [weekOf('2026-03-29T22:30:00Z'), 3], // Monday 00:30 Paris: week of 30 March
      ]),
      goals: goal3,
      now: '2026-04-08T10:00:00Z',
    });
    expect(spring.streak).toBe(3);
    const autumn = rhythmSummary({
      sessionsByWeek: weeks([
        [weekOf('2026-10-18T12:00:00Z'), 3],
        [weekOf('2026-10-25T22:30:00Z'), 3], // Sunday 23:30 Paris, winter time
        [weekOf('2026-10-25T23:30:00Z'), 3], // Monday 00:30 Paris
      ]),
      goals: goal3,
      now: '2026-11-04T10:00:00Z',
    });
    expect(autumn.streak).toBe(3);
  });

  it('lists the last eight complete weeks, oldest first', () => {
    const summary = rhythmSummary({ sessionsByWeek: weeks([['2026-11-16', 3]]), goals: goal3, now });
    expect(summary.recentWeeks.map((week) => week.week)).toEqual(['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(summary.recentWeeks.at(-1)).toMatchObject({ sessions: 3, met: true, joker: false });
  });

  it('invites to start when there is no streak', () => {
    expect(streakLabel(0)).toBe('Pas encore de série : atteins ton objectif cette semaine pour en commencer une');
  });
});

describe('reminder slots and quiet hours', () => {
  it('rounds a preferred time up to its quarter-hour slot', () => {
    expect(reminderSlotOf('18:00')).toBe('18:00');
    expect(reminderSlotOf('18:01')).toBe('18:15');
    expect(reminderSlotOf('18:10')).toBe('18:15');
    expect(reminderSlotOf('20:45')).toBe('20:45');
    expect(reminderSlotOf('08:00')).toBe('08:00');
  });

  it('keeps quiet hours from 21:00 to 08:00', () => {
    expect(isQuietTime('20:59')).toBe(false);
    expect(isQuietTime('21:00')).toBe(true);
    expect(isQuietTime('02:30')).toBe(true);
    expect(isQuietTime('07:59')).toBe(true);
    expect(isQuietTime('08:00')).toBe(false);
  });

  it('accepts preferred times from 08:00 to 20:45 only', () => {
    expect(isPreferredTime('08:00')).toBe(true);
    expect(isPreferredTime('20:45')).toBe(true);
    expect(isPreferredTime('20:46')).toBe(false);
    expect(isPreferredTime('07:59')).toBe(false);
    expect(isPreferredTime('8:00')).toBe(false);
    expect(isPreferredTime('24:00')).toBe(false);
  });

  it('gives a run its Paris day, weekday and slot, in winter and in summer', () => {
    expect(reminderRunSlot('2026-01-12T17:15:00Z')).toEqual({ day: '2026-01-12', weekday: 1, slot: '18:15' });
    expect(reminderRunSlot('2026-07-13T16:15:00Z')).toEqual({ day: '2026-07-13', weekday: 1, slot: '18:15' });
    // A run due off the quarter serves the slot it falls in.
    expect(reminderRunSlot('2026-07-13T16:22:10Z')).toEqual({ day: '2026-07-13', weekday: 1, slot: '18:15' });
    // Sunday evening just before midnight is quiet.
    expect(reminderRunSlot('2026-03-29T20:45:00Z')).toBeNull();
  });

  it('serves no slot in the hour the clocks skip or repeat (quiet hours)', () => {
    expect(reminderRunSlot('2026-03-29T01:00:00Z')).toBeNull(); // 03:00 Paris, just after the jump
    expect(reminderRunSlot('2026-10-25T00:15:00Z')).toBeNull(); // 02:15, first time
    expect(reminderRunSlot('2026-10-25T01:15:00Z')).toBeNull(); // 02:15, second time
    expect(reminderRunSlot('2026-03-29T07:00:00Z')).toEqual({ day: '2026-03-29', weekday: 7, slot: '09:00' });
    expect(reminderRunSlot('2026-10-25T08:00:00Z')).toEqual({ day: '2026-10-25', weekday: 7, slot: '09:00' });
  });

  it('sends a late reminder only the same Paris day, outside quiet hours', () => {
    expect(reminderStillTimely('2026-11-26', '2026-11-26T17:00:00Z')).toBe(true); // 18:00
    expect(reminderStillTimely('2026-11-26', '2026-11-26T20:30:00Z')).toBe(false); // 21:30: quiet
    expect(reminderStillTimely('2026-11-26', '2026-11-27T09:00:00Z')).toBe(false); // the next day
  });
});
