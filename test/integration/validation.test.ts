import { FICHES } from '../../shared/catalogue';
import { canReadFiche } from '../../shared/domain/entitlements';
import { levelFor } from '../../shared/domain/levels';
import { TRANSACTION_REASONS } from '../../shared/domain/points';
import type { FicheValidationResult, Me } from '../../shared/contract';
import { api, type ApiAnswer } from './support/api';
import { orphanToken } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(60_000);

/** SPEC §4 Fiche progress, DESIGN §6.5: a fiche is completed once, credited once, level always matching the total. */
const published = FICHES.filter((fiche) => fiche.isPublished);
const fiche = (predicate: (f: (typeof FICHES)[number]) => boolean) => {
  const found = published.find(predicate);
  if (!found) throw new Error('Le catalogue n’a pas la fiche attendue');
  return found;
};
const FREE = fiche((f) => f.isFree && f.pointsReward > 1);
const PREMIUM = fiche((f) => f.premiumOnly && f.pointsReward >= 3);
const EXPERT = fiche((f) => f.expertPlusOnly);
const DRAFT = FICHES.find((f) => !f.isPublished)!;

const validateAs = (token: string, id: string) => api('POST', `/fiches/${encodeURIComponent(id)}/validate`, { token });
const me = async (token: string) => (await api('GET', '/me', { token })).json as Me;

async function storedHistory(userId: string) {
  const db = testDb();
  const [{ data: progress }, { data: transactions }] = await Promise.all([
    db.entities.ficheProgress.query.byUser({ userId }).go({ pages: 'all' }),
    db.entities.pointTransaction.query.byUser({ userId }).go({ pages: 'all' }),
  ]);
  return { progress, transactions };
}

function expectNoServerError(answers: ApiAnswer[]) {
  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
}

describe('POST /fiches/{id}/validate', () => {
  it('completes a fiche, credits its points, logs "Fiche complétée" and returns the new state', async () => {
    const member = await memberOnPlan('premium');
    const answer = await validateAs(member.accessToken, PREMIUM.id);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      ficheId: PREMIUM.id,
      pointsEarned: PREMIUM.pointsReward,
      total: PREMIUM.pointsReward,
      level: 'debutant',
      completed: true,
      alreadyCompleted: false,
    });
    expect((await me(member.accessToken)).points).toEqual({ total: PREMIUM.pointsReward, level: 'debutant' });

    const { progress, transactions } = await storedHistory(member.userId);
    expect(progress).toEqual([expect.objectContaining({ ficheId: PREMIUM.id, pointsEarned: PREMIUM.pointsReward })]);
    expect(transactions).toEqual([expect.objectContaining({ points: PREMIUM.pointsReward, reason: TRANSACTION_REASONS.ficheCompleted })]);
  });

  it('credits nothing the second time and says the fiche was already completed', async () => {
    const member = await memberOnPlan('gratuit');
    await validateAs(member.accessToken, FREE.id);
    const again = await validateAs(member.accessToken, FREE.id);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ficheId: FREE.id, pointsEarned: 0, total: FREE.pointsReward, level: 'debutant', completed: true, alreadyCompleted: true });
    expect((await storedHistory(member.userId)).transactions).toHaveLength(1);
  });

  it('50 simultaneous validations of the same fiche by the same member complete it once and credit it once', async () => {
    const member = await memberOnPlan('premium');
    const answers = await Promise.all(Array.from({ length: 50 }, () => validateAs(member.accessToken, PREMIUM.id)));

    expectNoServerError(answers);
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const results = answers.map((answer) => answer.json as FicheValidationResult);
    expect(results.filter((result) => !result.alreadyCompleted)).toHaveLength(1);
    expect(results.reduce((sum, result) => sum + result.pointsEarned, 0)).toBe(PREMIUM.pointsReward);

    expect((await me(member.accessToken)).points).toEqual({ total: PREMIUM.pointsReward, level: levelFor(PREMIUM.pointsReward).id });
    const { progress, transactions } = await storedHistory(member.userId);
    expect(progress).toHaveLength(1);
    expect(transactions).toHaveLength(1);
  });

  it('50 simultaneous validations of distinct fiches by one member all commit: exact total, 50 ledger lines', async () => {
    const member = await memberOnPlan('expert');
    const fifty = published.filter((f) => canReadFiche('expert', f)).slice(0, 50);
    expect(fifty).toHaveLength(50);
    const answers = await Promise.all(fifty.map((f) => validateAs(member.accessToken, f.id)));

    expectNoServerError(answers);
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(answers.map((answer) => (answer.json as FicheValidationResult).pointsEarned)).toEqual(fifty.map((f) => f.pointsReward));
    const expectedTotal = fifty.reduce((sum, f) => sum + f.pointsReward, 0);
    expect((await me(member.accessToken)).points).toEqual({ total: expectedTotal, level: levelFor(expectedTotal).id });

    const { progress, transactions } = await storedHistory(member.userId);
    expect(progress).toHaveLength(50);
    expect(transactions.map((t) => t.source).sort()).toEqual(fifty.map((f) => `fiche:${f.id}`).sort());
    expect(transactions.reduce((sum, t) => sum + t.points, 0)).toBe(expectedTotal);
  });

  it('validating every readable fiche at once credits each exactly once and leaves the level matching the total', async () => {
    const member = await memberOnPlan('expert');
    const readable = published.filter((f) => canReadFiche('expert', f));
    const answers = await Promise.all(readable.map((f) => validateAs(member.accessToken, f.id)));

    expectNoServerError(answers);
    expect(answers.map((answer) => answer.status)).toEqual(readable.map(() => 200));
    const expectedTotal = readable.reduce((sum, f) => sum + f.pointsReward, 0);
    expect(expectedTotal).toBeGreaterThanOrEqual(100); // the run crosses the Apprenti and Confirmé thresholds
    expect((await me(member.accessToken)).points).toEqual({ total: expectedTotal, level: levelFor(expectedTotal).id });

    const { progress, transactions } = await storedHistory(member.userId);
    expect(progress.map((p) => p.ficheId).sort()).toEqual(readable.map((f) => f.id).sort());
    expect(transactions.reduce((sum, t) => sum + t.points, 0)).toBe(expectedTotal);
    expect(transactions).toHaveLength(readable.length);
  });

  it.each([
    ['gratuit', PREMIUM, 'FICHE_REQUIRES_PREMIUM', 'Cette fiche est réservée au plan Premium : passe à Premium pour la valider.'],
    ['gratuit', EXPERT, 'FICHE_REQUIRES_EXPERT', 'Cette fiche est réservée au plan Expert+ : passe à Expert+ pour la valider.'],
    ['premium', EXPERT, 'FICHE_REQUIRES_EXPERT', 'Cette fiche est réservée au plan Expert+ : passe à Expert+ pour la valider.'],
  ] as const)('refuses a %s member a locked fiche (403, in French) and credits nothing', async (plan, locked, code, message) => {
    const member = await memberOnPlan(plan);
    const answer = await validateAs(member.accessToken, locked.id);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ error: { code, message } });
    expect(await storedHistory(member.userId)).toEqual({ progress: [], transactions: [] });
    expect((await me(member.accessToken)).points.total).toBe(0);
  });

  it.each([
    ['an unknown fiche', 'fiche-qui-n-existe-pas'],
    ['an unpublished fiche', DRAFT.id],
  ])('answers 404 in French for %s', async (_, id) => {
    const member = await memberOnPlan('expert');
    const answer = await validateAs(member.accessToken, id);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: { code: 'FICHE_NOT_FOUND', message: 'Cette fiche n’existe pas ou n’est plus disponible.' } });
    expect(await storedHistory(member.userId)).toEqual({ progress: [], transactions: [] });
  });

  it('refuses a valid token whose member record does not exist (403, in French) and writes nothing', async () => {
    const token = orphanToken();
    const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
    const answer = await validateAs(token, FREE.id);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ error: { code: 'MEMBER_NOT_FOUND', message: 'Ton profil n’existe pas encore. Reconnecte-toi dans un instant.' } });
    expect(await storedHistory(userId)).toEqual({ progress: [], transactions: [] });
    expect((await testDb().entities.points.get({ userId }).go()).data).toBeNull();
  });

  it('requires a signed-in member', async () => {
    const answer = await api('POST', `/fiches/${FREE.id}/validate`);
    expect(answer.status).toBe(401);
  });
});
