import { randomUUID } from 'node:crypto';
import { createMember } from '../../functions/account/members';
import { HttpError } from '../../functions/lib/http/errors';
import { credit, debit, readBalance, type PointsMove, type PointsSource } from '../../functions/lib/points/ledger';
import { testDb } from './support/members';

jest.setTimeout(60_000);

/** DESIGN §8: every move of a member's points is exactly once per source and never leaves a negative balance. */
const db = () => testDb();

async function newMember(): Promise<string> {
  const userId = randomUUID();
  const now = new Date().toISOString();
  await createMember(db(), { userId, email: `${userId}@example.com`, firstName: 'Registre', newsletter: false, cguAcceptedAt: now, now });
  return userId;
}

const move = (userId: string, source: string, points: number): PointsMove => ({
  userId,
  source: source as PointsSource,
  points,
  reason: 'Test du registre',
  at: new Date().toISOString(),
});

async function ledgerLines(userId: string) {
  return (await db().entities.pointTransaction.query.byUser({ userId }).go({ pages: 'all', order: 'desc' })).data;
}

/** Each settled promise as 'recorded', 'already-recorded' or the code of the HttpError it threw. */
async function outcomes(runs: Array<Promise<string>>): Promise<string[]> {
  const settled = await Promise.allSettled(runs);
  return settled.map((s) => (s.status === 'fulfilled' ? s.value : s.reason instanceof HttpError ? s.reason.code : String(s.reason)));
}
const count = (values: string[], value: string) => values.filter((v) => v === value).length;

describe('points ledger', () => {
  it('credits a source once: 40 simultaneous credits of the same source record one line and add its points once', async () => {
    const userId = await newMember();
    const results = await outcomes(Array.from({ length: 40 }, () => credit(db(), move(userId, 'fiche:meme-source', 7))));

    expect(count(results, 'recorded')).toBe(1);
    expect(count(results, 'already-recorded')).toBe(39);
    expect(await readBalance(db(), userId)).toEqual({ total: 7, level: 'debutant' });
    expect(await ledgerLines(userId)).toEqual([expect.objectContaining({ source: 'fiche:meme-source', points: 7, reason: 'Test du registre' })]);
  });

  it('answers a replayed move as already recorded, without moving the balance again', async () => {
    const userId = await newMember();
    expect(await credit(db(), move(userId, 'fiche:a', 60))).toBe('recorded');
    expect(await debit(db(), move(userId, 'fiche:b', 20))).toBe('recorded');
    expect(await credit(db(), move(userId, 'fiche:a', 60))).toBe('already-recorded');
    expect(await debit(db(), move(userId, 'fiche:b', 20))).toBe('already-recorded');
    expect(await readBalance(db(), userId)).toEqual({ total: 40, level: 'debutant' });
    expect((await ledgerLines(userId)).map((line) => line.points)).toEqual([-20, 60]);
  });

  it('never goes below zero: 40 simultaneous debits of 30 from 100 points pass exactly three times', async () => {
    const userId = await newMember();
    await credit(db(), move(userId, 'fiche:depart', 100));
    const results = await outcomes(Array.from({ length: 40 }, (_, i) => debit(db(), move(userId, `fiche:echange-${i}`, 30))));

    expect(count(results, 'recorded')).toBe(3);
    expect(count(results, 'POINTS_INSUFFICIENT')).toBe(37);
    expect(await readBalance(db(), userId)).toEqual({ total: 10, level: 'debutant' });
    const lines = await ledgerLines(userId);
    expect(lines).toHaveLength(4);
    expect(lines.reduce((sum, line) => sum + line.points, 0)).toBe(10);
  });

  it('refuses a debit larger than the balance with "Pas assez de points !" and writes no line', async () => {
    const userId = await newMember();
    await credit(db(), move(userId, 'fiche:petit', 19));
    const error = await debit(db(), move(userId, 'fiche:trop', 20)).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'POINTS_INSUFFICIENT', status: 409, message: 'Pas assez de points !' });
    expect(await readBalance(db(), userId)).toEqual({ total: 19, level: 'debutant' });
    expect(await ledgerLines(userId)).toHaveLength(1);
  });

  it('keeps an exact total under simultaneous credits and debits of distinct sources', async () => {
    const userId = await newMember();
    await credit(db(), move(userId, 'fiche:depart', 200));
    const runs = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? debit(db(), move(userId, `fiche:d${i}`, 10)) : credit(db(), move(userId, `fiche:c${i}`, 5))));
    expect(await outcomes(runs)).toEqual(Array(30).fill('recorded'));
    expect(await readBalance(db(), userId)).toEqual({ total: 200 - 10 * 10 + 20 * 5, level: 'expert' });
  });

  it('refuses a member without a points record (403 MEMBER_NOT_FOUND) and creates neither a balance nor a line', async () => {
    const userId = randomUUID();
    await expect(credit(db(), move(userId, 'fiche:orphelin', 5))).rejects.toMatchObject({ code: 'MEMBER_NOT_FOUND', status: 403 });
    await expect(debit(db(), move(userId, 'fiche:orphelin', 5))).rejects.toMatchObject({ code: 'MEMBER_NOT_FOUND', status: 403 });
    expect(await readBalance(db(), userId)).toBeNull();
    expect(await ledgerLines(userId)).toEqual([]);
  });

  it('lists the history newest first', async () => {
    const userId = await newMember();
    for (const [i, source] of ['fiche:un', 'fiche:deux', 'fiche:trois'].entries()) {
      await credit(db(), { ...move(userId, source, 1), at: `2026-01-0${i + 1}T10:00:00.000Z` });
    }
    expect((await ledgerLines(userId)).map((line) => line.source)).toEqual(['fiche:trois', 'fiche:deux', 'fiche:un']);
  });
});
