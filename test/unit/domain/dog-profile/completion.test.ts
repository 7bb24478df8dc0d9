import {
  COMPLETE_FORM_FIELDS,
  COMPLETION_STATUS_LABELS,
  completeCompletion,
  completionStatus,
  isAnswered,
  profileEditPath,
  profileMeta,
  QUICK_KEY_FIELDS,
  quickCompletion,
  versionLabel,
  WIZARD_KEY_FIELDS,
  wizardCompletion,
} from '../../../../shared/domain/dog-profile/completion';
import { stepLabel, stepProgress, WIZARD_PROFILE_STEPS, QUICK_PROFILE_STEPS, COMPLETE_PROFILE_STEPS } from '../../../../shared/domain/dog-profile/steps';

/** A profile where the first `count` of `fields` are answered. */
function answering(fields: readonly string[], count: number): Record<string, unknown> {
  return Object.fromEntries(fields.slice(0, count).map((field) => [field, field === 'objectifs_prioritaires' ? ['rappel'] : 'x']));
}

describe('steps (SPEC §9: wizard 10, quick 6, complete 7)', () => {
  it('has the SPEC step counts', () => {
    expect(QUICK_PROFILE_STEPS).toHaveLength(6);
    expect(COMPLETE_PROFILE_STEPS).toHaveLength(7);
    expect(WIZARD_PROFILE_STEPS).toHaveLength(10);
  });

  it("labels and measures progress as step / total", () => {
    expect(stepLabel(3, 10)).toBe('Étape 3 sur 10');
    expect(stepProgress(3, 10)).toBe(30);
    expect(stepProgress(1, 6)).toBe(17);
    expect(stepProgress(10, 10)).toBe(100);
  });

  it('asks each wizard field in one step only', () => {
    const fields = WIZARD_PROFILE_STEPS.flatMap((step) => step.fields);
    expect(new Set(fields).size).toBe(fields.length);
  });
});

describe('answered fields', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    [[], false],
    [false, true],
    [0, true],
    ['Rex', true],
    [['rappel'], true],
  ])('%p answered: %p', (value, expected) => {
    expect(isAnswered(value)).toBe(expected);
  });
});

describe('wizard completion: share of the 8 key fields', () => {
  it('uses the 8 required fields', () => {
    expect(WIZARD_KEY_FIELDS).toEqual(['nom', 'age', 'sexe', 'niveau_energie', 'temperament', 'type_logement', 'sorties_par_jour', 'duree_sortie_minutes']);
  });

  it.each([
    [0, 0],
    [1, 13],
    [3, 38],
    [4, 50],
    [7, 88],
    [8, 100],
  ])('%i of 8 → %i%%', (count, percent) => {
    expect(wizardCompletion(answering(WIZARD_KEY_FIELDS, count))).toBe(percent);
  });
});

describe('quick completion: share of 7 fields × 0.4, rounded', () => {
  it.each([
    [0, 0],
    [1, 6],
    [3, 17],
    [6, 34],
    [7, 40],
  ])('%i of 7 → %i%%', (count, percent) => {
    expect(quickCompletion(answering(QUICK_KEY_FIELDS, count))).toBe(percent);
  });
});

describe('complete completion: share of all fields × 1.25, capped at 100', () => {
  it('counts the 42 answer fields of the complete form, age under its stored name', () => {
    expect(COMPLETE_FORM_FIELDS).toHaveLength(42);
    expect(COMPLETE_FORM_FIELDS).toContain('age');
    expect(COMPLETE_FORM_FIELDS).not.toContain('age_mois');
    expect(COMPLETE_FORM_FIELDS).not.toContain('consentement_rgpd');
  });

  it.each([
    [0, 0],
    [13, 39],
    [14, 42],
    [26, 77],
    [27, 80],
    [33, 98],
    [34, 100],
    [42, 100],
  ])('%i of 42 → %i%%', (count, percent) => {
    expect(completeCompletion(answering(COMPLETE_FORM_FIELDS, count))).toBe(percent);
  });
});

describe('profile meta on save (SPEC §4)', () => {
  it('complete form: profil_complet from 80 %, version complete', () => {
    expect(profileMeta('complete', answering(COMPLETE_FORM_FIELDS, 27))).toEqual({ completion_percentage: 80, profil_complet: true, profile_version: 'complete' });
    expect(profileMeta('complete', answering(COMPLETE_FORM_FIELDS, 26))).toEqual({ completion_percentage: 77, profil_complet: false, profile_version: 'complete' });
  });

  it('quick form: never profil_complet, keeps the version it had', () => {
    expect(profileMeta('quick', answering(QUICK_KEY_FIELDS, 7))).toEqual({ completion_percentage: 40, profil_complet: false, profile_version: 'light' });
    expect(profileMeta('quick', answering(QUICK_KEY_FIELDS, 7), 'complete').profile_version).toBe('complete');
  });

  it('wizard: step 10 makes the profile complete, a light save does not', () => {
    const full = answering(WIZARD_KEY_FIELDS, 8);
    expect(profileMeta('wizard_complete', full, 'light')).toEqual({ completion_percentage: 100, profil_complet: true, profile_version: 'complete' });
    expect(profileMeta('wizard_light', full)).toEqual({ completion_percentage: 100, profil_complet: false, profile_version: 'light' });
    expect(profileMeta('wizard_light', full, 'complete').profile_version).toBe('complete');
  });
});

describe('completion label (SPEC §2 Dog profile hub, threshold 40)', () => {
  it.each([
    [false, 0, 'start', 'Commence ton profil'],
    [false, 39, 'start', 'Commence ton profil'],
    [false, 40, 'light', 'Allégé'],
    [false, 79, 'light', 'Allégé'],
    [false, 100, 'light', 'Allégé'],
    [true, 80, 'complete', 'Profil complet à jour'],
  ] as const)('profil_complet %p at %i%% → %s', (profil_complet, completion_percentage, status, label) => {
    expect(completionStatus({ profil_complet, completion_percentage })).toBe(status);
    expect(COMPLETION_STATUS_LABELS[status]).toBe(label);
  });

  it('sends the edit button to the complete form only for a complete profile', () => {
    expect(profileEditPath({ profil_complet: true })).toBe('/profil-chien/complet');
    expect(profileEditPath({ profil_complet: false })).toBe('/profil-chien');
  });

  it('labels the version', () => {
    expect(versionLabel('complete')).toBe('complète');
    expect(versionLabel('light')).toBe('rapide');
  });
});
