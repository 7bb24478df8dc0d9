import { DOG_LIMITS, dogLimit, dogLimitMessage, FIRST_DOG_ID, firstDog, mayAddDog, readOnlyDogIds } from '../../../shared/domain/dogs';
import { parisDayStart, sessionCalendar, sessionIdRange, trainingSessionId } from '../../../shared/domain/training-sessions';

/** Issue 25: how many dogs each plan keeps, and what a move to a smaller plan leaves active. */
describe('dog limits per plan', () => {
  it.each([
    ['gratuit', 1],
    ['premium', 3],
    ['expert', 5],
  ] as const)('%s keeps up to %i dog(s)', (plan, limit) => {
    expect(dogLimit(plan)).toBe(limit);
    expect(mayAddDog(plan, limit - 1)).toBe(true);
    expect(mayAddDog(plan, limit)).toBe(false);
    expect(mayAddDog(plan, limit + 2)).toBe(false);
  });

  it('says why no dog can be added, with the next plan when there is one', () => {
    expect(dogLimitMessage('gratuit')).toBe(`L’offre Gratuite permet de suivre 1 chien. Passe à Premium pour en suivre jusqu’à ${DOG_LIMITS.premium}.`);
    expect(dogLimitMessage('premium')).toBe('Ton offre Premium permet de suivre jusqu’à 3 chiens. Passe à Expert+ pour en suivre jusqu’à 5.');
    expect(dogLimitMessage('expert')).toBe('Ton offre Expert+ permet de suivre jusqu’à 5 chiens.');
  });

  it('after a move to a smaller plan, the oldest dogs up to the limit stay active and the others are read-only', () => {
    const dogs = [
      { dogId: 'dz', createdAt: '2026-03-01T10:00:00.000Z' },
      { dogId: FIRST_DOG_ID, createdAt: '2025-01-01T10:00:00.000Z' },
      { dogId: 'da', createdAt: '2026-02-01T10:00:00.000Z' },
    ];
    expect([...readOnlyDogIds('gratuit', dogs)].sort()).toEqual(['da', 'dz']);
    expect([...readOnlyDogIds('premium', dogs)]).toEqual([]);
    expect(firstDog(dogs)?.dogId).toBe(FIRST_DOG_ID);
  });
});

describe('training sessions: ids, Paris day and week', () => {
  it('a session id sorts by its instant', () => {
    const a = trainingSessionId('2026-03-29T00:30:00.000Z', 'ffff');
    const b = trainingSessionId('2026-03-29T00:30:00.001Z', '0000');
    expect([b, a].sort()).toEqual([a, b]);
  });

  it('a session belongs to its Paris day and Monday, across the changes of time', () => {
    // Sunday 29 March 2026, 01:30 in Paris (before the change to summer time): still the week of Monday 23.
    expect(sessionCalendar('2026-03-29T00:30:00.000Z')).toEqual({ day: '2026-03-29', week: '2026-03-23' });
    // Sunday 22:30 UTC in summer is Monday 00:30 in Paris: the next week.
    expect(sessionCalendar('2026-03-29T22:30:00.000Z')).toEqual({ day: '2026-03-30', week: '2026-03-30' });
    expect(sessionCalendar('2026-10-25T23:30:00.000Z')).toEqual({ day: '2026-10-26', week: '2026-10-26' });
  });

  it('the range of weeks goes from the first Monday midnight in Paris to just before the Monday after the last', () => {
    expect(parisDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(parisDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
    expect(() => parisDayStart('2026-02-30')).toThrow('Début du jour 2026-02-30 à Paris introuvable');
    const range = sessionIdRange('2026-03-23', '2026-03-30');
    expect(range.from).toBe('2026-03-22T23:00:00.000Z');
    expect(trainingSessionId('2026-04-05T21:59:59.999Z', 'ffffffff') <= range.to).toBe(true);
    expect(trainingSessionId('2026-04-05T22:00:00.000Z', '00000000') <= range.to).toBe(false);
  });
});
