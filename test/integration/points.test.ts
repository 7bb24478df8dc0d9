import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { FICHES } from '../../shared/catalogue';
import { API_ERRORS } from '../../shared/contract/errors';
import type { PointsOverview, RewardView } from '../../shared/contract/points-schemas';
import { parisMonth } from '../../shared/domain/months';
import { POINTS_RULES, TRANSACTION_REASONS } from '../../shared/domain/points';
import { credit, debit, pointsSource, readBalance } from '../../functions/lib/points/ledger';
import { useRewardItem, rewardUseRefusal } from '../../functions/lib/points/rewards';
import { writeTransaction } from '../../functions/lib/db/transaction';
import { relayOutbox } from '../../functions/events/outbox-relay';
import { api, type ApiAnswer } from './support/api';
import { tokenFor } from './support/accounts';
import { waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';
import { monthChallengeIds, outsideTheChallenge } from './support/challenge';

jest.setTimeout(90_000);

/** Issue 10: the points domain's routes, exactly once under retries and races, balance never below zero. */

const free = FICHES.filter((fiche) => fiche.isPublished && fiche.isFree);

/** Gives a member points through the ledger, as an admin adjustment would. */
async function givePoints(userId: string, points: number): Promise<void> {
  await credit(testDb(), { userId, source: pointsSource.adjustment(randomUUID()), points, reason: 'Points de départ du test', at: new Date().toISOString() });
}

const exchange = (token: string, rewardType: string, requestId: string = randomUUID()) =>
  api('POST', '/rewards/exchange', { token, body: { rewardType, requestId } });
const overview = async (token: string) => (await api('GET', '/points', { token })).json as PointsOverview;
const rewards = async (token: string) => ((await api('GET', '/rewards', { token })).json as { rewards: RewardView[] }).rewards;
const statuses = (answers: ApiAnswer[]) => answers.map((answer) => answer.status).sort();
const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });

async function storedRewards(userId: string) {
  return (await testDb().entities.reward.query.byId({ userId }).go({ pages: 'all' })).data;
}
async function lines(userId: string) {
  return (await testDb().entities.pointTransaction.query.byUser({ userId }).go({ pages: 'all', order: 'desc' })).data;
}

describe('reward exchange', () => {
  it('turns 120 points into a visio de suivi offerte: 201, the reward listed, 20 points left and the line in the history', async () => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 120);

    const answer = await exchange(member.accessToken, 'visio_gratuite');
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      reward: { id: expect.any(String), type: 'visio_gratuite', pointsCost: 100, origin: 'exchange', unlockedAt: expect.any(String) },
      total: 20,
      level: 'debutant',
    });
    expect(await rewards(member.accessToken)).toEqual([(answer.json as { reward: RewardView }).reward]);
    const { total, history } = await overview(member.accessToken);
    expect(total).toBe(20);
    expect(history[0]).toMatchObject({ points: -100, reason: 'Échange : Visio de suivi offerte' });
  });

  it('40 simultaneous exchanges with points for one reward give exactly one reward and one debit', async () => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 100);

    const answers = await Promise.all(Array.from({ length: 40 }, () => exchange(member.accessToken, 'visio_gratuite')));

    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect([errorOf('POINTS_INSUFFICIENT'), errorOf('BUSY')]).toContainEqual(refused.json);
    }
    expect(await storedRewards(member.userId)).toHaveLength(1);
    expect(await readBalance(testDb(), member.userId)).toEqual({ total: 0, level: 'debutant' });
    expect((await lines(member.userId)).map((line) => line.points)).toEqual([-100, 100]);
  });

  it('the same request sent 10 times at once (a double click, a retry) spends the points once and answers the same reward', async () => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 70);
    const requestId = randomUUID();

    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(member.accessToken, 'ticket_standard', requestId)));

    expect(statuses(answers)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => (answer.json as { reward: RewardView }).reward.id))).toEqual(new Set([requestId]));
    expect(answers.map((answer) => (answer.json as { total: number }).total)).toEqual(Array(10).fill(50));
    expect(await storedRewards(member.userId)).toHaveLength(1);
    expect(await readBalance(testDb(), member.userId)).toEqual({ total: 50, level: 'apprenti' });
  });

  it('refuses a request key reused for another reward', async () => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 100);
    const requestId = randomUUID();
    expect((await exchange(member.accessToken, 'ticket_standard', requestId)).status).toBe(201);
    const reused = await exchange(member.accessToken, 'ticket_urgent', requestId);
    expect(reused.status).toBe(409);
    expect(reused.json).toEqual(errorOf('REQUEST_ID_REUSED'));
    expect(await readBalance(testDb(), member.userId)).toEqual({ total: 80, level: 'apprenti' });
  });

  it("answers 'Pas assez de points !' when the balance is short, and writes nothing", async () => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 49);
    const answer = await exchange(member.accessToken, 'ticket_urgent');
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ error: { code: 'POINTS_INSUFFICIENT', message: 'Pas assez de points !' } });
    expect(await storedRewards(member.userId)).toHaveLength(0);
    expect(await lines(member.userId)).toHaveLength(1);
  });

  it.each([
    ['an unknown reward', { rewardType: 'croquettes', requestId: randomUUID() }, 'rewardType', 'Choisis une récompense de la liste'],
    ['a request key that is not a UUID', { rewardType: 'ticket_standard', requestId: '42' }, 'requestId', 'Identifiant de demande invalide'],
    ['a price sent by the browser', { rewardType: 'ticket_standard', requestId: randomUUID(), pointsCost: 1 }, 'pointsCost', expect.any(String)],
  ])('refuses %s with a French 400 naming the field', async (_, body, field, message) => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 100);
    const answer = await api('POST', '/rewards/exchange', { token: member.accessToken, body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { [field]: message } } });
    expect(await readBalance(testDb(), member.userId)).toEqual({ total: 100, level: 'confirme' });
  });
});

describe('using a reward', () => {
  it('20 simultaneous uses of one reward: exactly one transaction spends it, the others are refused as already used', async () => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 20);
    const { reward } = (await exchange(member.accessToken, 'ticket_standard')).json as { reward: RewardView };
    const db = testDb();
    const use = (i: number) =>
      writeTransaction(() =>
        db.transaction
          .write((entities) => [useRewardItem(entities, { userId: member.userId, rewardId: reward.id, type: 'ticket_standard', usedFor: `ticket:${i}`, at: new Date().toISOString() })])
          .go(),
      ).then((result) => (result.canceled ? rewardUseRefusal(result.data[0]) : 'used'));

    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => use(i)));

    expect(outcomes.filter((outcome) => outcome === 'used')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'REWARD_ALREADY_USED')).toHaveLength(19);
    expect(await rewards(member.accessToken)).toEqual([]);
  });

  it('a reward of another type or another member cannot be spent', async () => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 20);
    const { reward } = (await exchange(member.accessToken, 'ticket_standard')).json as { reward: RewardView };
    const other = await memberOnPlan('gratuit');
    const db = testDb();
    const tryUse = (userId: string, type: 'ticket_standard' | 'ticket_urgent') =>
      db.transaction
        .write((entities) => [useRewardItem(entities, { userId, rewardId: reward.id, type, usedFor: 'ticket:x', at: new Date().toISOString() })])
        .go()
        .then((result) => (result.canceled ? rewardUseRefusal(result.data[0]) : 'used'));
    expect(await tryUse(member.userId, 'ticket_urgent')).toBe('REWARD_ALREADY_USED');
    expect(await tryUse(other.userId, 'ticket_standard')).toBe('REWARD_NOT_FOUND');
    expect(await rewards(member.accessToken)).toHaveLength(1);
  });
});

describe('admin grants and adjustments', () => {
  it('a grant sent twice gives one reward to the member, who sees it in their list', async () => {
    const member = await memberOnPlan('gratuit');
    const admin = await tokenFor('admin');
    const body = { rewardType: 'visio_gratuite', reason: 'Geste commercial : visio annulée par l’éducateur', requestId: randomUUID() };
    const answers = await Promise.all([1, 2].map(() => api('POST', `/admin/users/${member.userId}/rewards`, { token: admin, body })));
    expect(statuses(answers)).toEqual([201, 201]);
    expect(await rewards(member.accessToken)).toEqual([expect.objectContaining({ id: body.requestId, type: 'visio_gratuite', origin: 'gift', pointsCost: 0 })]);
    expect(await readBalance(testDb(), member.userId)).toEqual({ total: 0, level: 'debutant' });
  });

  it('a grant to an unknown member is refused and writes nothing', async () => {
    const admin = await tokenFor('admin');
    const unknown = randomUUID();
    const answer = await api('POST', `/admin/users/${unknown}/rewards`, {
      token: admin,
      body: { rewardType: 'ticket_standard', reason: 'Geste commercial', requestId: randomUUID() },
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(errorOf('ADMIN_MEMBER_NOT_FOUND'));
    expect(await storedRewards(unknown)).toHaveLength(0);
  });

  it('an adjustment moves the points once per request, and never below zero', async () => {
    const member = await memberOnPlan('gratuit');
    const admin = await tokenFor('admin');
    const adjust = (points: number, requestId = randomUUID()) =>
      api('POST', `/admin/users/${member.userId}/points`, { token: admin, body: { points, reason: 'Bonus de participation au webinaire', requestId } });
    const requestId = randomUUID();
    const twice = await Promise.all([adjust(30, requestId), adjust(30, requestId)]);
    expect(twice.map((answer) => answer.json)).toEqual([{ total: 30, level: 'debutant' }, { total: 30, level: 'debutant' }]);
    const tooMuch = await adjust(-31);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json).toEqual(errorOf('POINTS_INSUFFICIENT'));
    expect((await adjust(-30)).json).toEqual({ total: 0, level: 'debutant' });
    expect((await overview(member.accessToken)).history.map((line) => [line.points, line.reason])).toEqual([
      [-30, 'Bonus de participation au webinaire'],
      [30, 'Bonus de participation au webinaire'],
    ]);
  });
});

describe('the month’s challenge', () => {
  const month = parisMonth(new Date());
  const [first, second, third] = free.filter((fiche) => fiche.pointsReward >= 1);

  beforeAll(async () => {
    const admin = await tokenFor('admin');
    const answer = await api('PUT', `/admin/challenges/${month}`, { token: admin, body: { ficheIds: [first!.id, second!.id] } });
    expect(answer.status).toBe(200);
  });
  // The other test files validate fiches this month and expect their exact points.
  afterAll(() => testDb().entities.challenge.delete({ month }).go());

  it('pays +10 once in the month, with the first challenge fiche validated; the others pay their own points only', async () => {
    const member = await memberOnPlan('gratuit');
    const validate = (id: string) => api('POST', `/fiches/${id}/validate`, { token: member.accessToken });

    expect((await validate(first!.id)).json).toMatchObject({ pointsEarned: first!.pointsReward + POINTS_RULES.monthlyChallenge });
    expect((await validate(second!.id)).json).toMatchObject({ pointsEarned: second!.pointsReward });
    expect((await validate(third!.id)).json).toMatchObject({ pointsEarned: third!.pointsReward });

    const { total, challenge } = await overview(member.accessToken);
    expect(total).toBe(first!.pointsReward + second!.pointsReward + third!.pointsReward + POINTS_RULES.monthlyChallenge);
    expect(challenge).toEqual({ month, fiches: [{ id: first!.id, title: first!.title }, { id: second!.id, title: second!.title }], completed: true });
  });

  it('two challenge fiches validated at the same instant pay the challenge once', async () => {
    const member = await memberOnPlan('gratuit');
    const answers = await Promise.all([first!, second!].map((fiche) => api('POST', `/fiches/${fiche.id}/validate`, { token: member.accessToken })));
    expect(statuses(answers)).toEqual([200, 200]);
    const challengeLines = (await lines(member.userId)).filter((line) => line.reason === TRANSACTION_REASONS.monthlyChallenge);
    expect(challengeLines).toHaveLength(1);
    expect((await readBalance(testDb(), member.userId))?.total).toBe(first!.pointsReward + second!.pointsReward + POINTS_RULES.monthlyChallenge);
  });

  it('refuses a fiche that does not exist', async () => {
    const answer = await api('PUT', '/admin/challenges/2030-02', { token: await tokenFor('admin'), body: { ficheIds: ['fiche-inventee'] } });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorOf('CHALLENGE_FICHE_UNKNOWN'));
  });
});

describe('the month’s default challenge (no admin’s pick, issue 23)', () => {
  const month = parisMonth(new Date());
  const byId = new Map(FICHES.map((fiche) => [fiche.id, fiche]));

  // The admin's pick of the block above is gone: the default challenge applies.
  beforeAll(() => testDb().entities.challenge.delete({ month }).go());

  it('is the rule’s three free fiches, the same for a visitor, a member and the admin', async () => {
    const ids = [...monthChallengeIds()];
    expect(ids).toHaveLength(3);
    const fiches = ids.map((id) => ({ id, title: byId.get(id)!.title }));
    expect((await api('GET', '/public/challenge')).json).toEqual({ challenge: { month, fiches } });
    const member = await memberOnPlan('gratuit');
    expect((await overview(member.accessToken)).challenge).toEqual({ month, fiches, completed: false });
    const admin = (await api('GET', `/admin/challenges/${month}`, { token: await tokenFor('admin') })).json as { fiches: unknown[]; defaultFiches: unknown[] };
    expect(admin).toMatchObject({ fiches: [], defaultFiches: fiches });
  });

  it('pays its bonus once to a free member validating its fiches, at the same instant or one after the other', async () => {
    const [first, second, third] = [...monthChallengeIds()].map((id) => byId.get(id)!);
    const member = await memberOnPlan('gratuit');
    const validate = (id: string) => api('POST', `/fiches/${id}/validate`, { token: member.accessToken });

    const together = await Promise.all([first!, second!].map((fiche) => validate(fiche.id)));
    expect(statuses(together)).toEqual([200, 200]);
    const earned = together.map((answer) => (answer.json as { pointsEarned: number }).pointsEarned).sort((a, b) => a - b);
    expect(earned.reduce((sum, points) => sum + points, 0)).toBe(first!.pointsReward + second!.pointsReward + POINTS_RULES.monthlyChallenge);
    expect((await validate(third!.id)).json).toMatchObject({ pointsEarned: third!.pointsReward });

    const challengeLines = (await lines(member.userId)).filter((line) => line.reason === TRANSACTION_REASONS.monthlyChallenge);
    expect(challengeLines).toEqual([expect.objectContaining({ source: `challenge:${month}`, points: POINTS_RULES.monthlyChallenge })]);
    const { total, challenge } = await overview(member.accessToken);
    expect(total).toBe(first!.pointsReward + second!.pointsReward + third!.pointsReward + POINTS_RULES.monthlyChallenge);
    expect(challenge?.completed).toBe(true);
  });

  it('pays nothing more for a fiche outside it', async () => {
    const member = await memberOnPlan('gratuit');
    const other = free.find(outsideTheChallenge)!;
    expect((await api('POST', `/fiches/${other.id}/validate`, { token: member.accessToken })).json).toMatchObject({ pointsEarned: other.pointsReward });
    expect((await overview(member.accessToken)).challenge?.completed).toBe(false);
  });
});

describe('verified shares', () => {
  const sharer = randomUUID();
  const share = (token: string, ficheId: string) => api('POST', `/fiches/${ficheId}/share`, { token, body: { visitorId: sharer } });
  const visit = (token: string, visitorId: string = randomUUID()) => api('POST', `/public/shares/${token}/visit`, { body: { visitorId } });

  it('a fiche must be completed before it is shared', async () => {
    const member = await memberOnPlan('gratuit');
    const answer = await share(member.accessToken, free[0]!.id);
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual(errorOf('SHARE_REQUIRES_COMPLETION'));
  });

  it('pays +3 once per fiche, for a visitor other than the member, whatever the number of visits', async () => {
    const member = await memberOnPlan('gratuit', 'Léa');
    const fiche = free[0]!;
    await api('POST', `/fiches/${fiche.id}/validate`, { token: member.accessToken });
    const before = (await readBalance(testDb(), member.userId))!.total;
    const link = (await share(member.accessToken, fiche.id)).json as { token: string; path: string };
    expect(link.path).toBe(`/partage/${link.token}`);
    expect((await share(member.accessToken, fiche.id)).json).toEqual(link);

    expect((await api('GET', `/public/shares/${link.token}`)).json).toMatchObject({ sharedBy: 'Léa', fiche: { id: fiche.id, title: fiche.title } });
    expect((await visit(link.token, sharer)).status).toBe(202);
    expect((await readBalance(testDb(), member.userId))!.total).toBe(before);

    const visits = await Promise.all(Array.from({ length: 10 }, () => visit(link.token)));
    expect(statuses(visits)).toEqual(Array(10).fill(202));
    expect((await readBalance(testDb(), member.userId))!.total).toBe(before + POINTS_RULES.verifiedShare);
  });

  it(`pays at most ${POINTS_RULES.verifiedSharesPerMonth} shares a month`, async () => {
    const member = await memberOnPlan('gratuit');
    const fiches = free.slice(0, POINTS_RULES.verifiedSharesPerMonth + 2);
    for (const fiche of fiches) await api('POST', `/fiches/${fiche.id}/validate`, { token: member.accessToken });
    const before = (await readBalance(testDb(), member.userId))!.total;
    const tokens = await Promise.all(fiches.map(async (fiche) => ((await share(member.accessToken, fiche.id)).json as { token: string }).token));

    await Promise.all(tokens.map((token) => visit(token)));

    expect((await readBalance(testDb(), member.userId))!.total).toBe(before + POINTS_RULES.verifiedShare * POINTS_RULES.verifiedSharesPerMonth);
  });

  it('an unknown link is a French 404', async () => {
    const answer = await api('GET', '/public/shares/lien-qui-nexiste-pas');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(errorOf('SHARE_NOT_FOUND'));
  });
});

describe('points_milestone', () => {
  const db = () => testDb();
  /** The milestones written to the outbox for this member (a Scan: tests only), lowest level first. */
  const announced = async (userId: string) =>
    (await db().entities.outboxEvent.scan.where(({ name, detail }, { eq, contains }) => `${eq(name, 'points_milestone')} AND ${contains(detail, userId)}`).go({ pages: 'all' })).data
      .map((event) => JSON.parse(event.detail) as { level: string; total: number })
      .map(({ level, total }) => ({ level, total }))
      .sort((a, b) => a.total - b.total || a.level.localeCompare(b.level));
  const move = (userId: string, points: number) => ({ userId, source: pointsSource.adjustment(randomUUID()), points, reason: 'Points du test', at: new Date().toISOString() });

  it('announces each level once, by the credit that crossed it: in a burst, after points go down and up, and several levels at once', async () => {
    const member = await memberOnPlan('gratuit');
    await givePoints(member.userId, 45);
    // Ten simultaneous credits of 1: the one that took the balance from 49 to 50 announces Apprenti, with that total.
    await Promise.all(Array.from({ length: 10 }, () => credit(db(), move(member.userId, 1))));
    // Down under 50 and back: Apprenti was reached before, so no second congratulation.
    await debit(db(), move(member.userId, 20));
    await credit(db(), move(member.userId, 20));
    // 55 → 205 in one credit: Confirmé and Expert, each announced.
    await credit(db(), move(member.userId, 150));
    // The stream hands the balance's writes in order: once Expert is announced, every earlier write was looked at.
    await waitFor(async () => (await announced(member.userId)).some(({ level }) => level === 'expert'));
    expect(await readBalance(db(), member.userId)).toEqual({ total: 205, level: 'expert' });
    expect(await announced(member.userId)).toEqual([
      { level: 'apprenti', total: 50 },
      { level: 'confirme', total: 205 },
      { level: 'expert', total: 205 },
    ]);
  });

  it('a balance update relayed twice (the relay retried) announces its level once', async () => {
    const member = await memberOnPlan('gratuit');
    const record: DynamoDBRecord = {
      eventName: 'MODIFY',
      dynamodb: {
        SequenceNumber: '1',
        OldImage: marshall({ __edb_e__: 'points', userId: member.userId, total: 40 }) as never,
        NewImage: marshall({ __edb_e__: 'points', userId: member.userId, total: 60 }) as never,
      },
    };
    expect(await relayOutbox({ Records: [record] })).toEqual({ batchItemFailures: [] });
    expect(await relayOutbox({ Records: [record] })).toEqual({ batchItemFailures: [] });
    expect(await announced(member.userId)).toEqual([{ level: 'apprenti', total: 60 }]);
  });
});
