import type { DogProfileResponse } from '../../shared/contract';
import { DEPENDENT_ANSWERS } from '../../shared/domain/dog-profile/dependent-answers';
import { FIRST_DOG_ID } from '../../shared/domain/dogs';
import { api } from './support/api';
import { memberOnPlan, testDb } from './support/members';

jest.setTimeout(60_000);

/**
 * PUT /dog-profile refuses a 'no' beside its details (issue 23: 'A des peurs : Non' with a list of fears), clears the
 * details a 'no' of another form contradicts, and still reads a profile stored with both before the rule.
 */
const REQUIRED = { nom: 'Pépette', age_mois: 18, sexe: 'femelle', consentement_rgpd: true } as const;
const WIZARD = {
  nom: 'Pépette',
  age: 1.5,
  sexe: 'femelle',
  niveau_energie: 'calme',
  temperament: 'reserve',
  type_logement: 'maison_jardin',
  sorties_par_jour: 2,
  duree_sortie_minutes: 30,
  accept_data: true,
};
const [FEARS, ANIMALS] = DEPENDENT_ANSWERS;

const save = (token: string, body: unknown) => api('PUT', '/dog-profile', { token, body });
const read = async (token: string) => (await api('GET', '/dog-profile', { token })).json as DogProfileResponse;

describe('PUT /dog-profile and the details of a yes/no question', () => {
  it.each([
    ['complete', 'no fears but a list of fears', { ...REQUIRED, a_des_peurs: false, peurs_specifiques: ['voitures', 'inconnus'] }, { 'profile.peurs_specifiques': FEARS.message }],
    ['complete', 'no other animal but a cat', { ...REQUIRED, autres_animaux_present: false, autres_animaux: [{ type: 'Chat', nom: 'Mistigri' }] }, { 'profile.autres_animaux': ANIMALS.message }],
    ['wizard_light', 'no fears but a list of fears', { ...WIZARD, a_des_peurs: false, peurs_specifiques: ['bruits_forts'] }, { 'profile.peurs_specifiques': FEARS.message }],
  ])('the %s form with %s: 400 in French under the detail, nothing stored', async (form, _, profile, fields) => {
    const { accessToken } = await memberOnPlan('premium');
    const answer = await save(accessToken, { form, profile });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields } });
    expect((await api('GET', '/dog-profile', { token: accessToken })).status).toBe(404);
  });

  it('a no from a form that does not ask the details (the wizard) clears the ones the complete form stored', async () => {
    const { accessToken } = await memberOnPlan('premium');
    const first = await save(accessToken, {
      form: 'complete',
      profile: { ...REQUIRED, autres_animaux_present: true, autres_animaux: [{ type: 'Chat', nom: 'Mistigri' }] },
    });
    expect(first.status).toBe(200);
    const second = await save(accessToken, {
      form: 'wizard_light',
      revision: (first.json as DogProfileResponse).revision,
      profile: { ...WIZARD, autres_animaux_present: false },
    });
    expect(second.status).toBe(200);
    const { profile } = await read(accessToken);
    expect(profile.autres_animaux_present).toBe(false);
    expect(profile).not.toHaveProperty('autres_animaux');
  });

  it('a profile stored with both before the rule is still read (GET 200), and its next save clears the contradiction', async () => {
    const { accessToken, userId } = await memberOnPlan('premium');
    const first = await save(accessToken, { form: 'complete', profile: { ...REQUIRED, a_des_peurs: true, peurs_specifiques: ['voitures'] } });
    expect(first.status).toBe(200);
    const item = (await testDb().entities.dog.get({ userId, dogId: FIRST_DOG_ID }).go({ consistent: true })).data!;
    await testDb()
      .entities.dog.patch({ userId, dogId: FIRST_DOG_ID })
      .set({ answers: { ...item.answers, a_des_peurs: false } })
      .go();

    const before = await api('GET', '/dog-profile', { token: accessToken });
    expect(before.status).toBe(200);
    expect((before.json as DogProfileResponse).profile).toMatchObject({ a_des_peurs: false, peurs_specifiques: ['voitures'] });

    const quick = await save(accessToken, { form: 'quick', revision: (before.json as DogProfileResponse).revision, profile: { nom: 'Pépette', age_mois: 18, sexe: 'femelle' } });
    expect(quick.status).toBe(200);
    expect((await read(accessToken)).profile).not.toHaveProperty('peurs_specifiques');
  });
});
