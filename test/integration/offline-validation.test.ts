import { randomUUID } from 'node:crypto';
import { FICHES } from '../../shared/catalogue';
import { FIRST_DOG_ID } from '../../shared/domain/dogs';
import type { FicheValidationResult } from '../../shared/contract';
import { api } from './support/api';
import { memberOnPlan, testDb } from './support/members';
import { outsideTheChallenge } from './support/challenge';

jest.setTimeout(60_000);

/**
 * Issue 27: a validation queued offline is sent with the `Idempotency-Key` made at the tap, maybe several times (its
 * answer lost, the queue replayed, two tabs draining it). Whatever the number of sends, racing or one after the
 * other, it is applied once: points once, one training session, the same answer each time.
 */
const FREE = FICHES.find((fiche) => fiche.isPublished && fiche.isFree && fiche.pointsReward > 1 && outsideTheChallenge(fiche));
const OTHER = FICHES.find((fiche) => fiche.isPublished && fiche.isFree && fiche.id !== FREE?.id && outsideTheChallenge(fiche));
if (!FREE || !OTHER) throw new Error('Le catalogue n’a pas les fiches attendues');

const validate = (token: string, ficheId: string, key: string | null, body: Record<string, unknown> = {}) =>
  api('POST', `/fiches/${encodeURIComponent(ficheId)}/validate`, { token, body, headers: key ? { 'idempotency-key': key } : {} });

async function stored(userId: string) {
  const db = testDb();
  const [{ data: sessions }, { data: transactions }, { data: points }] = await Promise.all([
    db.entities.trainingSession.query.byDog({ userId, dogId: FIRST_DOG_ID }).go({ pages: 'all' }),
    db.entities.pointTransaction.query.byUser({ userId }).go({ pages: 'all' }),
    db.entities.points.get({ userId }).go(),
  ]);
  return { sessions, transactions, total: points?.total };
}

describe('POST /fiches/{id}/validate with an Idempotency-Key', () => {
  it('a first validation sent three times credits its points once, records one session and answers the same each time', async () => {
    const member = await memberOnPlan('gratuit');
    const key = randomUUID();
    const answers = [];
    for (let send = 0; send < 3; send += 1) answers.push(await validate(member.accessToken, FREE.id, key));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const [first, ...again] = answers.map((answer) => answer.json as FicheValidationResult);
    expect(first).toMatchObject({ pointsEarned: FREE.pointsReward, total: FREE.pointsReward, alreadyCompleted: false, session: { kind: 'first' } });
    for (const answer of again) expect(answer).toEqual(first);
    const { sessions, transactions, total } = await stored(member.userId);
    expect(sessions).toHaveLength(1);
    expect(transactions).toHaveLength(1);
    expect(total).toBe(FREE.pointsReward);
  });

  it('20 simultaneous sends of one queued validation: points once, one session, every answer names that session', async () => {
    const member = await memberOnPlan('gratuit');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => validate(member.accessToken, FREE.id, key)));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const { sessions, transactions, total } = await stored(member.userId);
    expect(sessions).toHaveLength(1);
    expect(transactions).toHaveLength(1);
    expect(total).toBe(FREE.pointsReward);
    const sessionIds = new Set(answers.map((answer) => (answer.json as FicheValidationResult).session?.sessionId));
    expect([...sessionIds]).toEqual([sessions[0]?.sessionId]);
  });

  it('a queued "Refaire la séance" sent again, in turn or at once, records one more session only; a new key records another', async () => {
    const member = await memberOnPlan('gratuit');
    await validate(member.accessToken, FREE.id, null);
    const key = randomUUID();
    const inTurn = [await validate(member.accessToken, FREE.id, key, { repeat: true }), await validate(member.accessToken, FREE.id, key, { repeat: true })];
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => validate(member.accessToken, FREE.id, key, { repeat: true })));
    expect([...inTurn, ...atOnce].filter((answer) => answer.status !== 200)).toEqual([]);
    const repeat = (inTurn[0]?.json as FicheValidationResult).session;
    expect(repeat).toEqual({ sessionId: expect.any(String), kind: 'repeat' });
    for (const answer of [...inTurn, ...atOnce]) expect((answer.json as FicheValidationResult).session).toEqual(repeat);
    expect((await stored(member.userId)).sessions.map((session) => session.kind).sort()).toEqual(['first', 'repeat']);

    await validate(member.accessToken, FREE.id, randomUUID(), { repeat: true });
    const { sessions, transactions } = await stored(member.userId);
    expect(sessions.map((session) => session.kind).sort()).toEqual(['first', 'repeat', 'repeat']);
    expect(transactions).toHaveLength(1);
  });

  it('counts a recent tap at its own instant, and the server’s when the tap is in the future or too old', async () => {
    const member = await memberOnPlan('premium');
    const tapped = new Date(Date.now() - 3_600_000).toISOString();
    const before = Date.now();
    await validate(member.accessToken, FREE.id, randomUUID(), { validatedAt: tapped });
    await validate(member.accessToken, OTHER.id, randomUUID(), { validatedAt: new Date(Date.now() + 86_400_000).toISOString() });
    await validate(member.accessToken, FREE.id, randomUUID(), { repeat: true, validatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    const { sessions } = await stored(member.userId);
    const at = (ficheId: string, kind: string) => sessions.find((session) => session.ficheId === ficheId && session.kind === kind)?.at ?? '';
    expect(at(FREE.id, 'first')).toBe(tapped);
    for (const served of [at(OTHER.id, 'first'), at(FREE.id, 'repeat')]) {
      expect(Date.parse(served)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(served)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('refuses a malformed key, and a key already used for another fiche, with a French message and nothing written', async () => {
    const member = await memberOnPlan('gratuit');
    const malformed = await validate(member.accessToken, FREE.id, 'clé à moi');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { idempotencyKey: expect.stringContaining('clé d’idempotence') } } });

    const key = randomUUID();
    expect((await validate(member.accessToken, FREE.id, key)).status).toBe(200);
    const reused = await validate(member.accessToken, OTHER.id, key);
    expect(reused.status).toBe(400);
    expect(reused.json).toMatchObject({ error: { fields: { idempotencyKey: 'Cette clé a déjà servi pour une autre validation.' } } });
    const { sessions, transactions } = await stored(member.userId);
    expect(sessions.map((session) => session.ficheId)).toEqual([FREE.id]);
    expect(transactions).toHaveLength(1);
  });

  it('a key is the member’s own: another member sending the same key validates for themself', async () => {
    const [one, two] = await Promise.all([memberOnPlan('gratuit'), memberOnPlan('gratuit')]);
    const key = randomUUID();
    expect((await validate(one.accessToken, FREE.id, key)).status).toBe(200);
    const theirs = await validate(two.accessToken, FREE.id, key);
    expect(theirs.json).toMatchObject({ pointsEarned: FREE.pointsReward, alreadyCompleted: false });
    expect((await stored(two.userId)).sessions).toHaveLength(1);
  });
});
