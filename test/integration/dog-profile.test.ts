import { DEMO_DOGS, demoValidationInstant, seedDemoDogs } from '../../scripts/dev/demo-dogs';
import { FICHES } from '../../shared/catalogue';
import type { DogProfileResponse, Me } from '../../shared/contract';
import { levelFor } from '../../shared/domain/levels';
import { FIRST_DOG_ID } from '../../shared/domain/dogs';
import type { PlanId } from '../../shared/domain/plans';
import { POINTS_RULES, TRANSACTION_REASONS } from '../../shared/domain/points';
import { defaultChallengeFicheIds } from '../../shared/domain/monthly-challenge';
import { parisMonth } from '../../shared/domain/months';
import { completeCompletion, quickCompletion, wizardCompletion } from '../../shared/domain/dog-profile/completion';
import { DOG_PROFILE_MESSAGES as M } from '../../shared/schemas/dog-profile';
import { signUpAndSignIn } from './support/accounts';
import { api, type ApiAnswer } from './support/api';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(60_000);

/**
 * GET and PUT /dog-profile (SPEC §2 Profile wizards, §3 dog_profiles, §4 Profile version, §5): the server
 * validates each form with the shared schema, maps the second readings, stores the age in years and computes
 * completion, version and profil_complet itself.
 */
const QUICK = {
  nom: 'Pépette',
  age_mois: 18,
  race: 'Border collie',
  sexe: 'femelle',
  castre_sterilise: true,
  niveau_energie: 'dynamique',
  temperament: 'sociable',
  type_logement: 'appartement',
  sorties_par_jour: 3,
  duree_sortie_minutes: 45,
  activite_mentale: true,
  rappel_fiable: false,
  tire_en_laisse: true,
  reactivite: false,
  objectifs_prioritaires: ['marche_laisse', 'rappel'],
};

const COMPLETE = {
  ...QUICK,
  age_adoption: 3,
  premier_chien: true,
  origine_adoption: 'elevage',
  sensibilite_toucher: 'normale',
  a_des_peurs: true,
  peurs_specifiques: ['bruits_forts'],
  acces_exterieur: 'balcon',
  autres_animaux_present: false,
  temps_solitude_heures: 4,
  composition_famille: 'Un couple et un enfant de 8 ans',
  materiel_utilise: ['harnais', 'longe'],
  sport_pratique: 'Canicross',
  entente_chiens: true,
  aboie: false,
  mordillement_chiot: false,
  destruction_absence: false,
  protection_ressource: false,
  reactivite_vehicules: false,
  frustration_attente: true,
  peur_veto: false,
  peur_voiture: false,
  surexcitation_congeneres: true,
  hypervigilance_bruits: true,
  poursuite_ombres: false,
  objectifs_secondaires: 'Partir en randonnée sereinement',
  consentement_rgpd: true,
};

const WIZARD = {
  nom: 'Ulysse',
  age: 4,
  sexe: 'male',
  niveau_energie: 'calme',
  temperament: 'reserve',
  type_logement: 'maison_jardin',
  sorties_par_jour: 2,
  duree_sortie_minutes: 30,
  accept_data: true,
};

const save = (token: string, body: unknown) => api('PUT', '/dog-profile', { token, body });
const fieldsOf = (json: unknown) => (json as { error: { fields?: Record<string, string> } }).error.fields;

describe('GET /dog-profile', () => {
  it('answers 404 in French while the member has no dog profile (the web then starts the quick form)', async () => {
    const { accessToken } = await memberOnPlan('gratuit');
    const answer = await api('GET', '/dog-profile', { token: accessToken });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: { code: 'DOG_PROFILE_NOT_FOUND', message: 'Tu n’as pas encore créé le profil de ton chien.' } });
  });
});

describe('PUT /dog-profile', () => {
  it('saves the quick form: age in years, completion computed by the server, light version, then GET returns it', async () => {
    const { accessToken } = await memberOnPlan('gratuit');
    const answer = await save(accessToken, { form: 'quick', profile: QUICK });
    expect(answer.status).toBe(200);
    const { profile, tags } = answer.json as DogProfileResponse;
    expect(profile).toMatchObject({ nom: 'Pépette', age: 1.5, sexe: 'femelle', objectifs_prioritaires: ['marche_laisse', 'rappel'] });
    expect(profile).not.toHaveProperty('age_mois');
    expect(profile.completion_percentage).toBe(quickCompletion(profile));
    expect(profile.completion_percentage).toBe(40);
    expect(profile).toMatchObject({ profil_complet: false, profile_version: 'light' });
    expect(tags.map((tag) => tag.tag)).toEqual(expect.arrayContaining(['adolescent', 'energie_elevee', 'traction_laisse', 'rappel']));
    expect(tags.find((tag) => tag.tag === 'adolescent')?.reason).toContain('18 mois');

    const read = await api('GET', '/dog-profile', { token: accessToken });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(answer.json);
  });

  it('maps the second readings of SPEC §3 to the canonical values', async () => {
    const { accessToken } = await memberOnPlan('gratuit');
    const { nom: _nom, castre_sterilise: _sterilise, ...rest } = QUICK;
    const answer = await save(accessToken, {
      form: 'quick',
      profile: { ...rest, nom_chien: 'Filou', sterilise: false, niveau_energie: 'tres_haute', type_logement: 'maison', objectifs_prioritaires: ['marche', 'solitude'] },
    });
    expect(answer.status).toBe(200);
    expect((answer.json as DogProfileResponse).profile).toMatchObject({
      nom: 'Filou',
      castre_sterilise: false,
      niveau_energie: 'tres_actif',
      type_logement: 'maison_jardin',
      objectifs_prioritaires: ['marche_laisse', 'separation'],
    });
  });

  it('saves the complete form: complete version, profil_complet from 80 % on', async () => {
    const { accessToken } = await memberOnPlan('premium');
    const answer = await save(accessToken, { form: 'complete', profile: COMPLETE });
    expect(answer.status).toBe(200);
    const { profile } = answer.json as DogProfileResponse;
    expect(profile.completion_percentage).toBe(completeCompletion(profile));
    expect(profile.completion_percentage).toBeGreaterThanOrEqual(80);
    expect(profile).toMatchObject({ profile_version: 'complete', profil_complet: true, consentement_rgpd: true });
  });

  it('pays the complete profile’s bonus once (issue 23): not for a partial profile, once when complete, never again', async () => {
    const member = await memberOnPlan('gratuit');
    const pointsOf = async () => ((await api('GET', '/me', { token: member.accessToken })).json as Me).points.total;
    const partial = (await save(member.accessToken, { form: 'complete', profile: { nom: 'Tic', sexe: 'male', consentement_rgpd: true } })).json as DogProfileResponse;
    expect(await pointsOf()).toBe(0);
    const complete = (await save(member.accessToken, { form: 'complete', revision: partial.revision, profile: COMPLETE })).json as DogProfileResponse;
    expect(complete.profile.profil_complet).toBe(true);
    expect(await pointsOf()).toBe(POINTS_RULES.profileCompleted);
    // Back under the threshold with a quick save, then complete again: the bonus is not paid twice.
    const quick = (await save(member.accessToken, { form: 'quick', revision: complete.revision, profile: QUICK })).json as DogProfileResponse;
    const again = await save(member.accessToken, { form: 'complete', revision: quick.revision, profile: COMPLETE });
    expect(again.status).toBe(200);
    expect(await pointsOf()).toBe(POINTS_RULES.profileCompleted);
    const { data: lines } = await testDb().entities.pointTransaction.query.byUser({ userId: member.userId }).go({ pages: 'all' });
    expect(lines.map((line) => [line.source, line.points, line.reason])).toEqual([['profile:complete', POINTS_RULES.profileCompleted, TRANSACTION_REASONS.profileCompleted]]);
  });

  it('a later quick save keeps what the complete form recorded and the complete version', async () => {
    const { accessToken } = await memberOnPlan('premium');
    const first = (await save(accessToken, { form: 'complete', profile: COMPLETE })).json as DogProfileResponse;
    const answer = await save(accessToken, { form: 'quick', revision: first.revision, profile: { ...QUICK, nom: 'Pépette II' } });
    const { profile } = answer.json as DogProfileResponse;
    expect(profile).toMatchObject({ nom: 'Pépette II', temps_solitude_heures: 4, sport_pratique: 'Canicross', profile_version: 'complete', profil_complet: false });
  });

  it('a partly answered complete form is saved with its completion and without profil_complet', async () => {
    const { accessToken } = await memberOnPlan('premium');
    const answer = await save(accessToken, { form: 'complete', profile: { nom: 'Tic', sexe: 'male', consentement_rgpd: true } });
    expect(answer.status).toBe(200);
    const { profile } = answer.json as DogProfileResponse;
    expect(profile.completion_percentage).toBe(completeCompletion(profile));
    expect(profile.completion_percentage).toBeLessThan(80);
    expect(profile).toMatchObject({ profile_version: 'complete', profil_complet: false });
  });

  it('saves the wizard: light after step 6, complete at step 10 (completion from the 8 key fields)', async () => {
    const { accessToken } = await memberOnPlan('gratuit');
    const light = (await save(accessToken, { form: 'wizard_light', profile: WIZARD })).json as DogProfileResponse;
    expect(light.profile).toMatchObject({ age: 4, completion_percentage: 100, profile_version: 'light', profil_complet: false });
    expect(light.profile.completion_percentage).toBe(wizardCompletion(light.profile));
    const complete = (
      await save(accessToken, { form: 'wizard_complete', revision: light.revision, profile: { ...WIZARD, type_alimentation: 'croquettes', frequence_repas: 2 } })
    ).json as DogProfileResponse;
    expect(complete.profile).toMatchObject({ profile_version: 'complete', profil_complet: true, type_alimentation: 'croquettes', frequence_repas: 2 });
  });

  describe('refuses invalid answers with the French message of SPEC §5 on each field', () => {
    it.each([
      ['quick', 'blank name', { ...QUICK, nom: '  ' }, { nom: M.nomRequired }],
      ['quick', 'age over 300 months', { ...QUICK, age_mois: 301 }, { age_mois: M.ageMonths }],
      ['quick', 'unknown sex', { ...QUICK, sexe: 'autre' }, { sexe: M.choice }],
      ['quick', 'outings over 20 a day and 500 minutes', { ...QUICK, sorties_par_jour: 21, duree_sortie_minutes: 501 }, { sorties_par_jour: M.sorties, duree_sortie_minutes: M.duree(500) }],
      ['quick', 'energy outside the list', { ...QUICK, niveau_energie: 'volcanique' }, { niveau_energie: M.choice }],
      ['quick', 'four goals', { ...QUICK, objectifs_prioritaires: ['rappel', 'proprete', 'socialisation', 'obeissance'] }, { objectifs_prioritaires: M.objectifsMax }],
      ['complete', 'no consent', { ...COMPLETE, consentement_rgpd: false }, { consentement_rgpd: M.consentComplete }],
      ['complete', 'alone 25 h, adopted at -1 month', { ...COMPLETE, temps_solitude_heures: 25, age_adoption: -1 }, { temps_solitude_heures: M.tempsSolitude, age_adoption: M.ageAdoption }],
      ['wizard_light', 'data use not accepted', { ...WIZARD, accept_data: false }, { accept_data: M.acceptWizard }],
      ['wizard_light', 'age 26 years, outings of 301 minutes', { ...WIZARD, age: 26, duree_sortie_minutes: 301 }, { age: M.ageYears, duree_sortie_minutes: M.duree(300) }],
      [
        'wizard_light',
        'the required fields missing',
        { accept_data: true },
        {
          nom: M.nomRequired,
          age: M.ageRequired,
          sexe: M.sexe,
          niveau_energie: M.niveauEnergieRequired,
          temperament: M.temperamentRequired,
          type_logement: M.typeLogementRequired,
          sorties_par_jour: M.sortiesRequired,
          duree_sortie_minutes: M.dureeRequired,
        },
      ],
      ['wizard_complete', 'six meals a day', { ...WIZARD, frequence_repas: 6 }, { frequence_repas: M.frequenceRepas }],
    ])('%s form, %s', async (form, _, profile, fields) => {
      const { accessToken } = await memberOnPlan('premium');
      const answer = await save(accessToken, { form, profile });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
      // Under the body's path: the web shows each one under its field.
      expect(fieldsOf(answer.json)).toEqual(Object.fromEntries(Object.entries(fields).map(([field, message]) => [`profile.${field}`, message])));
      expect((await api('GET', '/dog-profile', { token: accessToken })).status).toBe(404);
    });
  });

  it.each([
    ['an unknown form', { form: 'express', profile: QUICK }, { form: 'Formulaire inconnu' }],
    ['no answers', { form: 'quick' }, { profile: 'Les réponses du profil sont attendues' }],
    ['an unexpected field', { form: 'quick', profile: QUICK, completion_percentage: 100 }, { completion_percentage: 'Ce champ n’est pas attendu.' }],
    [
      'figures the server computes among the answers',
      { form: 'quick', profile: { ...QUICK, completion_percentage: 100, profil_complet: true } },
      { 'profile.completion_percentage': 'Ce champ n’est pas attendu.', 'profile.profil_complet': 'Ce champ n’est pas attendu.' },
    ],
  ])('refuses a body with %s (400, French)', async (_, body, fields) => {
    const { accessToken } = await memberOnPlan('gratuit');
    const answer = await save(accessToken, body);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.json)).toEqual(fields);
  });

  it('refuses malformed JSON without a server error', async () => {
    const { accessToken } = await memberOnPlan('gratuit');
    const answer = await api('PUT', '/dog-profile', { token: accessToken, rawBody: '{"form": "quick",' });
    expect(answer.status).toBe(400);
  });
});

describe('PUT /dog-profile under concurrent saves (issue 9: no acknowledged answer is lost)', () => {
  /** The answers the complete form requires, and thirty of its optional ones, each added by a save of its own. */
  const REQUIRED = { nom: 'Pépette', age_mois: 18, sexe: 'femelle', consentement_rgpd: true } as const;
  const STORED_REQUIRED = { nom: 'Pépette', age: 1.5, sexe: 'femelle', consentement_rgpd: true };
  const ADDED = Object.entries(COMPLETE).filter(([field]) => !Object.hasOwn(REQUIRED, field)).slice(0, 30);
  const CHANGED = { error: { code: 'DOG_PROFILE_CHANGED', message: 'Ton profil a été modifié ailleurs, recharge la page' } };

  const addOne = (token: string, [field, value]: [string, unknown], revision?: number) =>
    save(token, { form: 'complete', ...(revision === undefined ? {} : { revision }), profile: { ...REQUIRED, [field]: value } });
  // The member's first dog (issue 25: several dogs, the first is `1`).
  const stored = async (userId: string) => (await testDb().entities.dog.get({ userId, dogId: FIRST_DOG_ID }).go({ consistent: true })).data;

  /** Each save got 200 or the 409 and its French message; the acknowledged ones, in the order sent. */
  function acknowledgedOf(answers: ApiAnswer[]): [string, unknown][] {
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 409).map((answer) => answer.status)).toEqual([]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.json).toEqual(CHANGED);
    return ADDED.filter((_, index) => answers[index]?.status === 200);
  }

  it('30 simultaneous first saves, each adding one answer: one creates the profile, the others are refused, nothing acknowledged is missing', async () => {
    const member = await memberOnPlan('premium');
    const answers = await Promise.all(ADDED.map((entry) => addOne(member.accessToken, entry)));

    const acknowledged = acknowledgedOf(answers);
    expect(acknowledged).toHaveLength(1);
    const item = await stored(member.userId);
    expect(item?.answers).toEqual({ ...STORED_REQUIRED, ...Object.fromEntries(acknowledged) });
    expect(item?.revision).toBe(1);
  });

  it('30 simultaneous saves from the same loaded profile: the first to commit wins, the others change nothing', async () => {
    const member = await memberOnPlan('premium');
    const base = (await save(member.accessToken, { form: 'complete', profile: REQUIRED })).json as DogProfileResponse;
    const answers = await Promise.all(ADDED.map((entry) => addOne(member.accessToken, entry, base.revision)));

    const acknowledged = acknowledgedOf(answers);
    expect(acknowledged).toHaveLength(1);
    const item = await stored(member.userId);
    expect(item?.answers).toEqual({ ...STORED_REQUIRED, ...Object.fromEntries(acknowledged) });
    expect(item?.revision).toBe(base.revision + 1);
    const read = (await api('GET', '/dog-profile', { token: member.accessToken })).json as DogProfileResponse;
    expect(read.revision).toBe(base.revision + 1);
  });

  it('30 saves that each reload the profile after a 409 and save again end with all thirty answers stored', async () => {
    const member = await memberOnPlan('premium');
    await save(member.accessToken, { form: 'complete', profile: REQUIRED });
    let refusals = 0;
    const saveUntilAccepted = async (entry: [string, unknown]) => {
      for (;;) {
        const { revision } = (await api('GET', '/dog-profile', { token: member.accessToken })).json as DogProfileResponse;
        const answer = await addOne(member.accessToken, entry, revision);
        if (answer.status === 200) return;
        expect(answer.json).toEqual(CHANGED);
        refusals += 1;
      }
    };
    await Promise.all(ADDED.map(saveUntilAccepted));

    const item = await stored(member.userId);
    expect(item?.answers).toEqual({ ...STORED_REQUIRED, ...Object.fromEntries(ADDED) });
    expect(item?.revision).toBe(1 + ADDED.length);
    expect(refusals).toBeGreaterThan(0); // the saves did race
  });

  it('refuses a save from a page loaded before the last save, and keeps the stored answers as they were', async () => {
    const member = await memberOnPlan('gratuit');
    const first = (await save(member.accessToken, { form: 'quick', profile: QUICK })).json as DogProfileResponse;
    await save(member.accessToken, { form: 'quick', revision: first.revision, profile: { ...QUICK, race: 'Berger blanc suisse' } });
    const before = await stored(member.userId);

    const stale = await save(member.accessToken, { form: 'quick', revision: first.revision, profile: { ...QUICK, nom: 'Pépette II' } });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual(CHANGED);
    expect(await stored(member.userId)).toEqual(before);
  });
});

describe('PUT /dog-profile with a valid token whose member no longer exists (issue 9: no orphan write)', () => {
  const GONE = { error: { code: 'MEMBER_NOT_FOUND', message: 'Ton profil n’existe pas encore. Reconnecte-toi dans un instant.' } };

  async function deleteMemberItems(userId: string) {
    const db = testDb();
    await Promise.all([db.entities.profile.delete({ userId }).go(), db.entities.subscription.delete({ userId }).go(), db.entities.points.delete({ userId }).go()]);
  }

  it('answers 403 in French and creates no dog profile', async () => {
    const account = await signUpAndSignIn('member');
    await deleteMemberItems(account.userId);

    const answer = await save(account.accessToken, { form: 'quick', profile: QUICK });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(GONE);
    expect((await testDb().entities.dog.get({ userId: account.userId, dogId: FIRST_DOG_ID }).go()).data).toBeNull();
  });

  it('answers 403 in French and leaves an existing dog profile as it was', async () => {
    const account = await signUpAndSignIn('member');
    const first = (await save(account.accessToken, { form: 'quick', profile: QUICK })).json as DogProfileResponse;
    const before = (await testDb().entities.dog.get({ userId: account.userId, dogId: FIRST_DOG_ID }).go()).data;
    await deleteMemberItems(account.userId);

    const answer = await save(account.accessToken, { form: 'quick', revision: first.revision, profile: { ...QUICK, nom: 'Orphelin' } });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(GONE);
    expect((await testDb().entities.dog.get({ userId: account.userId, dogId: FIRST_DOG_ID }).go()).data).toEqual(before);
  });
});

describe('the demo dogs (seeded on every start of npm start)', () => {
  it('give each demo owner a valid dog and validated fiches, once, however many times the seed runs', async () => {
    const owners = new Map<string, string>();
    const tokens = new Map<string, string>();
    for (const dog of DEMO_DOGS) {
      const plan = dog.ownerEmail.split('@')[0] as PlanId;
      const account = await memberOnPlan(plan);
      owners.set(dog.ownerEmail, account.userId);
      tokens.set(dog.ownerEmail, account.accessToken);
    }
    const now = () => new Date().toISOString();
    await seedDemoDogs(testDb(), owners, now);
    await seedDemoDogs(testDb(), owners, now);

    for (const dog of DEMO_DOGS) {
      const token = tokens.get(dog.ownerEmail)!;
      const { profile } = (await api('GET', '/dog-profile', { token })).json as DogProfileResponse;
      expect(profile.profile_version).toBe(dog.save.form === 'quick' ? 'light' : 'complete');
      expect(profile.profil_complet).toBe(dog.save.form !== 'quick');
      // The seed validates through the real use case, a few fiches a day up to today (never past the daily cap, so
      // every fiche pays): a fiche of its month's challenge pays that month's bonus, once; a complete profile its +5.
      const seededAt = new Date().toISOString();
      const months = new Map<string, string[]>();
      dog.validatedFicheIds.forEach((id, index) => {
        const month = parisMonth(demoValidationInstant(index, dog.validatedFicheIds.length, seededAt));
        months.set(month, [...(months.get(month) ?? []), id]);
      });
      const published = FICHES.filter((fiche) => fiche.isPublished);
      const challenges = [...months].filter(([month, ids]) => ids.some((id) => defaultChallengeFicheIds(month, published).includes(id))).length;
      const profileBonus = profile.profil_complet ? POINTS_RULES.profileCompleted : 0;
      const expected = dog.validatedFicheIds.reduce(
        (sum, id) => sum + (FICHES.find((fiche) => fiche.id === id)?.pointsReward ?? 0),
        challenges * POINTS_RULES.monthlyChallenge + profileBonus,
      );
      expect(((await api('GET', '/me', { token })).json as Me).points).toEqual({ total: expected, level: levelFor(expected).id });
    }
  });
});
