import { FICHES } from '../../shared/catalogue';
import { canReadFiche } from '../../shared/domain/entitlements';
import { levelFor } from '../../shared/domain/levels';
import { FIRST_DOG_ID } from '../../shared/domain/dogs';
import { POINTS_RULES, TRANSACTION_REASONS } from '../../shared/domain/points';
import type { FicheValidationResult, Me } from '../../shared/contract';
import type { PointsOverview } from '../../shared/contract/points-schemas';
import { api, type ApiAnswer } from './support/api';
import { orphanToken } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';
import { outsideTheChallenge } from './support/challenge';

jest.setTimeout(60_000);

/** SPEC §4 Fiche progress, DESIGN §6.5: a fiche is completed once, credited once, level always matching the total. */
const published = FICHES.filter((fiche) => fiche.isPublished);
const fiche = (predicate: (f: (typeof FICHES)[number]) => boolean) => {
  const found = published.find(predicate);
  if (!found) throw new Error('Le catalogue n’a pas la fiche attendue');
  return found;
};
// Outside the month's challenge: its exact points are asserted.
const FREE = fiche((f) => f.isFree && f.pointsReward > 1 && outsideTheChallenge(f));
const PREMIUM = fiche((f) => f.premiumOnly && f.pointsReward >= 3);
const EXPERT = fiche((f) => f.expertPlusOnly);
const DRAFT = FICHES.find((f) => !f.isPublished)!;

const validateAs = (token: string, id: string) => api('POST', `/fiches/${encodeURIComponent(id)}/validate`, { token });
const me = async (token: string) => (await api('GET', '/me', { token })).json as Me;

async function storedHistory(userId: string) {
  const db = testDb();
  const [{ data: progress }, { data: transactions }] = await Promise.all([
    // The member's first dog's completions (issue 25: no dog named, the validation is the first dog's).
    db.entities.dogProgress.query.byUser({ userId, dogId: FIRST_DOG_ID }).go({ pages: 'all' }),
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
      dailyCapReached: false,
      dogId: FIRST_DOG_ID,
      session: { sessionId: expect.any(String), kind: 'first' },
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
    expect(again.json).toEqual({ ficheId: FREE.id, pointsEarned: 0, total: FREE.pointsReward, level: 'debutant', completed: true, alreadyCompleted: true, dailyCapReached: false, dogId: FIRST_DOG_ID, session: null });
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

  it('40 simultaneous validations of distinct fiches by one member all complete; exactly the day’s cap of them pay, the others say so', async () => {
    const member = await memberOnPlan('expert');
    const forty = published.filter((f) => canReadFiche('expert', f) && outsideTheChallenge(f)).slice(0, 40);
    expect(forty).toHaveLength(40);
    const answers = await Promise.all(forty.map((f) => validateAs(member.accessToken, f.id)));

    expectNoServerError(answers);
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const results = answers.map((answer) => answer.json as FicheValidationResult);
    const paid = forty.filter((_, index) => !results[index]!.dailyCapReached);
    expect(paid).toHaveLength(POINTS_RULES.paidValidationsPerDay);
    expect(results.every((result, index) => result.pointsEarned === (result.dailyCapReached ? 0 : forty[index]!.pointsReward))).toBe(true);
    const expectedTotal = paid.reduce((sum, f) => sum + f.pointsReward, 0);
    expect((await me(member.accessToken)).points).toEqual({ total: expectedTotal, level: levelFor(expectedTotal).id });

    const { progress, transactions } = await storedHistory(member.userId);
    expect(progress).toHaveLength(40);
    expect(transactions.map((t) => t.source).sort()).toEqual(paid.map((f) => `fiche:${f.id}`).sort());
    expect(transactions.reduce((sum, t) => sum + t.points, 0)).toBe(expectedTotal);
  });

  it('validating every readable fiche at once completes each exactly once, pays the day’s cap and the month’s challenge once, and leaves the level matching the total', async () => {
    const member = await memberOnPlan('expert');
    const readable = published.filter((f) => canReadFiche('expert', f));
    const answers = await Promise.all(readable.map((f) => validateAs(member.accessToken, f.id)));

    expectNoServerError(answers);
    expect(answers.map((answer) => answer.status)).toEqual(readable.map(() => 200));
    const results = answers.map((answer) => answer.json as FicheValidationResult);
    expect(results.filter((result) => !result.dailyCapReached)).toHaveLength(POINTS_RULES.paidValidationsPerDay);
    // Three of them are this month's default challenge: its bonus is paid with one of them, once, outside the cap.
    const expectedTotal = results.reduce((sum, result) => sum + result.pointsEarned, 0);
    expect((await me(member.accessToken)).points).toEqual({ total: expectedTotal, level: levelFor(expectedTotal).id });

    const { progress, transactions } = await storedHistory(member.userId);
    expect(progress.map((p) => p.ficheId).sort()).toEqual(readable.map((f) => f.id).sort());
    expect(transactions.reduce((sum, t) => sum + t.points, 0)).toBe(expectedTotal);
    expect(transactions.filter((t) => t.reason === TRANSACTION_REASONS.ficheCompleted)).toHaveLength(POINTS_RULES.paidValidationsPerDay);
    expect(transactions.filter((t) => t.reason === TRANSACTION_REASONS.monthlyChallenge)).toHaveLength(1);
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

describe('the daily cap on validation points (issue 23)', () => {
  const cap = POINTS_RULES.paidValidationsPerDay;
  // Fiches of the same worth, outside the month's challenge: whichever of them pay, the total is exact.
  const twoPointers = published.filter((f) => f.premiumOnly && f.pointsReward === 2 && outsideTheChallenge(f));
  const overview = async (token: string) => (await api('GET', '/points', { token })).json as PointsOverview;

  it('concurrent validations beyond the cap end with exactly the cap’s points; the others are completed, paying 0', async () => {
    const ten = twoPointers.slice(0, 10);
    expect(ten).toHaveLength(10);
    const member = await memberOnPlan('premium');
    const answers = await Promise.all(ten.map((f) => validateAs(member.accessToken, f.id)));

    expectNoServerError(answers);
    const results = answers.map((answer) => answer.json as FicheValidationResult);
    expect(results.filter((result) => !result.dailyCapReached).map((result) => result.pointsEarned)).toEqual(Array(cap).fill(2));
    expect(results.filter((result) => result.dailyCapReached).map((result) => result.pointsEarned)).toEqual(Array(10 - cap).fill(0));
    expect((await me(member.accessToken)).points.total).toBe(cap * 2);

    const { progress, transactions } = await storedHistory(member.userId);
    expect(progress).toHaveLength(10);
    expect(transactions).toHaveLength(cap);
    const { validationsToday } = await overview(member.accessToken);
    expect(validationsToday).toMatchObject({ paidFiches: cap, points: cap * 2, cap, remaining: 0 });
  });

  it('shows the day’s paid validations on the points page, and a fiche completed at the cap never pays later', async () => {
    const member = await memberOnPlan('premium');
    expect((await overview(member.accessToken)).validationsToday).toMatchObject({ paidFiches: 0, points: 0, cap, remaining: cap });

    for (const f of twoPointers.slice(0, 2)) expect((await validateAs(member.accessToken, f.id)).json).toMatchObject({ pointsEarned: 2, dailyCapReached: false });
    expect((await overview(member.accessToken)).validationsToday).toMatchObject({ paidFiches: 2, points: 4, remaining: cap - 2 });

    for (const f of twoPointers.slice(2, cap)) await validateAs(member.accessToken, f.id);
    const beyond = twoPointers[cap]!;
    expect((await validateAs(member.accessToken, beyond.id)).json).toMatchObject({ pointsEarned: 0, alreadyCompleted: false, dailyCapReached: true });
    expect((await validateAs(member.accessToken, beyond.id)).json).toMatchObject({ pointsEarned: 0, alreadyCompleted: true, dailyCapReached: false });
    expect((await me(member.accessToken)).points.total).toBe(cap * 2);
    expect((await storedHistory(member.userId)).progress.find((p) => p.ficheId === beyond.id)).toMatchObject({ pointsEarned: 0 });
  });
});
