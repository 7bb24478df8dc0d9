import { easterSunday, isWorkingDay, nextWorkingDay, publicHolidays, workingDaysAfter } from '../../../shared/domain/working-days';

describe('working days (Paris, France’s public holidays)', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
  ])('Easter %i is %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it('lists the eleven public holidays of 2026', () => {
    expect(publicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06', // lundi de Pâques
      '2026-05-01',
      '2026-05-08',
      '2026-05-14', // Ascension
      '2026-05-25', // lundi de Pentecôte
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it.each([
    ['2026-11-26', true], // jeudi
    ['2026-11-28', false], // samedi
    ['2026-11-29', false], // dimanche
    ['2026-11-11', false], // Armistice, un mercredi
    ['2026-05-14', false], // Ascension
  ])('%s is a working day: %p', (date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it('skips weekends and holidays to the next working day', () => {
    expect(nextWorkingDay('2026-11-27')).toBe('2026-11-30'); // vendredi → lundi
    expect(nextWorkingDay('2026-11-10')).toBe('2026-11-12'); // mardi → jeudi (11 novembre férié)
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28'); // jeudi → lundi (Noël, week-end)
  });

  it.each([
    // Sent on a working day: the same Paris time the next working day.
    ['jeudi 15:20 (hiver) → vendredi 15:20', '2026-11-26T14:20:00.000Z', '2026-11-27T14:20:00.000Z'],
    ['vendredi 18:00 → lundi 18:00', '2026-11-27T17:00:00.000Z', '2026-11-30T17:00:00.000Z'],
    ['mardi veille du 11 novembre → jeudi', '2026-11-10T09:30:15.250Z', '2026-11-12T09:30:15.250Z'],
    // Across the autumn clock change (Friday 23 Oct 2026 CEST → Monday 26 Oct CET): same wall time, 25 hours more.
    ['vendredi 10:00 été → lundi 10:00 hiver', '2026-10-23T08:00:00.000Z', '2026-10-26T09:00:00.000Z'],
    // Sent on a weekend: the end of the next working day (Monday, midnight Paris).
    ['samedi → fin du lundi', '2026-11-28T10:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    ['dimanche 23:30 → fin du lundi', '2026-11-29T22:30:00.000Z', '2026-11-30T23:00:00.000Z'],
  ])('%s', (_label, at, due) => {
    expect(workingDaysAfter(at)).toBe(due);
  });
});
