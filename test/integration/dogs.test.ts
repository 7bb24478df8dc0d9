import { FICHES } from '../../shared/catalogue';
import type { DogProfileResponse, FicheDetail, FicheValidationResult, Me } from '../../shared/contract';
import type { Dogs, Recommendations } from '../../shared/contract/dog-profile-schemas';
import { FIRST_DOG_ID } from '../../shared/domain/dogs';
import { migrateAllDogs, migrateMemberDogs } from '../../functions/dogs/migrate-dogs';
import { readMemberData } from '../../functions/account/member-data';
import { api } from './support/api';
import { memberOnPlan, testDb } from './support/members';
import { outsideTheChallenge } from './support/challenge';

jest.setTimeout(90_000);

/** Issue 25, several dogs: limits per plan under concurrency, validations and points per dog, the migration. */
const ADULT = {
  nom: 'Moka',
  age_mois: 30,
  race: 'Berger australien',
  sexe: 'femelle',
  castre_sterilise: true,
  niveau_energie: 'dynamique',
  temperament: 'sociable',
  type_logement: 'appartement',
  sorties_par_jour: 2,
  duree_sortie_minutes: 40,
  activite_mentale: true,
  rappel_fiable: false,
  tire_en_laisse: true,
  reactivite: true,
  objectifs_prioritaires: ['marche_laisse', 'peur_reactivite'],
};
const PUPPY = {
  nom: 'Pixel',
  age_mois: 4,
  race: 'Cavalier King Charles',
  sexe: 'male',
  castre_sterilise: false,
  niveau_energie: 'equilibre',
  temperament: 'craintif',
  type_logement: 'maison_jardin',
  sorties_par_jour: 4,
  duree_sortie_minutes: 15,
  activite_mentale: false,
  rappel_fiable: false,
  tire_en_laisse: false,
  reactivite: false,
  objectifs_prioritaires: ['proprete', 'socialisation'],
};
const FREE = FICHES.find((f) => f.isPublished && f.isFree && f.pointsReward > 1 && outsideTheChallenge(f))!;

const addDog = (token: string, profile: object) => api('POST', '/dogs', { token, body: { form: 'quick', profile } });
const validate = (token: string, ficheId: string, body?: object) => api('POST', `/fiches/${encodeURIComponent(ficheId)}/validate`, { token, body });
const total = async (token: string) => ((await api('GET', '/me', { token })).json as Me).points.total;

describe('dogs per member', () => {
  it('10 simultaneous additions by a Premium member end with exactly 3 dogs; the others are refused with the reason', async () => {
    const member = await memberOnPlan('premium');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => addDog(member.accessToken, { ...PUPPY, nom: `Chiot ${i}` })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(7).fill(409));
    expect(refused[0]!.json).toMatchObject({ error: { code: 'DOG_LIMIT_REACHED' } });
    const dogs = (await api('GET', '/dogs', { token: member.accessToken })).json as Dogs;
    expect(dogs).toMatchObject({ limit: 3, canAdd: false });
    expect(dogs.dogs).toHaveLength(3);
    expect(dogs.dogs.map((d) => d.dogId)).toContain(FIRST_DOG_ID);
    const { data: roster } = await testDb().entities.dogRoster.get({ userId: member.userId }).go();
    expect(roster?.count).toBe(3);
  });

  it('a free member keeps one dog; after a move down from Premium, the dogs past the limit stay readable but take no validation', async () => {
    const member = await memberOnPlan('gratuit');
    expect((await addDog(member.accessToken, ADULT)).status).toBe(201);
    const second = await addDog(member.accessToken, PUPPY);
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ error: { code: 'DOG_LIMIT_REACHED' } });

    const former = await memberOnPlan('premium');
    await addDog(former.accessToken, ADULT);
    const puppy = (await addDog(former.accessToken, PUPPY)).json as DogProfileResponse;
    await testDb().entities.subscription.patch({ userId: former.userId }).set({ plan: 'gratuit' }).go();
    const dogs = (await api('GET', '/dogs', { token: former.accessToken })).json as Dogs;
    expect(dogs.dogs.map((d) => [d.name, d.readOnly])).toEqual([
      ['Moka', false],
      ['Pixel', true],
    ]);
    expect(dogs.canAdd).toBe(false);
    expect((await api('GET', `/dog-profile?dogId=${puppy.dogId}`, { token: former.accessToken })).status).toBe(200);
    const refused = await validate(former.accessToken, FREE.id, { dogId: puppy.dogId });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: { code: 'DOG_READ_ONLY' } });
    expect((await validate(former.accessToken, FREE.id, { dogId: FIRST_DOG_ID })).status).toBe(200);
  });

  it('another member’s dog id is not found', async () => {
    const member = await memberOnPlan('premium');
    await addDog(member.accessToken, ADULT);
    const answer = await api('GET', '/dog-profile?dogId=dautrechien', { token: member.accessToken });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ error: { code: 'DOG_NOT_FOUND' } });
  });
});

describe('validations per dog', () => {
  it('a fiche pays once per dog, the member’s points add up, and a repeat records a session without points', async () => {
    const member = await memberOnPlan('premium');
    const token = member.accessToken;
    await addDog(token, ADULT);
    const puppy = ((await addDog(token, PUPPY)).json as DogProfileResponse).dogId;

    const forFirst = (await validate(token, FREE.id)).json as FicheValidationResult;
    expect(forFirst).toMatchObject({ dogId: FIRST_DOG_ID, pointsEarned: FREE.pointsReward, alreadyCompleted: false, session: { kind: 'first' } });
    const detail = (id: string) => api('GET', `/fiches/${FREE.id}?dogId=${id}`, { token }).then((a) => a.json as FicheDetail);
    expect((await detail(puppy)).completed).toBe(false);

    const forPuppy = (await validate(token, FREE.id, { dogId: puppy })).json as FicheValidationResult;
    expect(forPuppy).toMatchObject({ dogId: puppy, pointsEarned: FREE.pointsReward, alreadyCompleted: false, session: { kind: 'first' } });
    expect((await detail(puppy)).completed).toBe(true);

    const doubled = (await validate(token, FREE.id, { dogId: puppy })).json as FicheValidationResult;
    expect(doubled).toMatchObject({ pointsEarned: 0, alreadyCompleted: true, session: null });
    const repeat = (await validate(token, FREE.id, { dogId: puppy, repeat: true })).json as FicheValidationResult;
    expect(repeat).toMatchObject({ pointsEarned: 0, alreadyCompleted: true, session: { kind: 'repeat' } });
    expect(await total(token)).toBe(2 * FREE.pointsReward);

    const db = testDb();
    const { data: sessions } = await db.entities.trainingSession.query.byMember({ userId: member.userId }).go({ pages: 'all' });
    expect(sessions.map((s) => [s.dogId, s.ficheId, s.kind, s.pointsEarned])).toEqual([
      [FIRST_DOG_ID, FREE.id, 'first', FREE.pointsReward],
      [puppy, FREE.id, 'first', FREE.pointsReward],
      [puppy, FREE.id, 'repeat', 0],
    ]);
    const { data: puppySessions } = await db.entities.trainingSession.query.byDog({ userId: member.userId, dogId: puppy }).go({ pages: 'all' });
    expect(puppySessions).toHaveLength(2);
    expect(puppySessions[0]).toMatchObject({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), week: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('20 simultaneous validations of one fiche for a second dog pay it once and record one session', async () => {
    const member = await memberOnPlan('premium');
    await addDog(member.accessToken, ADULT);
    const puppy = ((await addDog(member.accessToken, PUPPY)).json as DogProfileResponse).dogId;
    const answers = await Promise.all(Array.from({ length: 20 }, () => validate(member.accessToken, FREE.id, { dogId: puppy })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => !(a.json as FicheValidationResult).alreadyCompleted)).toHaveLength(1);
    expect(await total(member.accessToken)).toBe(FREE.pointsReward);
    const { data: sessions } = await testDb().entities.trainingSession.query.byDog({ userId: member.userId, dogId: puppy }).go({ pages: 'all' });
    expect(sessions).toHaveLength(1);
  });

  it('the recommendations are the chosen dog’s', async () => {
    const member = await memberOnPlan('premium');
    await addDog(member.accessToken, ADULT);
    const puppy = ((await addDog(member.accessToken, PUPPY)).json as DogProfileResponse).dogId;
    const of = async (query: string) => (await api('GET', `/recommendations${query}`, { token: member.accessToken })).json as Recommendations;
    const [adult, young] = await Promise.all([of(''), of(`?dogId=${puppy}`)]);
    expect(adult.profile?.nom).toBe('Moka');
    expect(young.profile?.nom).toBe('Pixel');
    expect(young.fiches.map((f) => f.id)).not.toEqual(adult.fiches.map((f) => f.id));
  });
});

describe('the migration of the single dog profile', () => {
  it('makes it the first dog with its completions, and a second run changes nothing', async () => {
    const member = await memberOnPlan('premium');
    const db = testDb();
    const at = '2026-01-10T10:00:00.000Z';
    await db.entities.dogProfile
      .create({ userId: member.userId, answers: { nom: 'Ancien' } as never, completionPercentage: 40, profilComplet: false, profileVersion: 'light', form: 'quick', revision: 2, createdAt: at, updatedAt: at })
      .go();
    await db.entities.ficheProgress.create({ userId: member.userId, ficheId: FREE.id, completedAt: at, pointsEarned: FREE.pointsReward }).go();

    const state = async () => {
      const { data } = await db.collections.member({ userId: member.userId }).go({ pages: 'all', consistent: true });
      return { dog: data.dog, roster: data.dogRoster.map((r) => r.count), progress: data.dogProgress, legacy: [...data.dogProfile, ...data.ficheProgress] };
    };
    expect(await migrateMemberDogs(db, member.userId, at)).toEqual({ profileMoved: true, validationsMoved: 1 });
    const once = await state();
    expect(await migrateMemberDogs(db, member.userId, at)).toEqual({ profileMoved: false, validationsMoved: 0 });
    expect(await state()).toEqual(once);
    expect(once.legacy).toEqual([]);
    expect(once.roster).toEqual([1]);
    expect(once.dog).toEqual([expect.objectContaining({ dogId: FIRST_DOG_ID, answers: { nom: 'Ancien' }, completionPercentage: 40, revision: 2, createdAt: at })]);
    expect(once.progress).toEqual([expect.objectContaining({ dogId: FIRST_DOG_ID, ficheId: FREE.id, completedAt: at, pointsEarned: FREE.pointsReward })]);

    const profile = (await api('GET', '/dog-profile', { token: member.accessToken })).json as DogProfileResponse;
    expect(profile).toMatchObject({ dogId: FIRST_DOG_ID, revision: 2, profile: { nom: 'Ancien' } });
    const again = (await validate(member.accessToken, FREE.id)).json as FicheValidationResult;
    expect(again).toMatchObject({ alreadyCompleted: true, pointsEarned: 0 });
  });

  it('the operator’s run over the whole table (npm run migrate:dogs) moves every member once; run again, it moves nothing', async () => {
    const db = testDb();
    const at = '2026-01-10T10:00:00.000Z';
    const members = await Promise.all([memberOnPlan('gratuit'), memberOnPlan('premium')]);
    for (const [index, member] of members.entries()) {
      await db.entities.dogProfile
        .create({ userId: member.userId, answers: { nom: `Ancien ${index}` } as never, completionPercentage: 20, profilComplet: false, profileVersion: 'light', form: 'quick', createdAt: at, updatedAt: at })
        .go();
      await db.entities.ficheProgress.create({ userId: member.userId, ficheId: FREE.id, completedAt: at, pointsEarned: FREE.pointsReward }).go();
    }
    const state = () =>
      Promise.all(
        members.map(async ({ userId }) => {
          const { data } = await db.collections.member({ userId }).go({ pages: 'all', consistent: true });
          return { dogs: data.dog.map(({ dogId, answers }) => [dogId, answers.nom]), roster: data.dogRoster.map((r) => r.count), progress: data.dogProgress.map((p) => [p.dogId, p.ficheId]), legacy: data.dogProfile.length + data.ficheProgress.length };
        }),
      );

    const first = await migrateAllDogs(db, at);
    expect(first.profilesMoved).toBeGreaterThanOrEqual(2);
    const once = await state();
    expect(once).toEqual(members.map((_, index) => ({ dogs: [[FIRST_DOG_ID, `Ancien ${index}`]], roster: [1], progress: [[FIRST_DOG_ID, FREE.id]], legacy: 0 })));
    expect(await migrateAllDogs(db, at)).toEqual({ members: expect.any(Number), profilesMoved: 0, validationsMoved: 0 });
    expect(await state()).toEqual(once);
  });

  it('happens on the member’s first read when the script has not run yet', async () => {
    const member = await memberOnPlan('gratuit');
    const at = '2026-01-10T10:00:00.000Z';
    await testDb()
      .entities.dogProfile.create({ userId: member.userId, answers: { nom: 'Lazy' } as never, completionPercentage: 20, profilComplet: false, profileVersion: 'light', form: 'quick', createdAt: at, updatedAt: at })
      .go();
    const dogs = (await api('GET', '/dogs', { token: member.accessToken })).json as Dogs;
    expect(dogs.dogs).toEqual([expect.objectContaining({ dogId: FIRST_DOG_ID, name: 'Lazy', readOnly: false })]);
  });
});

describe('export and erasure', () => {
  it('the export holds every dog, the validations per dog and the sessions', async () => {
    const member = await memberOnPlan('premium');
    await addDog(member.accessToken, ADULT);
    const puppy = ((await addDog(member.accessToken, PUPPY)).json as DogProfileResponse).dogId;
    await validate(member.accessToken, FREE.id, { dogId: puppy });
    const data = await readMemberData(testDb(), member.userId);
    expect(data.dogProfiles.map((d) => d.answers.nom).sort()).toEqual(['Moka', 'Pixel']);
    expect(data.validations).toEqual([expect.objectContaining({ dogId: puppy, ficheId: FREE.id })]);
    expect(data.trainingSessions).toEqual([expect.objectContaining({ dogId: puppy, ficheId: FREE.id, kind: 'first' })]);
    expect(data.dogRoster?.count).toBe(2);
  });
});
