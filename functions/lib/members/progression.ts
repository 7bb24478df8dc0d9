import type { Progression } from '../../../shared/contract/progression-schemas';
import { parisWeekOf } from '../../../shared/domain/consents';
import { FIRST_DOG_ID } from '../../../shared/domain/dogs';
import { behaviourProgress, progressionWeeks } from '../../../shared/domain/progression';
import { scoringContext } from '../../../shared/domain/recommendations';
import { sessionIdRange } from '../../../shared/domain/training-sessions';
import { chooseDog, readMemberPartition } from '../../dogs/member-dogs';
import { dogProfileOf } from '../../dogs/stored-profile';
import { publishedTeasers } from '../../fiches/fiche-items';
import type { Db } from '../db/service';
import { HttpError } from '../http/errors';

/** How many of the dog's last sessions the page lists with their rating and note. */
const RECENT_SESSIONS = 5;

/** What the progression reads of a session. */
const SESSION_ATTRIBUTES = ['sessionId', 'ficheId', 'at', 'rating', 'note'] as const;

/** The sessions of one dog over the weeks the charts cover: one Query on the dog's own partition, from the first Monday. */
function sessionsOfDog(db: Db, { userId, dogId, fromWeek, toWeek }: { userId: string; dogId: string; fromWeek: string; toWeek: string }) {
  const range = sessionIdRange(fromWeek, toWeek);
  return db.entities.trainingSession.query
    .byDog({ userId, dogId })
    .between({ sessionId: range.from }, { sessionId: range.to })
    .go({ attributes: [...SESSION_ATTRIBUTES], pages: 'all' })
    .then(({ data }) => data);
}

/**
 * The progression of one of a member's dogs (issue 25): for each behaviour tag of the dog, its sessions and their
 * average rating week by week over the last twelve Paris weeks, the fiches done for it and the next ones
 * (shared/domain/progression.ts). The member reads it on /membre/progression; the team beside a ticket or a visio,
 * through the ticket or the visio only (functions/support, functions/visios).
 *
 * Reads, all at once: the member's partition (plan, dogs, the dog's completed fiches: one Query), the dog's sessions
 * since the first week shown (one Query on the dog's partition) and the published catalogue's teasers (one Query on
 * the publication index, projected). No read per fiche or per session. The sessions are read for the dog asked, or
 * the first dog (`1`): when the first dog turns out to be another one, they are read again for it.
 */
export async function dogProgression(db: Db, { userId, dogId, now }: { userId: string; dogId?: string | undefined; now: string }): Promise<Progression> {
  const weeks = progressionWeeks(now);
  const fromWeek = weeks[0]!;
  const thisWeek = weeks.at(-1)!;
  const guess = dogId ?? FIRST_DOG_ID;
  const [partition, teasers, guessed] = await Promise.all([
    readMemberPartition(db, userId),
    publishedTeasers(db),
    sessionsOfDog(db, { userId, dogId: guess, fromWeek, toWeek: thisWeek }),
  ]);
  const [subscription] = partition.subscription;
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  const chosen = chooseDog(partition.dog, subscription.plan, dogId);
  const sessions = chosen.dogId === guess ? guessed : await sessionsOfDog(db, { userId, dogId: chosen.dogId, fromWeek, toWeek: thisWeek });
  const titles = new Map(teasers.map((fiche) => [fiche.id, fiche.title]));
  const title = (ficheId: string) => titles.get(ficheId) ?? 'Fiche retirée du catalogue';
  const recentSessions = [...sessions]
    .reverse()
    .slice(0, RECENT_SESSIONS)
    .map((session) => ({ sessionId: session.sessionId, fiche: { id: session.ficheId, title: title(session.ficheId) }, at: session.at, rating: session.rating ?? null, note: session.note ?? null }));
  const sessionsThisWeek = sessions.filter((session) => parisWeekOf(session.at) === thisWeek).length;

  if (!chosen.dog) return { dog: null, weeks, sessionsThisWeek, behaviours: [], recentSessions };
  const profile = dogProfileOf(chosen.dog);
  const context = scoringContext(subscription.plan, profile);
  const done = partition.dogProgress.filter((progress) => progress.dogId === chosen.dogId).map(({ ficheId, completedAt }) => ({ ficheId, completedAt }));
  const behaviours = behaviourProgress({
    tags: context.derivedTags.map(({ tag }) => tag),
    fiches: teasers,
    sessions,
    // A fiche done but since unpublished has no tags to count by: it is left out, as the library leaves it out.
    done: done.filter(({ ficheId }) => titles.has(ficheId)),
    context,
    now,
  });
  return {
    dog: { dogId: chosen.dogId, name: profile.nom?.trim() || 'Mon chien' },
    weeks,
    sessionsThisWeek,
    behaviours: behaviours.map((behaviour) => ({
      tag: behaviour.tag,
      label: behaviour.label,
      weeks: behaviour.weeks,
      sessions: behaviour.sessions,
      averageRating: behaviour.averageRating,
      done: behaviour.done.map(({ ficheId, completedAt }) => ({ id: ficheId, title: title(ficheId), completedAt })),
      next: behaviour.next.map(({ fiche, lock }) => ({ id: fiche.id, title: fiche.title, lock })),
    })),
    recentSessions,
  };
}

/** The dog a ticket or a visio is about (issue 25: stored with it since several dogs; none before, the first dog). */
export function dogAbout(item: object): string | undefined {
  return 'dogId' in item && typeof item.dogId === 'string' ? item.dogId : undefined;
}
