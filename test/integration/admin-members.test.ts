import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, AdminListGroupsForUserCommand, AdminSetUserPasswordCommand, InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createMember } from '../../functions/account/members';
import { ADMIN_USERS_PAGE, type AdminEducator, type AdminMember, type AdminPoints } from '../../shared/contract/admin-member-schemas';
import { API_ERRORS } from '../../shared/contract/errors';
import { cognitoClient } from '../../scripts/dev/user-pool';
import { api, type ApiAnswer } from './support/api';
import { signInAgain, signUpAndSignIn, TEST_PASSWORD, tokenFor, type TestAccount } from './support/accounts';
import { memberOnPlan, testDb } from './support/members';
import { testStack } from './support/stack';

jest.setTimeout(180_000);

/** Issue 14: the admin's members (paging, a member's file, actions logged, roles), educators and points figures. */

let admin: TestAccount;
beforeAll(async () => {
  admin = await signUpAndSignIn('admin', 'Adèle');
});
const asAdmin = (method: string, path: string, body?: object) => api(method, path, { token: admin.accessToken, body });
const errorOf = (code: keyof typeof API_ERRORS) => ({ error: { code, message: API_ERRORS[code].message } });
const json = <T>(answer: ApiAnswer, status = 200): T => {
  expect(answer.status).toBe(status);
  return answer.json as T;
};
const memberFile = async (userId: string) => json<AdminMember>(await asAdmin('GET', `/admin/users/${userId}`));
const isAdminInCognito = async (userId: string) => {
  const { urls, userPoolId } = testStack();
  const { Groups } = await cognitoClient(urls.cognito).send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: userId }));
  return Boolean(Groups?.some((group) => group.GroupName === 'admin'));
};

describe('the members list', () => {
  it('pages a search newest first: every match once, none twice, the last page without a cursor', async () => {
    const marker = `pagine${randomUUID().slice(0, 8)}`;
    const start = Date.now();
    const ids = Array.from({ length: ADMIN_USERS_PAGE + 5 }, () => randomUUID());
    // Sign-ups a millisecond apart, so 'newest first' has one answer.
    await Promise.all(
      ids.map((userId, index) => {
        const at = new Date(start + index).toISOString();
        return createMember(testDb(), { userId, email: `${marker}-${index}@example.com`, firstName: 'Paginé', newsletter: false, cguAcceptedAt: at, now: at });
      }),
    );
    type Page = { users: Array<{ id: string; email: string }>; nextCursor: string | null };
    const first = json<Page>(await asAdmin('GET', `/admin/users?search=${marker.toUpperCase()}`));
    expect(first.users).toHaveLength(ADMIN_USERS_PAGE);
    expect(first.nextCursor).not.toBeNull();
    const second = json<Page>(await asAdmin('GET', `/admin/users?search=${marker}&cursor=${encodeURIComponent(first.nextCursor!)}`));
    const listed = [...first.users, ...second.users].map((user) => user.id);
    expect(listed).toEqual([...ids].reverse());
    // The last page may end on its cursor when it filled exactly; following it shows nothing more.
    if (second.nextCursor) expect(json<Page>(await asAdmin('GET', `/admin/users?search=${marker}&cursor=${encodeURIComponent(second.nextCursor)}`)).users).toEqual([]);
  });

  it('filters by plan and refuses a forged cursor with a French message', async () => {
    const premium = await memberOnPlan('premium', 'Prisca');
    const page = json<{ users: Array<{ id: string; plan: string }> }>(await asAdmin('GET', `/admin/users?plan=premium&search=${encodeURIComponent(premium.email)}`));
    expect(page.users).toEqual([expect.objectContaining({ id: premium.userId, plan: 'premium' })]);
    expect(json<{ users: unknown[] }>(await asAdmin('GET', `/admin/users?plan=expert&search=${encodeURIComponent(premium.email)}`)).users).toEqual([]);
    const forged = await asAdmin('GET', '/admin/users?cursor=n%27importe%20quoi');
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.json)).toContain('Page de la liste invalide');
  });
});

describe('a member’s file and the actions on it', () => {
  it('shows the plan, credits, points and the log of each action with its author and reason, once per request', async () => {
    const member = await memberOnPlan('premium', 'Mélodie');
    const grant = { points: 30, reason: 'Merci pour ton témoignage', requestId: randomUUID() };
    const answers = await Promise.all([grant, grant, grant].map((body) => asAdmin('POST', `/admin/users/${member.userId}/points`, body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const gift = { rewardType: 'visio_gratuite', reason: 'Visio annulée par l’éducateur', requestId: randomUUID() };
    expect((await asAdmin('POST', `/admin/users/${member.userId}/rewards`, gift)).status).toBe(201);
    expect((await asAdmin('POST', `/admin/users/${member.userId}/points`, { points: -10, reason: 'Correction d’un doublon', requestId: randomUUID() })).status).toBe(200);

    const file = await memberFile(member.userId);
    expect(file.profile).toMatchObject({ id: member.userId, email: member.email, firstName: 'Mélodie' });
    expect(file.roles).toEqual([]);
    expect(file.subscription).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: false });
    expect(file.points.total).toBe(20);
    expect(file.points.history.map((line) => [line.points, line.reason])).toEqual(
      expect.arrayContaining([
        [30, 'Merci pour ton témoignage'],
        [-10, 'Correction d’un doublon'],
      ]),
    );
    expect(file.credits).toEqual([expect.objectContaining({ id: gift.requestId, type: 'visio_gratuite', origin: 'gift' })]);
    expect(file.actions.map(({ kind, summary, reason, actor }) => ({ kind, summary, reason, actor: actor.name }))).toEqual(
      expect.arrayContaining([
        { kind: 'points', summary: '+30 points', reason: 'Merci pour ton témoignage', actor: 'Adèle' },
        { kind: 'points', summary: '−10 points', reason: 'Correction d’un doublon', actor: 'Adèle' },
        { kind: 'reward', summary: 'Crédit offert : Visio de suivi offerte', reason: 'Visio annulée par l’éducateur', actor: 'Adèle' },
      ]),
    );
    expect(file.actions).toHaveLength(3);

    // The member reads the line in their own history.
    const own = json<{ history: Array<{ points: number; reason: string }> }>(await api('GET', '/points', { token: member.accessToken }));
    expect(own.history).toEqual(expect.arrayContaining([expect.objectContaining({ points: 30, reason: 'Merci pour ton témoignage' })]));
  });

  it('answers 404 in French for an unknown member, and writes nothing for them', async () => {
    const unknown = randomUUID();
    expect((await asAdmin('GET', `/admin/users/${unknown}`)).json).toEqual(errorOf('ADMIN_MEMBER_NOT_FOUND'));
    const adjust = await asAdmin('POST', `/admin/users/${unknown}/points`, { points: 30, reason: 'Essai', requestId: randomUUID() });
    expect([adjust.status, adjust.json]).toEqual([404, errorOf('ADMIN_MEMBER_NOT_FOUND')]);
    const { data } = await testDb().entities.adminAction.query.byMember({ userId: unknown }).go();
    expect(data).toEqual([]);
  });
});

describe('staff roles', () => {
  it('gives and takes the educator role: the next token carries it, the log keeps who and why', async () => {
    const member = await memberOnPlan('gratuit', 'Élias');
    const change = (granted: boolean) => asAdmin('POST', `/admin/users/${member.userId}/roles`, { role: 'educator', granted, reason: 'Rejoint l’équipe', requestId: randomUUID() });
    expect((await api('GET', '/staff/tickets', { token: member.accessToken })).status).toBe(403);

    expect(json<{ roles: string[] }>(await change(true))).toEqual({ roles: ['educator'] });
    const promoted = await signInAgain(member.email);
    expect((await api('GET', '/staff/tickets', { token: promoted.accessToken })).status).toBe(200);
    expect(json<{ roles: string[] }>(await api('GET', '/me', { token: promoted.accessToken })).roles).toEqual(['educator']);

    expect(json<{ roles: string[] }>(await change(false))).toEqual({ roles: [] });
    const demoted = await signInAgain(member.email);
    expect((await api('GET', '/staff/tickets', { token: demoted.accessToken })).status).toBe(403);
    expect((await memberFile(member.userId)).actions.map((action) => action.summary).sort()).toEqual(['Rôle éducateur donné', 'Rôle éducateur retiré']);
  });

  it('someone who leaves the team has their open tickets put back in the unassigned queue, counters with them', async () => {
    const [leaving, owner] = await Promise.all([memberOnPlan('gratuit', 'Bastien'), memberOnPlan('premium', 'Clara')]);
    const change = (granted: boolean) => asAdmin('POST', `/admin/users/${leaving.userId}/roles`, { role: 'educator', granted, reason: 'Départ de l’équipe', requestId: randomUUID() });
    expect((await change(true)).status).toBe(200);
    const educatorToken = (await signInAgain(leaving.email)).accessToken;
    const created = await api('POST', '/tickets', {
      token: owner.accessToken,
      body: { title: 'Il aboie la nuit', description: 'Il aboie dès qu’il entend un bruit dans la cage d’escalier, surtout la nuit.', category: 'comportement', priority: 'standard', requestId: randomUUID() },
    });
    const ticketId = json<{ ticket: { id: string } }>(created, 201).ticket.id;
    expect((await api('PUT', `/staff/tickets/${ticketId}/assignee`, { token: educatorToken, body: { assigneeId: leaving.userId } })).status).toBe(200);
    const queueCount = async (queue: string) => (await testDb().entities.ticketCounter.get({ counter: queue }).go({ consistent: true })).data?.count ?? 0;
    const unassignedBefore = await queueCount('non-assigne');
    expect(await queueCount(`educateur:${leaving.userId}`)).toBe(1);

    expect(json<{ roles: string[] }>(await change(false))).toEqual({ roles: [] });
    expect((await testDb().entities.ticket.get({ ticketId }).go({ consistent: true })).data).toMatchObject({ queue: 'non-assigne', status: 'ouvert' });
    expect((await testDb().entities.ticket.get({ ticketId }).go({ consistent: true })).data?.assigneeId).toBeUndefined();
    expect([await queueCount(`educateur:${leaving.userId}`), (await queueCount('non-assigne')) - unassignedBefore]).toEqual([0, 1]);
    expect((await memberFile(leaving.userId)).actions.map((action) => action.summary)).toContain('Rôle éducateur retiré (1 ticket remis dans la file non assignée)');
  });

  it('refuses an admin taking their own admin role, and leaves it', async () => {
    const answer = await asAdmin('POST', `/admin/users/${admin.userId}/roles`, { role: 'admin', granted: false, reason: 'Je pars', requestId: randomUUID() });
    expect([answer.status, answer.json]).toEqual([409, errorOf('OWN_ADMIN_ROLE')]);
    const again = await signInAgain(admin.email);
    expect((await api('GET', '/admin/stats', { token: again.accessToken })).status).toBe(200);
  });

  it('refuses an admin taking their own admin role under another spelling of their id (case, spaces), and a non-UUID id', async () => {
    for (const spelled of [admin.userId.toUpperCase(), ` ${admin.userId} `, `%20${admin.userId.toUpperCase()}%09`]) {
      const answer = await asAdmin('POST', `/admin/users/${spelled}/roles`, { role: 'admin', granted: false, reason: 'Je pars', requestId: randomUUID() });
      expect([spelled, answer.status, answer.json]).toEqual([spelled, 409, errorOf('OWN_ADMIN_ROLE')]);
    }
    expect((await isAdminInCognito(admin.userId))).toBe(true);
    const notAnId = await asAdmin('POST', '/admin/users/membre-inconnu/roles', { role: 'admin', granted: false, reason: 'Essai', requestId: randomUUID() });
    expect(notAnId.status).toBe(400);
    expect(JSON.stringify(notAnId.json)).toContain('Identifiant de membre invalide');
  });

  it('two admins removing each other at the same instant: one is refused in French, one admin remains in Cognito and in the table', async () => {
    const roster = { roster: 'admin' as const };
    const seats = async () => (await testDb().entities.adminSeat.query.byRoster(roster).go({ pages: 'all', consistent: true })).data.map((seat) => seat.userId);
    const count = async () => (await testDb().entities.adminCount.get(roster).go({ consistent: true })).data?.count;
    /** The table counting exactly these admins (the other test files' admins set aside: the stack is shared). */
    const countOnly = async (...userIds: string[]) => {
      for (const userId of await seats()) await testDb().entities.adminSeat.delete({ ...roster, userId }).go();
      await testDb().entities.adminCount.put({ ...roster, count: userIds.length }).go();
      for (const userId of userIds) await testDb().entities.adminSeat.put({ ...roster, userId, countedAt: new Date().toISOString() }).go();
    };
    try {
      for (let round = 0; round < 5; round += 1) {
        const [first, second] = await Promise.all([signUpAndSignIn('admin', 'Ada'), signUpAndSignIn('admin', 'Bao')]);
        await countOnly(first!.userId, second!.userId);
        const remove = (actor: TestAccount, target: TestAccount) =>
          api('POST', `/admin/users/${target.userId}/roles`, { token: actor.accessToken, body: { role: 'admin', granted: false, reason: 'Réorganisation', requestId: randomUUID() } });
        const answers = await Promise.all([remove(first!, second!), remove(second!, first!)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(answers.find((answer) => answer.status === 409)!.json).toEqual(errorOf('LAST_ADMIN'));
        const survivor = answers[0]!.status === 200 ? first! : second!;
        const removed = survivor === first ? second! : first!;
        expect([await isAdminInCognito(survivor.userId), await isAdminInCognito(removed.userId)]).toEqual([true, false]);
        expect([await seats(), await count()]).toEqual([[survivor.userId], 1]);
      }
    } finally {
      // Back to a table that counts no admin: the next role change counts its acting admin first.
      for (const userId of await seats()) await testDb().entities.adminSeat.delete({ ...roster, userId }).go();
      await testDb().entities.adminCount.delete(roster).go();
    }
  });

  it('giving the admin role counts the new admin once, and they may then be removed while another counted admin remains', async () => {
    const member = await memberOnPlan('gratuit');
    const change = (granted: boolean) => asAdmin('POST', `/admin/users/${member.userId}/roles`, { role: 'admin', granted, reason: 'Renfort', requestId: randomUUID() });
    const seat = async () => (await testDb().entities.adminSeat.get({ roster: 'admin', userId: member.userId }).go({ consistent: true })).data;
    expect(json<{ roles: string[] }>(await change(true))).toEqual({ roles: ['admin'] });
    expect(json<{ roles: string[] }>(await change(true))).toEqual({ roles: ['admin'] });
    expect(await seat()).not.toBeNull();
    expect(json<{ roles: string[] }>(await change(false))).toEqual({ roles: [] });
    expect(await seat()).toBeNull();
    expect(await isAdminInCognito(member.userId)).toBe(false);
  });

  it('refuses members and educators', async () => {
    const member = await memberOnPlan('gratuit');
    for (const role of ['member', 'educator'] as const) {
      const answer = await api('POST', `/admin/users/${member.userId}/roles`, { token: await tokenFor(role), body: { role: 'admin', granted: true, reason: 'Promotion', requestId: randomUUID() } });
      expect(answer.status).toBe(403);
    }
  });
});

describe('educators', () => {
  it('invites an educator by e-mail: an account awaiting its first sign-in, in the educator group, listed with its figures', async () => {
    const email = `educ-${randomUUID()}@example.com`;
    const invited = json<AdminEducator>(await asAdmin('POST', '/admin/educators', { email: email.toUpperCase(), firstName: 'Noémie' }), 201);
    expect(invited).toMatchObject({ email, name: 'Noémie', invitationPending: true });
    const { urls, userPoolId } = testStack();
    const account = await cognitoClient(urls.cognito).send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    expect(account.UserStatus).toBe('FORCE_CHANGE_PASSWORD');

    const team = json<{ educators: AdminEducator[] }>(await asAdmin('GET', '/admin/educators')).educators;
    expect(team).toEqual(expect.arrayContaining([{ ...invited, isAdmin: false, openTickets: 0, upcomingVisios: 0, medianFirstResponseMinutes: null }]));
    // Inviting again an invitation not yet accepted finishes it (same account); an address in use is refused.
    expect(json<AdminEducator>(await asAdmin('POST', '/admin/educators', { email, firstName: 'Noémie' }), 201).id).toBe(invited.id);
    const member = await memberOnPlan('gratuit');
    const taken = await asAdmin('POST', '/admin/educators', { email: member.email, firstName: 'Déjà' });
    expect([taken.status, taken.json]).toEqual([409, errorOf('EDUCATOR_ALREADY_EXISTS')]);
    const invalid = await asAdmin('POST', '/admin/educators', { email: 'pas-une-adresse', firstName: 'Noémie' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.json)).toContain('Adresse email invalide');
  });

  it('the invited educator signs in with the temporary password, chooses theirs and reaches the console', async () => {
    const email = `educ-${randomUUID()}@example.com`;
    json<AdminEducator>(await asAdmin('POST', '/admin/educators', { email, firstName: 'Yanis' }), 201);
    const { urls, userPoolId, userPoolClientId } = testStack();
    const cognito = cognitoClient(urls.cognito);
    // The temporary password Cognito e-mailed, made known to the test (cognito-local prints the one it drew).
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: 'Provisoire-2026!', Permanent: false }));
    const first = await cognito.send(new InitiateAuthCommand({ ClientId: userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Provisoire-2026!' } }));
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const chosen = await cognito.send(
      new RespondToAuthChallengeCommand({ ClientId: userPoolClientId, ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: first.Session, ChallengeResponses: { USERNAME: email, NEW_PASSWORD: TEST_PASSWORD } }),
    );
    const token = chosen.AuthenticationResult?.AccessToken;
    expect(token).toBeDefined();
    expect((await api('GET', '/staff/tickets', { token })).status).toBe(200);
    expect(json<{ profile: { firstName: string }; roles: string[] }>(await api('GET', '/me', { token }))).toMatchObject({ profile: { firstName: 'Yanis' }, roles: ['educator'] });
    const team = json<{ educators: AdminEducator[] }>(await asAdmin('GET', '/admin/educators')).educators;
    expect(team.find((educator) => educator.email === email)?.invitationPending).toBe(false);
  });
});

describe('the points figures', () => {
  const points = async () => json<AdminPoints>(await asAdmin('GET', '/admin/points'));
  const earned = (figures: AdminPoints, kind: string) => figures.bySource.find((row) => row.kind === kind) ?? { earned: 0, spent: 0 };

  it('count 60 simultaneous adjustments, half repeated, and an exchange exactly; the top 10 comes from the index', async () => {
    const members = await Promise.all([memberOnPlan('gratuit', 'Comptine'), memberOnPlan('gratuit', 'Comptoir')]);
    const before = await points();
    const requests = members.flatMap((member) => Array.from({ length: 15 }, () => ({ userId: member.userId, requestId: randomUUID() })));
    const answers = await Promise.all(
      [...requests, ...requests].map(({ userId, requestId }) => asAdmin('POST', `/admin/users/${userId}/points`, { points: 40, reason: 'Concours photo', requestId })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const exchange = await api('POST', '/rewards/exchange', { token: members[0]!.accessToken, body: { rewardType: 'ticket_standard', requestId: randomUUID() } });
    expect(exchange.status).toBe(201);

    const after = await points();
    expect(after.inCirculation - before.inCirculation).toBe(30 * 40 - 20);
    expect(earned(after, 'adjustment').earned - earned(before, 'adjustment').earned).toBe(30 * 40);
    expect(earned(after, 'exchange').spent - earned(before, 'exchange').spent).toBe(20);
    const rewards = (figures: AdminPoints) => figures.rewards.find((row) => row.type === 'ticket_standard')!;
    expect(rewards(after).thisMonth - rewards(before).thisMonth).toBe(1);
    expect(rewards(after).total - rewards(before).total).toBe(1);

    // The ranking is the ten highest balances of the whole table (checked here with a Scan the route never makes).
    const { data: balances } = await testDb().entities.points.scan.go({ pages: 'all', attributes: ['userId', 'total'] });
    const highest = balances.map((balance) => balance.total).sort((a, b) => b - a).slice(0, 10);
    expect(after.top.map((row) => row.points)).toEqual(highest);
    for (const [member, total, name] of [[members[0]!, 580, 'Comptine'], [members[1]!, 600, 'Comptoir']] as const) {
      if (total > highest.at(-1)!) expect(after.top).toContainEqual({ id: member.userId, firstName: name, points: total });
    }
  });
});
