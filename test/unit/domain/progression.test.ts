import type { BehaviourTag } from '../../../shared/domain/behaviour-tags';
import {
  averageRating,
  behaviourProgress,
  NEXT_FICHES_PER_BEHAVIOUR,
  PROGRESSION_WEEKS,
  progressionWeeks,
  weeklyProgress,
} from '../../../shared/domain/progression';
import type { ScorableFiche, ScoringContext } from '../../../shared/domain/recommendations';

/** Issue 25: progress per behaviour (the weeks of the charts, their counts and ratings, what to work next). */

describe('progressionWeeks', () => {
  it('gives twelve Paris Mondays, oldest first, ending with the week of now', () => {
    const weeks = progressionWeeks('2026-11-26T10:00:00.000Z');
    expect(weeks).toHaveLength(PROGRESSION_WEEKS);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    for (const week of weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('starts the week at midnight in Paris, not in UTC', () => {
    // Sunday 23:30 UTC in winter is Monday 00:30 in Paris: the new week.
    expect(progressionWeeks('2026-11-29T23:30:00.000Z', 1)).toEqual(['2026-11-30']);
    // Sunday 22:30 UTC in summer is Monday 00:30 in Paris (UTC+2).
    expect(progressionWeeks('2026-06-28T22:30:00.000Z', 1)).toEqual(['2026-06-29']);
    expect(progressionWeeks('2026-06-28T21:30:00.000Z', 1)).toEqual(['2026-06-22']);
  });

  it.each([
    ['spring forward (29 March 2026)', '2026-04-02T10:00:00.000Z', ['2026-03-16', '2026-03-23', '2026-03-30']],
    ['fall back (25 October 2026)', '2026-10-29T10:00:00.000Z', ['2026-10-12', '2026-10-19', '2026-10-26']],
  ])('moves no Monday across a DST change: %s', (_, now, mondays) => {
    expect(progressionWeeks(now, 3)).toEqual(mondays);
  });
});

describe('averageRating', () => {
  it('is null without a rating and rounded to one decimal otherwise', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4])).toBe(4);
    expect(averageRating([4, 5, 5])).toBe(4.7);
    expect(averageRating([1, 2])).toBe(1.5);
  });
});

describe('weeklyProgress', () => {
  const weeks = ['2026-10-19', '2026-10-26', '2026-11-02'];

  it('counts each session in its Paris week, averages the rated ones and keeps every week', () => {
    expect(
      weeklyProgress(
        [
          { ficheId: 'a', at: '2026-10-20T09:00:00.000Z', rating: 4 },
          { ficheId: 'a', at: '2026-10-21T09:00:00.000Z', rating: 5 },
          { ficheId: 'b', at: '2026-10-22T09:00:00.000Z' },
          // Sunday 25 October, 23:30 in Paris (22:30 UTC after the fall back): still the week of the 19th.
          { ficheId: 'b', at: '2026-10-25T22:30:00.000Z', rating: 2 },
          // Monday 2 November, 00:30 in Paris.
          { ficheId: 'a', at: '2026-11-01T23:30:00.000Z', rating: null },
        ],
        weeks,
      ),
    ).toEqual([
      { week: '2026-10-19', sessions: 4, rated: 3, averageRating: 3.7 },
      { week: '2026-10-26', sessions: 0, rated: 0, averageRating: null },
      { week: '2026-11-02', sessions: 1, rated: 0, averageRating: null },
    ]);
  });

  it('leaves out sessions before the first week and ratings outside 1–5', () => {
    const result = weeklyProgress(
      [
        { ficheId: 'a', at: '2026-10-18T21:00:00.000Z', rating: 5 }, // Sunday 18, 23:00 in Paris: the week before
        { ficheId: 'a', at: '2026-10-19T08:00:00.000Z', rating: 0 },
      ],
      weeks,
    );
    expect(result[0]).toEqual({ week: '2026-10-19', sessions: 1, rated: 0, averageRating: null });
    expect(result.reduce((sum, week) => sum + week.sessions, 0)).toBe(1);
  });
});

describe('behaviourProgress', () => {
  const fiche = (id: string, tags: BehaviourTag[], access: Partial<ScorableFiche> = {}): ScorableFiche => ({
    id,
    category: 'adulte',
    tags,
    prerequisTags: [],
    isFree: true,
    premiumOnly: false,
    expertPlusOnly: false,
    ...access,
  });
  const fiches = [
    fiche('rappel-1', ['rappel']),
    fiche('rappel-laisse', ['rappel', 'traction_laisse']),
    fiche('laisse-1', ['traction_laisse']),
    fiche('laisse-2', ['traction_laisse'], { isFree: false, premiumOnly: true }),
    fiche('laisse-3', ['traction_laisse', 'reactivite'], { prerequisTags: ['reactivite'] }),
    fiche('laisse-4', ['traction_laisse']),
    fiche('laisse-5', ['traction_laisse']),
    fiche('solitude-1', ['solitude']),
  ];
  const context: ScoringContext = { plan: 'gratuit', tags: new Set<BehaviourTag>(['rappel', 'traction_laisse']), categories: new Set() };
  const now = '2026-11-26T10:00:00.000Z';

  const progress = behaviourProgress({
    tags: ['rappel', 'traction_laisse'],
    fiches,
    sessions: [
      { ficheId: 'rappel-1', at: '2026-11-24T18:00:00.000Z', rating: 3 },
      { ficheId: 'rappel-1', at: '2026-11-25T18:00:00.000Z', rating: 5 },
      { ficheId: 'rappel-laisse', at: '2026-11-17T18:00:00.000Z', rating: 2 },
      { ficheId: 'laisse-1', at: '2026-11-18T18:00:00.000Z' },
      // Thirteen weeks ago: outside the charts.
      { ficheId: 'laisse-1', at: '2026-08-25T18:00:00.000Z', rating: 1 },
    ],
    done: [
      { ficheId: 'rappel-1', completedAt: '2026-11-24T18:00:00.000Z' },
      { ficheId: 'rappel-laisse', completedAt: '2026-11-17T18:00:00.000Z' },
      { ficheId: 'laisse-1', completedAt: '2026-08-25T18:00:00.000Z' },
    ],
    context,
    now,
  });

  it('has one entry per behaviour of the dog, in its order, with its French label and twelve weeks', () => {
    expect(progress.map(({ tag, label }) => [tag, label])).toEqual([
      ['rappel', 'Rappel à consolider'],
      ['traction_laisse', 'Tire en laisse'],
    ]);
    for (const entry of progress) expect(entry.weeks.map(({ week }) => week)).toEqual(progressionWeeks(now));
  });

  it('counts a session for every behaviour its fiche serves, over the twelve weeks only', () => {
    const [rappel, laisse] = progress;
    expect(rappel!.weeks.at(-1)).toEqual({ week: '2026-11-23', sessions: 2, rated: 2, averageRating: 4 });
    expect(rappel!.weeks.at(-2)).toEqual({ week: '2026-11-16', sessions: 1, rated: 1, averageRating: 2 });
    expect(rappel!.sessions).toBe(3);
    expect(rappel!.averageRating).toBe(3.3);
    expect(laisse!.weeks.at(-2)).toEqual({ week: '2026-11-16', sessions: 2, rated: 1, averageRating: 2 });
    expect(laisse!.sessions).toBe(2);
    expect(laisse!.averageRating).toBe(2);
  });

  it('lists the fiches done per behaviour, most recent first, old ones included', () => {
    expect(progress[0]!.done.map(({ ficheId }) => ficheId)).toEqual(['rappel-1', 'rappel-laisse']);
    expect(progress[1]!.done.map(({ ficheId }) => ficheId)).toEqual(['rappel-laisse', 'laisse-1']);
  });

  it('proposes next the fiches not done, by the recommendations’ rules: readable first, none with a missing prerequisite', () => {
    const [rappel, laisse] = progress;
    expect(rappel!.next).toEqual([]);
    expect(laisse!.next).toHaveLength(NEXT_FICHES_PER_BEHAVIOUR);
    expect(laisse!.next.map(({ fiche: { id } }) => id)).toEqual(['laisse-4', 'laisse-5', 'laisse-2']);
    expect(laisse!.next[2]!.lock).not.toBeNull();
  });

  it('is empty for a dog without behaviour tags, and all zero for a dog without sessions', () => {
    expect(behaviourProgress({ tags: [], fiches, sessions: [], done: [], context, now })).toEqual([]);
    const [quiet] = behaviourProgress({ tags: ['solitude'], fiches, sessions: [], done: [], context, now });
    expect(quiet!.sessions).toBe(0);
    expect(quiet!.averageRating).toBeNull();
    expect(quiet!.weeks.every((week) => week.sessions === 0)).toBe(true);
  });
});
