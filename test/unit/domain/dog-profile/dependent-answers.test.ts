import {
  contradictedDetails,
  DEPENDENT_ANSWERS,
  isDetailAsked,
  questionOfDetail,
  withoutContradictedDetails,
  withoutUnaskedDetails,
} from '../../../../shared/domain/dog-profile/dependent-answers';
import { completeProfileFormSchema, wizardLightProfileFormSchema } from '../../../../shared/schemas/dog-profile-forms';
import { dogProfileAnswersSchema } from '../../../../shared/schemas/dog-profile';

const FEARS = DEPENDENT_ANSWERS[0].message;
const ANIMALS = DEPENDENT_ANSWERS[1].message;

describe('details that follow a yes (issue 23: no "A des peurs : Non" beside a list of fears)', () => {
  it('a detail is asked only once its question is answered yes; a field that follows no question is always asked', () => {
    expect(questionOfDetail('peurs_specifiques')).toBe('a_des_peurs');
    expect(questionOfDetail('autres_animaux')).toBe('autres_animaux_present');
    expect(questionOfDetail('nom')).toBeUndefined();
    expect(isDetailAsked({ a_des_peurs: true }, 'peurs_specifiques')).toBe(true);
    expect(isDetailAsked({ a_des_peurs: false }, 'peurs_specifiques')).toBe(false);
    expect(isDetailAsked({ a_des_peurs: null }, 'peurs_specifiques')).toBe(false);
    expect(isDetailAsked({}, 'autres_animaux')).toBe(false);
    expect(isDetailAsked({}, 'nom')).toBe(true);
  });

  it.each([
    ['no with fears', { a_des_peurs: false, peurs_specifiques: ['voitures'] }, [{ detail: 'peurs_specifiques', message: FEARS }]],
    ['no with animals', { autres_animaux_present: false, autres_animaux: [{ type: 'Chat' }] }, [{ detail: 'autres_animaux', message: ANIMALS }]],
    ['yes with fears', { a_des_peurs: true, peurs_specifiques: ['voitures'] }, []],
    ['no with an empty list', { a_des_peurs: false, peurs_specifiques: [] }, []],
    ['fears without the question (an older save)', { peurs_specifiques: ['voitures'] }, []],
  ])('%s', (_, answers, expected) => {
    expect(contradictedDetails(answers)).toEqual(expected);
  });

  it('a form sends the details of a no (or of an unanswered question) empty, and those of a yes as they are', () => {
    expect(
      withoutUnaskedDetails({ a_des_peurs: false, peurs_specifiques: ['voitures'], autres_animaux_present: true, autres_animaux: [{ type: 'Chat' }] }),
    ).toEqual({ a_des_peurs: false, peurs_specifiques: [], autres_animaux_present: true, autres_animaux: [{ type: 'Chat' }] });
    expect(withoutUnaskedDetails({ peurs_specifiques: ['voitures'], nom: 'Rex' })).toEqual({ peurs_specifiques: [], nom: 'Rex' });
    // A form that does not ask the detail does not start sending it.
    expect(withoutUnaskedDetails({ autres_animaux_present: false })).toEqual({ autres_animaux_present: false });
  });

  it('a stored no clears the details another form had stored under it', () => {
    expect(withoutContradictedDetails({ nom: 'Rex', autres_animaux_present: false, autres_animaux: [{ type: 'Chat' }], peurs_specifiques: ['voitures'] })).toEqual({
      nom: 'Rex',
      autres_animaux_present: false,
      peurs_specifiques: ['voitures'],
    });
  });

  it('the forms refuse the contradiction under the detail, the stored profile is still read as it is', () => {
    const complete = completeProfileFormSchema.safeParse({ nom: 'Rex', sexe: 'male', consentement_rgpd: true, a_des_peurs: false, peurs_specifiques: ['voitures'] });
    expect(complete.success).toBe(false);
    expect(complete.error?.issues).toEqual([expect.objectContaining({ path: ['peurs_specifiques'], message: FEARS })]);
    const wizard = wizardLightProfileFormSchema.safeParse({
      nom: 'Rex',
      age: 3,
      sexe: 'male',
      niveau_energie: 'calme',
      temperament: 'sociable',
      type_logement: 'appartement',
      sorties_par_jour: 2,
      duree_sortie_minutes: 30,
      accept_data: true,
      a_des_peurs: true,
      peurs_specifiques: ['voitures'],
    });
    expect(wizard.success).toBe(true);
    expect(dogProfileAnswersSchema.safeParse({ a_des_peurs: false, peurs_specifiques: ['voitures'] }).success).toBe(true);
  });
});
