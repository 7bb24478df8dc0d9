import { CONSENT_KINDS, consentStates, newFichesFor, newFichesWindow, parisWeekOf } from '../../../shared/domain/consents';

/** Issue 22: a member's consents and the weekly new-fiches e-mail's rules. */

describe('consentStates', () => {
  it('is never given without an item, and each stored item is its kind’s state with its date', () => {
    expect(consentStates([])).toEqual({ newsletter: { granted: false, changedAt: null }, newFiches: { granted: false, changedAt: null } });
    expect(consentStates([{ kind: 'newFiches', granted: true, changedAt: '2026-11-03T09:00:00.000Z' }])).toEqual({
      newsletter: { granted: false, changedAt: null },
      newFiches: { granted: true, changedAt: '2026-11-03T09:00:00.000Z' },
    });
  });

  it('reads an older profile’s newsletter answer until the member changes it', () => {
    const legacy = { granted: true, at: '2026-01-10T08:00:00.000Z' };
    expect(consentStates([], legacy).newsletter).toEqual({ granted: true, changedAt: legacy.at });
    expect(consentStates([], { granted: false, at: legacy.at }).newsletter).toEqual({ granted: false, changedAt: null });
    expect(consentStates([{ kind: 'newsletter', granted: false, changedAt: '2026-11-04T10:00:00.000Z' }], legacy).newsletter).toEqual({ granted: false, changedAt: '2026-11-04T10:00:00.000Z' });
  });

  it('lists every kind', () => {
    expect(Object.keys(consentStates([]))).toEqual([...CONSENT_KINDS]);
  });
});

describe('the new-fiches week', () => {
  it.each([
    ['2026-11-23T08:00:00.000Z', '2026-11-23'], // Monday 9:00 in Paris
    ['2026-11-29T22:59:59.000Z', '2026-11-23'], // Sunday 23:59 in Paris
    ['2026-11-29T23:00:00.000Z', '2026-11-30'], // Monday 0:00 in Paris
    ['2026-03-29T12:00:00.000Z', '2026-03-23'], // the spring-forward Sunday
  ])('%s is in the week of Monday %s (Paris)', (instant, monday) => {
    expect(parisWeekOf(instant)).toBe(monday);
  });

  it('lists the seven days before the run, its own instant excluded', () => {
    expect(newFichesWindow('2026-11-23T08:00:00.000Z')).toEqual({ from: '2026-11-16T08:00:00.000Z', to: '2026-11-23T08:00:00.000Z' });
  });
});

describe('newFichesFor', () => {
  const window = { from: '2026-11-16T08:00:00.000Z', to: '2026-11-23T08:00:00.000Z' };
  const fiche = (ficheId: string, publishedAt: string | undefined, access: { isFree?: boolean; premiumOnly?: boolean; expertPlusOnly?: boolean } = {}) => ({
    ficheId,
    publishedAt,
    isFree: false,
    premiumOnly: false,
    expertPlusOnly: false,
    ...access,
  });
  const fiches = [
    fiche('premium', '2026-11-20T10:00:00.000Z'),
    fiche('gratuite', '2026-11-17T10:00:00.000Z', { isFree: true }),
    fiche('expert', '2026-11-18T10:00:00.000Z', { expertPlusOnly: true }),
    fiche('trop-tot', '2026-11-16T07:59:59.999Z', { isFree: true }),
    fiche('a-l-heure-du-suivant', '2026-11-23T08:00:00.000Z', { isFree: true }),
    fiche('catalogue', undefined, { isFree: true }),
  ];

  it.each([
    ['gratuit', ['gratuite']],
    ['premium', ['gratuite', 'premium']],
    ['expert', ['gratuite', 'expert', 'premium']],
  ] as const)('on %s: the week’s publications the plan reads, oldest first', (plan, expected) => {
    expect(newFichesFor(fiches, window, plan).map(({ ficheId }) => ficheId)).toEqual(expected);
  });

  it('staff read every fiche, whatever their plan', () => {
    expect(newFichesFor(fiches, window, 'gratuit', true).map(({ ficheId }) => ficheId)).toEqual(['gratuite', 'expert', 'premium']);
  });

  it('nothing new: nothing to send', () => {
    expect(newFichesFor(fiches, { from: '2026-10-01T00:00:00.000Z', to: '2026-10-08T00:00:00.000Z' }, 'expert')).toEqual([]);
  });
});
