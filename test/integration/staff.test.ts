import { randomUUID } from 'node:crypto';
import type { AdminEducator } from '../../shared/contract/admin-member-schemas';
import type { AdminStats } from '../../shared/contract/admin-schemas';
import type { FicheDetail, FicheLibrary } from '../../shared/contract/fiche-schemas';
import { FICHES } from '../../shared/catalogue';
import { ficheLock } from '../../shared/domain/entitlements';
import { api, type ApiAnswer } from './support/api';
import { WELCOME_SUBJECT } from '../../functions/lib/mail/templates';
import { signUpAndSignIn, signUpThroughApi, type TestAccount } from './support/accounts';
import { mailsTo, waitFor } from './support/local-aws';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(180_000);

/**
 * Issue 21, 'Staff are staff': educators and admins read every fiche in full whatever their own plan, and their reads
 * count nothing; an invited educator is not a member (no sign-up, no member by plan, no bonus, no welcome e-mail, no
 * 'Nouveau membre' event); a member who joins the team leaves the members by plan, and comes back when they leave it.
 * The figures are compared before and after (the integration files run one at a time on their stack).
 */

let admin: TestAccount;
beforeAll(async () => {
  admin = await signUpAndSignIn('admin', 'Adèle');
});
const json = <T>(answer: ApiAnswer, status = 200): T => {
  expect(answer.status).toBe(status);
  return answer.json as T;
};
const stats = async () => json<AdminStats>(await api('GET', '/admin/stats', { token: admin.accessToken }));
/** The figures a member's arrival or a read could move. */
const memberFigures = ({ members, signupsThisMonth, ficheValidations, ficheValidationsThisMonth }: AdminStats) => ({ members, signupsThisMonth, ficheValidations, ficheValidationsThisMonth });
/** The outbox's events about one account (a Scan: tests only). */
const eventsAbout = async (userId: string) =>
  (await testDb().entities.outboxEvent.scan.where(({ detail }, { contains }) => contains(detail, userId)).go({ pages: 'all' })).data.map((event) => event.name);

describe('a staff member reading a fiche', () => {
  const premiumFiche = FICHES.find((fiche) => fiche.isPublished && !fiche.expertPlusOnly && ficheLock('gratuit', fiche) !== null)!;

  it('an educator on Gratuit reads a Premium fiche in full, and the read counts nothing', async () => {
    expect(premiumFiche).toBeDefined();
    const [educator, member] = await Promise.all([signUpAndSignIn('educator', 'Élodie'), memberOnPlan('gratuit', 'Gaspard')]);
    // The member on the same plan meets the lock: the educator's access is the role's, not the plan's.
    const locked = json<FicheDetail>(await api('GET', `/fiches/${premiumFiche.id}`, { token: member.accessToken }));
    expect(locked).toMatchObject({ locked: true, content: null });

    const figuresBefore = memberFigures(await stats());
    const eventsBefore = await eventsAbout(educator.userId);
    const reads = await Promise.all(Array.from({ length: 5 }, () => api('GET', `/fiches/${premiumFiche.id}`, { token: educator.accessToken })));
    for (const read of reads) {
      const detail = json<FicheDetail>(read);
      expect(detail).toMatchObject({ locked: false, lock: null, completed: false });
      expect(detail.content?.steps.map((step) => step.description)).toEqual(premiumFiche.steps.map((step) => step.description));
    }
    expect(memberFigures(await stats())).toEqual(figuresBefore);
    expect(await eventsAbout(educator.userId)).toEqual(eventsBefore);
  });

  it('an admin reads an Expert+ fiche in full too', async () => {
    const expertFiche = FICHES.find((fiche) => fiche.isPublished && fiche.expertPlusOnly)!;
    expect(expertFiche).toBeDefined();
    const detail = json<FicheDetail>(await api('GET', `/fiches/${expertFiche.id}`, { token: admin.accessToken }));
    expect(detail.locked).toBe(false);
    expect(detail.content?.steps.length).toBe(expertFiche.steps.length);
  });

  it('an educator on Gratuit finds every published fiche in the library, none locked, where a Gratuit member finds the free ones', async () => {
    const [educator, member] = await Promise.all([signUpAndSignIn('educator', 'Élise'), memberOnPlan('gratuit', 'Gaston')]);
    const published = FICHES.filter((fiche) => fiche.isPublished);
    const staffLibrary = json<FicheLibrary>(await api('GET', '/fiches', { token: educator.accessToken }));
    expect(staffLibrary.fiches.map((card) => card.id).sort()).toEqual(published.map((fiche) => fiche.id).sort());
    expect(staffLibrary.fiches.filter((card) => card.locked)).toEqual([]);

    const memberLibrary = json<FicheLibrary>(await api('GET', '/fiches', { token: member.accessToken }));
    expect(memberLibrary.fiches.length).toBeLessThan(published.length);
    expect(memberLibrary.fiches.map((card) => card.id)).not.toContain(premiumFiche.id);
  });
});

describe('an invited educator', () => {
  it('adds nothing to the sign-ups or the members by plan, and gets no bonus, no welcome e-mail and no new-member event', async () => {
    const email = `equipe-${randomUUID()}@example.com`;
    const newcomer = `nouveau-${randomUUID()}@example.com`;
    const before = await stats();
    const [invited] = await Promise.all([
      api('POST', '/admin/educators', { token: admin.accessToken, body: { email, firstName: 'Noémie' } }),
      // A member signing up at the same time: the figures and the welcome e-mail do move for them.
      signUpThroughApi(newcomer, 'Camille'),
    ]);
    const educator = json<AdminEducator>(invited, 201);
    const after = await stats();
    expect(after.members.total - before.members.total).toBe(1);
    expect(after.members.gratuit - before.members.gratuit).toBe(1);
    expect(after.signupsThisMonth - before.signupsThisMonth).toBe(1);

    const { data: points } = await testDb().entities.points.get({ userId: educator.id }).go();
    expect(points?.total).toBe(0);
    expect(await eventsAbout(educator.id)).not.toContain('profile_created');
    // Once the newcomer's welcome has gone out, the consumers have run: the educator has none.
    await waitFor(async () => (await mailsTo(newcomer)).some((mail) => mail.subject === WELCOME_SUBJECT));
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('a member who joins the team', () => {
  const changeRole = (userId: string, role: 'educator' | 'admin', granted: boolean) =>
    api('POST', `/admin/users/${userId}/roles`, { token: admin.accessToken, body: { role, granted, reason: 'Équipe', requestId: randomUUID() } });

  it('leaves the members by plan while staff (each change sent twice at once counts once), and comes back when leaving', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => memberOnPlan('premium', 'Recrue')));
    const before = await stats();
    const promotions = await Promise.all(members.flatMap((member) => [changeRole(member.userId, 'educator', true), changeRole(member.userId, 'educator', true)]));
    expect(promotions.map((answer) => answer.status)).toEqual(promotions.map(() => 200));
    // One of them becomes admin as well: still staff, nothing more moves.
    expect((await changeRole(members[0]!.userId, 'admin', true)).status).toBe(200);
    const staffed = await stats();
    expect(staffed.members.premium - before.members.premium).toBe(-4);
    expect(staffed.members.total - before.members.total).toBe(-4);
    expect(staffed.signupsThisMonth).toBe(before.signupsThisMonth);

    expect((await changeRole(members[0]!.userId, 'admin', false)).status).toBe(200);
    const departures = await Promise.all(members.map((member) => changeRole(member.userId, 'educator', false)));
    expect(departures.map((answer) => answer.status)).toEqual(departures.map(() => 200));
    const after = await stats();
    expect(after.members).toEqual(before.members);
    expect(after.signupsThisMonth).toBe(before.signupsThisMonth);
  });
});
