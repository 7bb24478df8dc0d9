import { randomUUID } from 'node:crypto';
import type { Progression, RatedSession } from '../../shared/contract/progression-schemas';
import { parisWeekOf } from '../../shared/domain/consents';
import { PROGRESSION_WEEKS } from '../../shared/domain/progression';
import { ticketDueBy, ticketQueue, ticketUrgency } from '../../shared/domain/tickets';
import { sessionCalendar, trainingSessionId } from '../../shared/domain/training-sessions';
import { addDays } from '../../shared/domain/visio-slots';
import { SESSION_RATING_MESSAGES } from '../../shared/schemas/session-rating';
import { tokenFor } from './support/accounts';
import { api } from './support/api';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(60_000);

/**
 * Issue 25, progress per behaviour: rating a session (the caller's own only, once or again), the progression of a
 * dog over twelve Paris weeks (several weeks, several dogs), and the educator's read beside a ticket.
 */

const LAISSE = 'marche-en-laisse-les-bases'; // traction_laisse
const RAPPEL = 'rappel-les-bases'; // rappel
const ABOIEMENTS = 'reactif-aboiements-sonnette-et-fenetre'; // aboiements (Premium)
const SECOND_DOG = 'd2nala00001';

let sessionCount = 0;
/** A session of `dogId` on the Tuesday of the week `weeksAgo` weeks before this one, at noon in Paris (10:00 or 11:00 UTC). */
async function session(userId: string, dogId: string, ficheId: string, weeksAgo: number, rating?: number) {
  const tuesday = addDays(parisWeekOf(new Date().toISOString()), 1 - 7 * weeksAgo);
  const at = new Date(Date.parse(`${tuesday}T10:30:00.000Z`) + (sessionCount += 1) * 1000).toISOString();
  const sessionId = trainingSessionId(at, `t${String(sessionCount).padStart(5, '0')}`);
  await testDb()
    .entities.trainingSession.create({ userId, dogId, sessionId, ficheId, at, ...sessionCalendar(at), kind: 'first', pointsEarned: 0, ...(rating ? { rating, ratedAt: at } : {}) })
    .go();
  return { dogId, sessionId, at };
}

/** A dog and its profile, as a save leaves it (the answers drive its behaviour tags). */
async function dog(userId: string, dogId: string, answers: Record<string, unknown>, createdAt: string) {
  await testDb()
    .entities.dog.create({ userId, dogId, answers: answers as never, completionPercentage: 40, profilComplet: false, profileVersion: 'light', form: 'quick', createdAt, updatedAt: createdAt })
    .go();
}

async function done(userId: string, dogId: string, ficheId: string, completedAt: string) {
  await testDb().entities.dogProgress.create({ userId, dogId, ficheId, completedAt, pointsEarned: 0 }).go();
}

const rate = (token: string, sessionId: string, body: unknown) => api('PUT', `/sessions/${encodeURIComponent(sessionId)}/rating`, { token, body });
const progressionOf = async (token: string, dogId?: string) => api('GET', `/progression${dogId ? `?dogId=${dogId}` : ''}`, { token });
const storedSession = async (userId: string, dogId: string, sessionId: string) => (await testDb().entities.trainingSession.get({ userId, dogId, sessionId }).go()).data;

describe('PUT /sessions/{sessionId}/rating', () => {
  it('rates the caller’s session, and a second rating replaces the first (its note too)', async () => {
    const member = await memberOnPlan('gratuit');
    const { dogId, sessionId } = await session(member.userId, '1', LAISSE, 0);

    const first = await rate(member.accessToken, sessionId, { dogId, rating: 4, note: '  Super balade, il a moins tiré.  ' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual<RatedSession>({ sessionId, dogId, ficheId: LAISSE, rating: 4, note: 'Super balade, il a moins tiré.', ratedAt: expect.any(String) });
    expect(await storedSession(member.userId, dogId, sessionId)).toMatchObject({ rating: 4, note: 'Super balade, il a moins tiré.' });

    const again = await rate(member.accessToken, sessionId, { dogId, rating: 2, note: '' });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ rating: 2, note: null });
    const stored = await storedSession(member.userId, dogId, sessionId);
    expect(stored).toMatchObject({ rating: 2, ficheId: LAISSE, kind: 'first' });
    expect(stored?.note).toBeUndefined();
  });

  it('answers 404 for another member’s session and for one that does not exist, and writes nothing', async () => {
    const [owner, other] = await Promise.all([memberOnPlan('gratuit', 'Alice'), memberOnPlan('gratuit', 'Bruno')]);
    const { dogId, sessionId } = await session(owner.userId, '1', LAISSE, 0, 5);

    const answer = await rate(other.accessToken, sessionId, { dogId, rating: 1, note: 'Pas à moi' });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ error: { code: 'SESSION_NOT_FOUND', message: 'Cette séance n’existe pas.' } });
    expect(await storedSession(owner.userId, dogId, sessionId)).toMatchObject({ rating: 5 });
    expect((await storedSession(owner.userId, dogId, sessionId))?.note).toBeUndefined();
    // Nothing was created under the other member's key either.
    expect(await storedSession(other.userId, dogId, sessionId)).toBeNull();

    const missing = await rate(owner.accessToken, '2026-01-05T10:00:00.000Z_zzzzzz', { dogId, rating: 3 });
    expect(missing.status).toBe(404);
    expect(await storedSession(owner.userId, dogId, '2026-01-05T10:00:00.000Z_zzzzzz')).toBeNull();
  });

  it('refuses a rating outside 1–5 or a note over 280 characters with a French message, and writes nothing', async () => {
    const member = await memberOnPlan('gratuit');
    const { dogId, sessionId } = await session(member.userId, '1', LAISSE, 0);
    for (const [body, message] of [
      [{ dogId, rating: 6 }, SESSION_RATING_MESSAGES.rating],
      [{ dogId, rating: 0 }, SESSION_RATING_MESSAGES.rating],
      [{ dogId, rating: 3.5 }, 'Saisis un nombre entier'],
      [{ dogId }, SESSION_RATING_MESSAGES.rating],
      [{ dogId, rating: 4, note: 'x'.repeat(281) }, SESSION_RATING_MESSAGES.noteTooLong],
    ] as const) {
      const answer = await rate(member.accessToken, sessionId, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toContain(message);
    }
    const stored = await storedSession(member.userId, dogId, sessionId);
    expect(stored?.rating).toBeUndefined();
  });
});

describe('GET /progression', () => {
  it('gives each dog its own charts over twelve Paris weeks: sessions and average rating per behaviour, fiches done, next fiches', async () => {
    const member = await memberOnPlan('premium');
    const { userId } = member;
    const created = new Date(Date.now() - 200 * 86_400_000).toISOString();
    await dog(userId, '1', { nom: 'Rex', age: 3, tire_en_laisse: true, objectifs_prioritaires: ['rappel'] }, created);
    await dog(userId, SECOND_DOG, { nom: 'Nala', age: 4, aboie: true }, new Date(Date.parse(created) + 1000).toISOString());
    // Rex: two rated sessions this week (4 and 5), one unrated, one rated 2 two weeks ago, one 14 weeks ago (outside).
    await session(userId, '1', LAISSE, 0, 4);
    await session(userId, '1', LAISSE, 0, 5);
    await session(userId, '1', RAPPEL, 0);
    await session(userId, '1', LAISSE, 2, 2);
    await session(userId, '1', LAISSE, 14, 1);
    await done(userId, '1', LAISSE, new Date(Date.now() - 98 * 86_400_000).toISOString());
    await done(userId, '1', RAPPEL, new Date().toISOString());
    // Nala: one session last week, of a fiche Rex never did.
    await session(userId, SECOND_DOG, ABOIEMENTS, 1, 3);
    await done(userId, SECOND_DOG, ABOIEMENTS, new Date().toISOString());

    const rexAnswer = await progressionOf(member.accessToken);
    expect(rexAnswer.status).toBe(200);
    const rex = rexAnswer.json as Progression;
    expect(rex.dog).toEqual({ dogId: '1', name: 'Rex' });
    expect(rex.weeks).toHaveLength(PROGRESSION_WEEKS);
    expect(rex.weeks.at(-1)).toBe(parisWeekOf(new Date().toISOString()));
    expect(rex.sessionsThisWeek).toBe(3);
    const laisse = rex.behaviours.find((behaviour) => behaviour.tag === 'traction_laisse')!;
    expect(laisse.label).toBe('Tire en laisse');
    expect(laisse.weeks.at(-1)).toEqual({ week: rex.weeks.at(-1), sessions: 2, rated: 2, averageRating: 4.5 });
    expect(laisse.weeks.at(-3)).toEqual({ week: rex.weeks.at(-3), sessions: 1, rated: 1, averageRating: 2 });
    expect(laisse.sessions).toBe(3);
    expect(laisse.averageRating).toBe(3.7);
    expect(laisse.done).toEqual([{ id: LAISSE, title: expect.any(String), completedAt: expect.any(String) }]);
    expect(laisse.next.map(({ id }) => id)).not.toContain(LAISSE);
    expect(laisse.next.length).toBeGreaterThan(0);
    const rappel = rex.behaviours.find((behaviour) => behaviour.tag === 'rappel')!;
    expect(rappel.weeks.at(-1)).toMatchObject({ sessions: 1, rated: 0, averageRating: null });
    expect(rappel.done.map(({ id }) => id)).toEqual([RAPPEL]);
    expect(rex.behaviours.map(({ tag }) => tag)).not.toContain('aboiements');
    expect(rex.recentSessions).toHaveLength(4);
    expect(rex.recentSessions[0]).toMatchObject({ fiche: { id: RAPPEL }, rating: null });

    const nala = (await progressionOf(member.accessToken, SECOND_DOG)).json as Progression;
    expect(nala.dog).toEqual({ dogId: SECOND_DOG, name: 'Nala' });
    expect(nala.sessionsThisWeek).toBe(0);
    expect(nala.behaviours.map(({ tag }) => tag)).toEqual(['aboiements']);
    expect(nala.behaviours[0]!.weeks.at(-2)).toMatchObject({ sessions: 1, averageRating: 3 });
    expect(nala.behaviours[0]!.done.map(({ id }) => id)).toEqual([ABOIEMENTS]);
    expect(nala.recentSessions.map(({ fiche }) => fiche.id)).toEqual([ABOIEMENTS]);
  });

  it('is empty for a member without a dog, and 404 for another member’s dog', async () => {
    const [member, other] = await Promise.all([memberOnPlan('gratuit', 'Chloé'), memberOnPlan('premium', 'Denis')]);
    const empty = await progressionOf(member.accessToken);
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ dog: null, behaviours: [], sessionsThisWeek: 0, recentSessions: [] });

    await dog(other.userId, SECOND_DOG, { nom: 'Nala', age: 4, aboie: true }, new Date().toISOString());
    const refused = await progressionOf(member.accessToken, SECOND_DOG);
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ error: { code: 'DOG_NOT_FOUND' } });
  });
});

describe('the educator’s read beside a ticket', () => {
  it('shows the team the progression of the ticket’s member, and no member', async () => {
    const member = await memberOnPlan('gratuit', 'Élise');
    await dog(member.userId, '1', { nom: 'Filou', age: 2, tire_en_laisse: true }, new Date().toISOString());
    await session(member.userId, '1', LAISSE, 0, 5);
    const ticketId = randomUUID();
    const at = new Date().toISOString();
    await testDb()
      .entities.ticket.put({
        ticketId, userId: member.userId, title: 'Il tire toujours en laisse', description: 'Depuis la séance de mardi, il tire encore un peu moins.',
        category: 'comportement', priority: 'standard', status: 'ouvert', memberName: 'Élise', memberPlan: 'gratuit', paidWith: 'included',
        queue: ticketQueue('ouvert', null), urgency: ticketUrgency('ouvert', 'standard'), createdAt: at, dueBy: ticketDueBy(at, 'standard'), lastMessageAt: at, version: 1,
      })
      .go();

    const [educator, admin, outsider] = await Promise.all([tokenFor('educator'), tokenFor('admin'), memberOnPlan('premium', 'Fabien')]);
    for (const token of [educator, admin]) {
      const answer = await api('GET', `/staff/tickets/${ticketId}/progression`, { token });
      expect(answer.status).toBe(200);
      const progression = answer.json as Progression;
      expect(progression.dog).toEqual({ dogId: '1', name: 'Filou' });
      expect(progression.behaviours[0]).toMatchObject({ tag: 'traction_laisse', sessions: 1, averageRating: 5 });
      expect(progression).toEqual((await progressionOf(member.accessToken)).json);
    }
    for (const token of [member.accessToken, outsider.accessToken]) {
      expect((await api('GET', `/staff/tickets/${ticketId}/progression`, { token })).status).toBe(403);
    }
    expect((await api('GET', `/staff/tickets/${randomUUID()}/progression`, { token: educator })).status).toBe(404);
  });
});
