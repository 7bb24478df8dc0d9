import { FICHES } from '../../../shared/catalogue';
import {
  challengeEndsAt,
  challengeLastDay,
  defaultChallengeFicheIds,
  DEFAULT_CHALLENGE_SIZE,
  monthChallengeFicheIds,
  type ChallengeCandidate,
} from '../../../shared/domain/monthly-challenge';

/** Issue 23: one monthly challenge rule, and a default challenge picked by rule when no admin chose one. */
const free = (id: string): ChallengeCandidate => ({ id, isFree: true, premiumOnly: false, expertPlusOnly: false });
const paid = (id: string): ChallengeCandidate => ({ id, isFree: false, premiumOnly: false, expertPlusOnly: false });
const catalogue = [...Array.from({ length: 10 }, (_, i) => free(`libre-${i}`)), ...Array.from({ length: 20 }, (_, i) => paid(`payante-${i}`))];

describe('the default challenge (no admin’s pick)', () => {
  it('is deterministic: the same month and catalogue give the same fiches, whatever the catalogue’s order', () => {
    const picked = defaultChallengeFicheIds('2026-11', catalogue);
    expect(picked).toHaveLength(DEFAULT_CHALLENGE_SIZE);
    expect(defaultChallengeFicheIds('2026-11', [...catalogue].reverse())).toEqual(picked);
  });

  it('holds only fiches every plan may read (free, neither Premium- nor Expert+-only)', () => {
    const tricky = [free('ouverte'), { ...free('reservee-premium'), premiumOnly: true }, { ...free('reservee-expert'), expertPlusOnly: true }, paid('payante')];
    for (const month of ['2026-01', '2026-02', '2026-03', '2026-04']) expect(defaultChallengeFicheIds(month, tricky)).toEqual(['ouverte']);
    for (let m = 1; m <= 12; m += 1) {
      const month = `2027-${String(m).padStart(2, '0')}`;
      expect(defaultChallengeFicheIds(month, catalogue).every((id) => id.startsWith('libre-'))).toBe(true);
    }
  });

  it('changes from one month to the next, and a year draws from across the free catalogue', () => {
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    const picks = months.map((month) => defaultChallengeFicheIds(month, catalogue));
    picks.slice(1).forEach((pick, i) => expect(pick).not.toEqual(picks[i]));
    expect(new Set(picks.flat()).size).toBeGreaterThanOrEqual(8);
  });

  it('is empty when no fiche is eligible (empty catalogue, or only paid fiches)', () => {
    expect(defaultChallengeFicheIds('2026-11', [])).toEqual([]);
    expect(defaultChallengeFicheIds('2026-11', [paid('a'), paid('b')])).toEqual([]);
  });

  it('keeps what it picked when a fiche it did not pick is published or unpublished mid-month', () => {
    const before = defaultChallengeFicheIds('2026-11', catalogue);
    const notPicked = catalogue.find((fiche) => fiche.isFree && !before.includes(fiche.id))!;
    expect(defaultChallengeFicheIds('2026-11', catalogue.filter((fiche) => fiche !== notPicked))).toEqual(before);
    expect(defaultChallengeFicheIds('2026-11', [...catalogue, paid('nouvelle-payante')])).toEqual(before);
  });

  it('picks three fiches of the seeded catalogue’s free fiches', () => {
    const published = FICHES.filter((fiche) => fiche.isPublished);
    const picked = defaultChallengeFicheIds('2026-11', published);
    expect(picked).toHaveLength(DEFAULT_CHALLENGE_SIZE);
    expect(picked.every((id) => published.find((fiche) => fiche.id === id)?.isFree)).toBe(true);
  });
});

describe('the month’s challenge: the admin’s pick, else the default', () => {
  it('is the admin’s pick, in their order, without fiches no longer published', () => {
    expect(monthChallengeFicheIds('2026-11', ['payante-3', 'retiree', 'libre-1'], catalogue)).toEqual({ ficheIds: ['payante-3', 'libre-1'], chosenBy: 'admin' });
  });

  it('is the default challenge when no admin picked one, or nothing picked is still published', () => {
    const fallback = { ficheIds: defaultChallengeFicheIds('2026-11', catalogue), chosenBy: 'default' };
    expect(monthChallengeFicheIds('2026-11', null, catalogue)).toEqual(fallback);
    expect(monthChallengeFicheIds('2026-11', ['retiree'], catalogue)).toEqual(fallback);
    expect(monthChallengeFicheIds('2026-11', null, [])).toEqual({ ficheIds: [], chosenBy: 'default' });
  });
});

describe('the challenge’s end (a Paris month)', () => {
  it('closes at midnight in Paris on the first of the next month, winter or summer time', () => {
    expect(challengeEndsAt('2026-11')).toBe('2026-11-30T23:00:00.000Z');
    expect(challengeEndsAt('2026-12')).toBe('2026-12-31T23:00:00.000Z');
    expect(challengeEndsAt('2026-06')).toBe('2026-06-30T22:00:00.000Z');
    expect(challengeEndsAt('2026-03')).toBe('2026-03-31T22:00:00.000Z');
    expect(challengeEndsAt('2026-10')).toBe('2026-10-31T23:00:00.000Z');
  });

  it('names its last day', () => {
    expect(challengeLastDay('2026-11')).toBe('2026-11-30');
    expect(challengeLastDay('2028-02')).toBe('2028-02-29');
  });
});
