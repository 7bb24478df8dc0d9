import * as z from 'zod';
import { FICHE_CATEGORIES, FICHE_LEVEL_LABELS, FICHE_LEVELS, FICHE_TYPES, type Fiche, type FicheLevel, type FicheStep } from '../domain/fiche';
import { BEHAVIOUR_TAG_IDS, type BehaviourTag } from '../domain/behaviour-tags';
import { number, text } from './fields';

/** The admin fiche form (SPEC §5 Fiche admin form, §9 Admin fiche defaults). The first error message is shown. */
export const FICHE_FORM_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  objectiveMin: 10,
  objectiveMax: 500,
  descriptionMax: 2000,
  durationMin: 1,
  durationMax: 180,
  frequencyMax: 200,
  contextMax: 1000,
  materialsMax: 1000,
  stepsMax: 5000,
  mistakesMax: 2000,
  successCriteriaMax: 1000,
  pointsMin: 0,
  pointsMax: 100,
} as const;
const L = FICHE_FORM_LIMITS;

export const FICHE_FORM_DEFAULTS = {
  category: 'chiot',
  level: 'tous',
  durationMinutes: 15,
  pointsReward: 1,
  isFree: false,
} as const;

const tooLong = (what: string, max: number, plural = false) => `${what} ${plural ? 'doivent' : 'doit'} contenir au plus ${max} caractères`;

export const FICHE_FORM_MESSAGES = {
  titleRequired: 'Le titre est requis',
  titleTooShort: `Le titre doit contenir au moins ${L.titleMin} caractères`,
  titleTooLong: tooLong('Le titre', L.titleMax),
  objectiveRequired: 'L’objectif est requis',
  objectiveTooShort: `L’objectif doit contenir au moins ${L.objectiveMin} caractères`,
  objectiveTooLong: tooLong('L’objectif', L.objectiveMax),
  category: 'Sélectionne une catégorie',
  descriptionTooLong: tooLong('La description', L.descriptionMax),
  level: `Choisis un niveau : ${FICHE_LEVELS.map((level) => FICHE_LEVEL_LABELS[level]).join(', ')}`,
  duration: `La durée doit être comprise entre ${L.durationMin} et ${L.durationMax} minutes`,
  frequencyTooLong: tooLong('La fréquence', L.frequencyMax),
  contextTooLong: tooLong('Le contexte', L.contextMax),
  materialsTooLong: tooLong('Le matériel', L.materialsMax),
  stepsTooLong: tooLong('Les étapes', L.stepsMax, true),
  mistakesTooLong: tooLong('Les erreurs à éviter', L.mistakesMax, true),
  successCriteriaTooLong: tooLong('Le critère de réussite', L.successCriteriaMax),
  points: `Les points doivent être compris entre ${L.pointsMin} et ${L.pointsMax}`,
  integer: 'Saisis un nombre entier',
  ficheType: 'Sélectionne un type de fiche',
  tag: 'Tag inconnu',
} as const;
const M = FICHE_FORM_MESSAGES;

/** The long fields are textareas (steps and mistakes: one per line). */
const longText = (max: number, message: string) => text({ multiline: true }).max(max, { error: message }).default('');
const shortText = (max: number, message: string) => text().max(max, { error: message }).default('');
const integer = (min: number, max: number, message: string, fallback: number) =>
  number({ min, max, rangeMessage: message, notANumberMessage: M.integer }).default(fallback);
const tagList = z.array(z.enum(BEHAVIOUR_TAG_IDS as [BehaviourTag, ...BehaviourTag[]], { error: M.tag })).default([]);

export const ficheFormSchema = z.strictObject({
  title: text({ error: M.titleRequired })
    .min(1, { error: M.titleRequired })
    .min(L.titleMin, { error: M.titleTooShort })
    .max(L.titleMax, { error: M.titleTooLong }),
  objective: text({ error: M.objectiveRequired, multiline: true })
    .min(1, { error: M.objectiveRequired })
    .min(L.objectiveMin, { error: M.objectiveTooShort })
    .max(L.objectiveMax, { error: M.objectiveTooLong }),
  category: z.enum(FICHE_CATEGORIES, { error: M.category }).default(FICHE_FORM_DEFAULTS.category),
  description: longText(L.descriptionMax, M.descriptionTooLong),
  /** A code of the house set (issue 23: chosen in a list with French labels, never typed); empty is the default. */
  level: z.preprocess((level) => (level === '' ? undefined : level), z.enum(FICHE_LEVELS, { error: M.level }).default(FICHE_FORM_DEFAULTS.level)),
  durationMinutes: integer(L.durationMin, L.durationMax, M.duration, FICHE_FORM_DEFAULTS.durationMinutes),
  frequency: shortText(L.frequencyMax, M.frequencyTooLong),
  context: longText(L.contextMax, M.contextTooLong),
  materials: longText(L.materialsMax, M.materialsTooLong),
  /** One step per line. */
  steps: longText(L.stepsMax, M.stepsTooLong),
  /** One mistake per line. */
  mistakesToAvoid: longText(L.mistakesMax, M.mistakesTooLong),
  successCriteria: longText(L.successCriteriaMax, M.successCriteriaTooLong),
  pointsReward: integer(L.pointsMin, L.pointsMax, M.points, FICHE_FORM_DEFAULTS.pointsReward),
  isFree: z.boolean().default(FICHE_FORM_DEFAULTS.isFree),
  premiumOnly: z.boolean().default(false),
  expertPlusOnly: z.boolean().default(false),
  ficheType: z.enum(FICHE_TYPES, { error: M.ficheType }).default('exercice'),
  tags: tagList,
  prerequisTags: tagList,
  nextFicheId: text().regex(/^[a-z0-9-]*$/).nullish().transform((id) => id || null),
});
export type FicheFormInput = z.input<typeof ficheFormSchema>;
export type FicheForm = z.output<typeof ficheFormSchema>;

/** Non-empty trimmed lines. */
export function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Steps typed one per line → numbered entries. */
export function linesToSteps(value: string): FicheStep[] {
  return splitLines(value).map((description, index) => ({ number: index + 1, description }));
}

/** The fiche fields a saved form produces (publication and creation date are set by the server). */
export type FicheContent = Omit<Fiche, 'id' | 'isPublished' | 'createdAt'>;

export function ficheFormToContent(form: FicheForm): FicheContent {
  return { ...form, steps: linesToSteps(form.steps), mistakesToAvoid: splitLines(form.mistakesToAvoid) };
}

/** A stored fiche → the form's values, for editing (a titled step reads 'Titre : description'). */
export function ficheToFormValues(fiche: Fiche): FicheForm {
  const { id: _id, isPublished: _published, createdAt: _createdAt, ...content } = fiche;
  return {
    ...content,
    // A level written as free text before issue 23 is none of the list's: the form offers the default instead.
    level: (FICHE_LEVELS as readonly string[]).includes(fiche.level) ? (fiche.level as FicheLevel) : FICHE_FORM_DEFAULTS.level,
    steps: fiche.steps.map((step) => (step.title ? `${step.title} : ${step.description}` : step.description)).join('\n'),
    mistakesToAvoid: fiche.mistakesToAvoid.join('\n'),
  };
}
