import { dogProfileAnswersSchema, normalizeDogProfileInput, parseDogProfileAnswers } from '../../../shared/schemas/dog-profile';
import {
  answersToMonthsForm,
  COMPLETE_PROFILE_FORM_STEPS,
  completeProfileFormSchema,
  monthsFormToAnswers,
  QUICK_PROFILE_FORM_STEPS,
  quickProfileFormSchema,
  validateProfileStep,
  WIZARD_PROFILE_FORM_STEPS,
  wizardLightProfileFormSchema,
} from '../../../shared/schemas/dog-profile-forms';
import { fieldErrors } from '../../../shared/schemas/field-errors';
import type * as z from 'zod';

function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('second readings of SPEC §3 are accepted and mapped', () => {
  it.each([
    ['niveau_energie', 'basse', 'calme'],
    ['niveau_energie', 'moyenne', 'equilibre'],
    ['niveau_energie', 'haute', 'dynamique'],
    ['niveau_energie', 'tres_haute', 'tres_actif'],
    ['niveau_energie', 'calme', 'calme'],
    ['type_logement', 'maison', 'maison_jardin'],
    ['liberte_promenade', 'sans_laisse', 'detache_souvent'],
  ])('%s %s → %s', (field, input, stored) => {
    expect(parseDogProfileAnswers({ [field]: input }).data?.[field as 'niveau_energie']).toBe(stored);
  });

  it('maps goals, deduplicates them and turns autre into objectif_autre', () => {
    expect(parseDogProfileAnswers({ objectifs_prioritaires: ['marche', 'peur', 'reactivite'] }).data?.objectifs_prioritaires).toEqual([
      'marche_laisse',
      'peur_reactivite',
    ]);
    expect(parseDogProfileAnswers({ objectifs_prioritaires: ['solitude', 'autre'] }).data).toEqual({
      objectifs_prioritaires: ['separation'],
      objectif_autre: 'Autre objectif',
    });
    expect(parseDogProfileAnswers({ objectifs_prioritaires: ['autre'], objectif_autre: 'Prendre le train' }).data?.objectif_autre).toBe('Prendre le train');
  });

  it('maps laisse_courte to longe in the equipment list', () => {
    expect(parseDogProfileAnswers({ materiel_utilise: ['laisse_courte', 'harnais'] }).data?.materiel_utilise).toEqual(['longe', 'harnais']);
  });

  it('renames alternative field names, the canonical one winning', () => {
    expect(normalizeDogProfileInput({ nom_chien: 'Rex', sterilise: true, rappel_ok: false, sensibilite_tactile: 'elevee', lieu_adoption: 'refuge', composition_familiale: 'Deux adultes' })).toEqual({
      nom: 'Rex',
      castre_sterilise: true,
      rappel_fiable: false,
      sensibilite_toucher: 'elevee',
      origine_adoption: 'refuge',
      composition_famille: 'Deux adultes',
    });
    expect(normalizeDogProfileInput({ nom_chien: 'Ancien', nom: 'Rex' })).toEqual({ nom: 'Rex' });
  });

  it('refuses unknown fields and values outside the sets', () => {
    expect(parseDogProfileAnswers({ couleur: 'noir' }).success).toBe(false);
    expect(errors(dogProfileAnswersSchema, { temperament: 'joueur' })).toEqual({ temperament: 'Choisis une valeur de la liste' });
  });
});

describe('stored limits (SPEC §5, §9)', () => {
  it.each([
    ['age', 25, undefined],
    ['age', 25.5, 'L’âge doit être compris entre 0 et 25 ans'],
    ['age', -1, 'L’âge doit être compris entre 0 et 25 ans'],
    ['sorties_par_jour', 20, undefined],
    ['sorties_par_jour', 21, 'Le nombre de sorties par jour doit être compris entre 0 et 20'],
    ['sorties_par_jour', 2.5, 'Saisis un nombre entier'],
    ['duree_sortie_minutes', 500, undefined],
    ['duree_sortie_minutes', 501, 'La durée d’une sortie doit être comprise entre 0 et 500 minutes'],
    ['age_adoption', 300, undefined],
    ['age_adoption', 301, 'L’âge à l’adoption doit être compris entre 0 et 300 mois'],
    ['temps_solitude_heures', 24, undefined],
    ['temps_solitude_heures', 24.5, 'Le temps passé seul doit être compris entre 0 et 24 heures'],
    ['frequence_repas', 0, 'Le nombre de repas par jour doit être compris entre 1 et 5'],
    ['frequence_repas', 1, undefined],
    ['frequence_repas', 5, undefined],
    ['frequence_repas', 6, 'Le nombre de repas par jour doit être compris entre 1 et 5'],
    ['objectifs_prioritaires', ['rappel', 'proprete', 'socialisation'], undefined],
    ['objectifs_prioritaires', ['rappel', 'proprete', 'socialisation', 'obeissance'], 'Choisis au plus 3 objectifs'],
    ['sorties_par_jour', 'beaucoup', 'Saisis un nombre'],
    ['nom', 'R'.repeat(51), 'Le nom doit contenir au plus 50 caractères'],
  ])('%s = %p → %p', (field, value, message) => {
    expect(errors(dogProfileAnswersSchema, { [field]: value })[field]).toBe(message);
  });

  it('reads empty inputs as not answered and numeric text as numbers', () => {
    expect(dogProfileAnswersSchema.parse({ sorties_par_jour: '', niveau_energie: '', temps_solitude_heures: '1,5', race: '  ' })).toEqual({
      sorties_par_jour: null,
      niveau_energie: null,
      temps_solitude_heures: 1.5,
      race: null,
    });
  });
});

const quickValid = {
  nom: 'Rex',
  age_mois: 18,
  sexe: 'male',
  niveau_energie: 'dynamique',
  temperament: 'sociable',
  type_logement: 'appartement',
  sorties_par_jour: 3,
  duree_sortie_minutes: 30,
  objectifs_prioritaires: ['rappel'],
};

describe('quick form, step by step (SPEC §5)', () => {
  it('has 6 steps and validates one at a time', () => {
    expect(QUICK_PROFILE_FORM_STEPS.map((step) => step.title)).toEqual(['Identité', 'Énergie et tempérament', 'Logement', 'Activité', 'Comportement', 'Objectifs']);
    expect(validateProfileStep(QUICK_PROFILE_FORM_STEPS, 1, { nom: '', sexe: 'male' })).toEqual({ nom: 'Le nom est requis' });
    expect(validateProfileStep(QUICK_PROFILE_FORM_STEPS, 1, { nom: 'Rex' })).toEqual({ sexe: 'Indique si ton chien est un mâle ou une femelle' });
    expect(validateProfileStep(QUICK_PROFILE_FORM_STEPS, 1, { nom: 'Rex', sexe: 'femelle', age_mois: 301 })).toEqual({
      age_mois: 'L’âge doit être compris entre 0 et 300 mois',
    });
    expect(validateProfileStep(QUICK_PROFILE_FORM_STEPS, 2, {})).toEqual({});
    expect(validateProfileStep(QUICK_PROFILE_FORM_STEPS, 4, { duree_sortie_minutes: 500 })).toEqual({});
    expect(validateProfileStep(QUICK_PROFILE_FORM_STEPS, 4, { sorties_par_jour: 21 })).toEqual({
      sorties_par_jour: 'Le nombre de sorties par jour doit être compris entre 0 et 20',
    });
    expect(() => validateProfileStep(QUICK_PROFILE_FORM_STEPS, 7, {})).toThrow(RangeError);
  });

  it('does not enforce a minimum of goals', () => {
    expect(quickProfileFormSchema.safeParse({ ...quickValid, objectifs_prioritaires: [] }).success).toBe(true);
  });

  it('converts the age from months to years and back', () => {
    const answers = monthsFormToAnswers(quickProfileFormSchema.parse(quickValid));
    expect(answers).toMatchObject({ nom: 'Rex', age: 1.5 });
    expect(answers).not.toHaveProperty('age_mois');
    expect(answersToMonthsForm(answers)).toMatchObject({ age_mois: 18 });
    expect(answersToMonthsForm({ nom: 'Rex' })).toEqual({ nom: 'Rex', age_mois: null });
    expect(monthsFormToAnswers(quickProfileFormSchema.parse({ ...quickValid, age_mois: '' })).age).toBeNull();
    expect(dogProfileAnswersSchema.safeParse(answers).success).toBe(true);
  });
});

describe('complete form (SPEC §5)', () => {
  it('has 7 steps and requires the data-processing consent', () => {
    expect(COMPLETE_PROFILE_FORM_STEPS).toHaveLength(7);
    expect(validateProfileStep(COMPLETE_PROFILE_FORM_STEPS, 7, { consentement_rgpd: false })).toEqual({
      consentement_rgpd: 'Vous devez accepter le traitement de vos données',
    });
    expect(validateProfileStep(COMPLETE_PROFILE_FORM_STEPS, 7, { consentement_rgpd: true })).toEqual({});
    expect(completeProfileFormSchema.safeParse({ ...quickValid, consentement_rgpd: true, temps_solitude_heures: 25 }).success).toBe(false);
    expect(completeProfileFormSchema.safeParse({ ...quickValid, consentement_rgpd: true, age_adoption: 3 }).success).toBe(true);
  });
});

const wizardValid = {
  nom: 'Nala',
  age: '2',
  sexe: 'femelle',
  niveau_energie: 'calme',
  temperament: 'craintif',
  type_logement: 'maison_jardin',
  sorties_par_jour: '2',
  duree_sortie_minutes: '45',
  accept_data: true,
};

describe('10-step wizard (SPEC §5 Wizard)', () => {
  it('requires the 8 starred fields with French messages', () => {
    expect(WIZARD_PROFILE_FORM_STEPS).toHaveLength(10);
    expect(validateProfileStep(WIZARD_PROFILE_FORM_STEPS, 1, {})).toEqual({
      nom: 'Le nom est requis',
      age: 'L’âge est requis',
      sexe: 'Indique si ton chien est un mâle ou une femelle',
    });
    expect(validateProfileStep(WIZARD_PROFILE_FORM_STEPS, 2, { niveau_energie: '' })).toEqual({
      niveau_energie: 'Le niveau d’énergie est requis',
      temperament: 'Le tempérament est requis',
    });
    expect(validateProfileStep(WIZARD_PROFILE_FORM_STEPS, 2, { niveau_energie: 'zen', temperament: 'sociable' })).toEqual({
      niveau_energie: 'Choisis une valeur de la liste',
    });
    expect(validateProfileStep(WIZARD_PROFILE_FORM_STEPS, 3, {})).toEqual({
      type_logement: 'Le type de logement est requis',
      sorties_par_jour: 'Le nombre de sorties par jour est requis',
      duree_sortie_minutes: 'La durée d’une sortie est requise',
    });
  });

  it.each([
    ['age', '25', undefined],
    ['age', '26', 'L’âge doit être compris entre 0 et 25 ans'],
    ['age', 'deux', 'Saisis un nombre'],
    ['sorties_par_jour', '20', undefined],
    ['sorties_par_jour', '21', 'Le nombre de sorties par jour doit être compris entre 0 et 20'],
    ['duree_sortie_minutes', '300', undefined],
    ['duree_sortie_minutes', '301', 'La durée d’une sortie doit être comprise entre 0 et 300 minutes'],
    ['sorties_par_jour', '1.5', 'Saisis un nombre entier'],
  ])('%s = %p → %p', (field, value, message) => {
    expect(errors(wizardLightProfileFormSchema, { ...wizardValid, [field]: value })[field]).toBe(message);
  });

  it('parses numeric text and requires the data acceptance', () => {
    expect(wizardLightProfileFormSchema.parse(wizardValid)).toMatchObject({ age: 2, sorties_par_jour: 2, duree_sortie_minutes: 45 });
    expect(errors(wizardLightProfileFormSchema, { ...wizardValid, accept_data: false })).toEqual({
      accept_data: 'Veuillez accepter l’utilisation des données',
    });
    expect(validateProfileStep(WIZARD_PROFILE_FORM_STEPS, 8, { frequence_repas: '6' })).toEqual({
      frequence_repas: 'Le nombre de repas par jour doit être compris entre 1 et 5',
    });
    expect(validateProfileStep(WIZARD_PROFILE_FORM_STEPS, 5, { objectifs_prioritaires: ['rappel', 'proprete', 'obeissance', 'socialisation'] })).toEqual({
      objectifs_prioritaires: 'Choisis au plus 3 objectifs',
    });
  });
});
