import { BEHAVIOUR_TAGS, type BehaviourTag } from './behaviour-tags';
import { parisWeekOf } from './consents';
import { recommendFiches, type ScorableFiche, type ScoredFiche, type ScoringContext } from './recommendations';
import { addDays } from './visio-slots';

/**
 * Progress per behaviour (issue 25): what `/membre/progression` shows of one dog, and the educator beside a ticket or
 * a visio. For each behaviour tag of the dog: the training sessions of the fiches serving it, week by week (Paris
 * weeks, Monday first), their average rating, the fiches done, and the next fiches to work by the recommendations'
 * own rules. Pure: the sessions, the fiches and the dog's scoring context come from the caller.
 */

/** How many weeks the charts cover, this week included. */
export const PROGRESSION_WEEKS = 12;
/** How many fiches 'À travailler ensuite' proposes per behaviour. */
export const NEXT_FICHES_PER_BEHAVIOUR = 3;

/** The rating a member gives a session ('Comment ça s’est passé ?'), 1 to 5, each with the words it stands for. */
export const SESSION_RATINGS = [
  { value: 1, label: 'Très difficile' },
  { value: 2, label: 'Difficile' },
  { value: 3, label: 'Mitigé' },
  { value: 4, label: 'Bien' },
  { value: 5, label: 'Très bien' },
] as const;
export type SessionRating = (typeof SESSION_RATINGS)[number]['value'];
export const SESSION_RATING_MIN = 1;
export const SESSION_RATING_MAX = 5;
/** The session's note, optional. */
export const SESSION_NOTE_MAX_LENGTH = 280;

/** What the rules read of a training session: which fiche, when, and its rating when the member gave one. */
export interface SessionFact {
  ficheId: string;
  /** ISO instant of the validation. */
  at: string;
  rating?: number | null | undefined;
}

export interface WeekProgress {
  /** The week's Monday (`YYYY-MM-DD`, Paris). */
  week: string;
  sessions: number;
  /** Sessions of the week the member rated. */
  rated: number;
  /** Their average, one decimal; null when none was rated. */
  averageRating: number | null;
}

/**
 * The Mondays of the last `count` Paris weeks, oldest first, ending with the week of `now`. Computed on calendar dates,
 * never by subtracting 7 × 24 h from an instant: a week holding a DST change (23 or 25 hours on its Sunday) moves
 * no Monday.
 */
export function progressionWeeks(now: string, count = PROGRESSION_WEEKS): string[] {
  const current = parisWeekOf(now);
  return Array.from({ length: count }, (_, index) => addDays(current, 7 * (index - count + 1)));
}

/** The average of some ratings, rounded to one decimal; null for none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}

const isRating = (rating: number | null | undefined): rating is number => typeof rating === 'number' && rating >= SESSION_RATING_MIN && rating <= SESSION_RATING_MAX;

/** Sessions counted into the given weeks (by their Paris week); sessions outside them are left out. Every week is present. */
export function weeklyProgress(sessions: readonly SessionFact[], weeks: readonly string[]): WeekProgress[] {
  const byWeek = new Map(weeks.map((week) => [week, { sessions: 0, ratings: [] as number[] }]));
  for (const session of sessions) {
    const bucket = byWeek.get(parisWeekOf(session.at));
    if (!bucket) continue;
    bucket.sessions += 1;
    if (isRating(session.rating)) bucket.ratings.push(session.rating);
  }
  return weeks.map((week) => {
    const { sessions: count, ratings } = byWeek.get(week)!;
    return { week, sessions: count, rated: ratings.length, averageRating: averageRating(ratings) };
  });
}

export interface DoneFiche {
  ficheId: string;
  /** When it was first validated for this dog. */
  completedAt: string;
}

export interface BehaviourProgress<F extends ScorableFiche = ScorableFiche> {
  tag: BehaviourTag;
  label: string;
  weeks: WeekProgress[];
  /** Sessions over the weeks shown. */
  sessions: number;
  /** Average rating over the weeks shown; null when none was rated. */
  averageRating: number | null;
  /** Fiches serving the behaviour done for this dog, most recent first. */
  done: (DoneFiche & { fiche: F })[];
  /** 'À travailler ensuite': not done yet, by the recommendations' rules (score above 0, best first). */
  next: ScoredFiche<F>[];
}

/**
 * One entry per behaviour tag of the dog, in the given order. A session or a done fiche counts for every behaviour its
 * fiche serves (a fiche on recall and leash pulling counts for both). The next fiches of a behaviour are the
 * recommendations' ranking (recommendFiches: prerequisites, score, readable first) of the fiches serving it that this
 * dog has not done.
 */
export function behaviourProgress<F extends ScorableFiche>({
  tags,
  fiches,
  sessions,
  done,
  context,
  now,
  weeks = PROGRESSION_WEEKS,
}: {
  tags: readonly BehaviourTag[];
  /** The published fiches, catalogue order. */
  fiches: readonly F[];
  sessions: readonly SessionFact[];
  done: readonly DoneFiche[];
  context: ScoringContext;
  now: string;
  weeks?: number;
}): BehaviourProgress<F>[] {
  const weekList = progressionWeeks(now, weeks);
  const byId = new Map(fiches.map((fiche) => [fiche.id, fiche]));
  const doneIds = new Set(done.map(({ ficheId }) => ficheId));
  const recentFirst = [...done].sort((a, b) => b.completedAt.localeCompare(a.completedAt));
  return tags.map((tag) => {
    const serves = (ficheId: string) => byId.get(ficheId)?.tags.includes(tag) ?? false;
    const series = weeklyProgress(
      sessions.filter((session) => serves(session.ficheId)),
      weekList,
    );
    const ratings = sessions.filter((session) => serves(session.ficheId) && weekList.includes(parisWeekOf(session.at))).map((session) => session.rating);
    return {
      tag,
      label: BEHAVIOUR_TAGS[tag],
      weeks: series,
      sessions: series.reduce((sum, week) => sum + week.sessions, 0),
      averageRating: averageRating(ratings.filter(isRating)),
      done: recentFirst.filter(({ ficheId }) => serves(ficheId)).map((entry) => ({ ...entry, fiche: byId.get(entry.ficheId)! })),
      next: recommendFiches(
        context,
        fiches.filter((fiche) => fiche.tags.includes(tag) && !doneIds.has(fiche.id)),
        NEXT_FICHES_PER_BEHAVIOUR,
      ),
    };
  });
}
