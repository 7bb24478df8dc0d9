import { COMPLETE_PROFILE_STEPS } from './steps';

/**
 * Profile completion and version (SPEC §3, §4, §9).
 * - wizard: share of the 8 key (required) fields, in percent;
 * - quick form: share of 7 key fields × 0.4, rounded (a full quick profile is 40 %, 'Allégé');
 * - complete form: share of all its answer fields × 1.25, capped at 100;
 * - profil_complet: completion ≥ 80 from the complete form, or from step 10 of the wizard; always false
 *   from the quick form and from a light wizard save.
 * A field counts as answered unless it is missing, null, '' or an empty list (a 'non' is an answer).
 */
export const PROFILE_COMPLETION_THRESHOLD = 40;
export const PROFIL_COMPLET_THRESHOLD = 80;

export const WIZARD_KEY_FIELDS = [
  'nom',
  'age',
  'sexe',
  'niveau_energie',
  'temperament',
  'type_logement',
  'sorties_par_jour',
  'duree_sortie_minutes',
] as const;

export const QUICK_KEY_FIELDS = ['nom', 'age', 'sexe', 'niveau_energie', 'temperament', 'type_logement', 'objectifs_prioritaires'] as const;
const QUICK_FACTOR = 0.4;

/** Every answer field of the complete form (its validation step aside), with the age under its stored name. */
export const COMPLETE_FORM_FIELDS: readonly string[] = COMPLETE_PROFILE_STEPS.slice(0, -1)
  .flatMap((step) => step.fields)
  .map((field) => (field === 'age_mois' ? 'age' : field));
const COMPLETE_FACTOR = 1.25;

export type ProfileAnswers = Readonly<Record<string, unknown>>;

export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

function answeredShare(profile: ProfileAnswers, fields: readonly string[]): number {
  return fields.filter((field) => isAnswered(profile[field])).length / fields.length;
}

export function wizardCompletion(profile: ProfileAnswers): number {
  return Math.round(answeredShare(profile, WIZARD_KEY_FIELDS) * 100);
}

export function quickCompletion(profile: ProfileAnswers): number {
  return Math.round(answeredShare(profile, QUICK_KEY_FIELDS) * 100 * QUICK_FACTOR);
}

export function completeCompletion(profile: ProfileAnswers): number {
  return Math.min(100, Math.round(answeredShare(profile, COMPLETE_FORM_FIELDS) * 100 * COMPLETE_FACTOR));
}

/** Where a profile is saved from. */
export const PROFILE_SOURCES = ['quick', 'complete', 'wizard_light', 'wizard_complete'] as const;
export type ProfileSource = (typeof PROFILE_SOURCES)[number];
export type ProfileVersion = 'light' | 'complete';

export interface ProfileMeta {
  completion_percentage: number;
  profil_complet: boolean;
  profile_version: ProfileVersion;
}

/** What the server stores beside the answers on each save. A profile never goes back from complete to light. */
export function profileMeta(source: ProfileSource, profile: ProfileAnswers, previousVersion?: ProfileVersion): ProfileMeta {
  const upgrades = source === 'complete' || source === 'wizard_complete';
  const profile_version: ProfileVersion = upgrades ? 'complete' : (previousVersion ?? 'light');
  const completion_percentage =
    source === 'quick' ? quickCompletion(profile) : source === 'complete' ? completeCompletion(profile) : wizardCompletion(profile);
  return { completion_percentage, profil_complet: upgrades && completion_percentage >= PROFIL_COMPLET_THRESHOLD, profile_version };
}

export type CompletionStatus = 'complete' | 'light' | 'start';

export const COMPLETION_STATUS_LABELS: Readonly<Record<CompletionStatus, string>> = {
  complete: 'Profil complet à jour',
  light: 'Allégé',
  start: 'Commence ton profil',
};

/** The completeness label of the profile hub (SPEC §2 Dog profile hub). */
export function completionStatus(profile: Pick<ProfileMeta, 'profil_complet' | 'completion_percentage'>): CompletionStatus {
  if (profile.profil_complet) return 'complete';
  return profile.completion_percentage >= PROFILE_COMPLETION_THRESHOLD ? 'light' : 'start';
}

/** The version label of the read-only view: 'complète' or 'rapide'. */
export function versionLabel(version: ProfileVersion): string {
  return version === 'complete' ? 'complète' : 'rapide';
}

/** Where the hub's edit button leads: the complete form for a complete profile, else the quick one. */
export function profileEditPath(profile: Pick<ProfileMeta, 'profil_complet'>): string {
  return profile.profil_complet ? '/profil-chien/complet' : '/profil-chien';
}
