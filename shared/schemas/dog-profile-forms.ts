import * as z from 'zod';
import { ageInMonths, monthsToYears } from '../domain/dog-profile/age';
import { contradictedDetails } from '../domain/dog-profile/dependent-answers';
import { COMPLETE_PROFILE_STEPS, QUICK_PROFILE_STEPS, WIZARD_PROFILE_STEPS, type ProfileStep } from '../domain/dog-profile/steps';
import * as V from '../domain/dog-profile/values';
import {
  DOG_PROFILE_LIMITS as L,
  DOG_PROFILE_MESSAGES as M,
  dogProfileAnswersShape,
  numberField,
  type DogProfileAnswers,
} from './dog-profile';
import { number, text } from './fields';
import { fieldErrors } from './field-errors';

/**
 * The three profile forms (SPEC §2 Profile wizards, §5), one zod schema per step so that Next only
 * advances when the current step validates, and one for the whole form. Field names are the stored ones,
 * except the months age of the quick and complete forms (`age_mois`). A whole form refuses a field it does not ask,
 * naming it, as every input schema does; a step's schema reads only its own fields among the form's values.
 */

const blankToUndefined = (value: unknown): unknown =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

const requiredNom = text({ error: M.nomRequired }).min(1, { error: M.nomRequired }).max(L.nomMax, { error: M.nomTooLong });

function requiredChoice<T extends Record<string, string>>(values: T, requiredMessage: string) {
  return z.preprocess(
    blankToUndefined,
    z.enum(V.valueIds(values), { error: (issue) => (issue.input === undefined ? requiredMessage : M.choice) }),
  );
}

const ageMonths = numberField(0, L.ageMonthsMax, M.ageMonths);
const requiredSexe = requiredChoice(V.SEXE, M.sexe);

const quickShape = { ...dogProfileAnswersShape, nom: requiredNom, age_mois: ageMonths, sexe: requiredSexe };
const completeShape = {
  ...quickShape,
  consentement_rgpd: z.literal(true, { error: M.consentComplete }),
  notifications_nouvelles_fiches: z.boolean().optional(),
};
const wizardShape = {
  ...dogProfileAnswersShape,
  nom: requiredNom,
  age: number({ min: 0, max: L.ageYearsMax, rangeMessage: M.ageYears, requiredMessage: M.ageRequired, decimal: true }),
  sexe: requiredSexe,
  niveau_energie: requiredChoice(V.NIVEAU_ENERGIE, M.niveauEnergieRequired),
  temperament: requiredChoice(V.TEMPERAMENT, M.temperamentRequired),
  type_logement: requiredChoice(V.TYPE_LOGEMENT, M.typeLogementRequired),
  sorties_par_jour: number({ min: 0, max: L.sortiesParJourMax, rangeMessage: M.sorties, requiredMessage: M.sortiesRequired }),
  duree_sortie_minutes: number({
    min: 0,
    max: L.dureeSortieWizardMax,
    rangeMessage: M.duree(L.dureeSortieWizardMax),
    requiredMessage: M.dureeRequired,
  }),
  accept_data: z.literal(true, { error: M.acceptWizard }),
  notifications_nouvelles_fiches: z.boolean().optional(),
};

type FieldOf<S extends readonly ProfileStep[]> = S[number]['fields'][number];

function maskOf<F extends string>(steps: readonly { fields: readonly F[] }[]): Record<F, true> {
  return Object.fromEntries(steps.flatMap((step) => step.fields).map((field) => [field, true])) as Record<F, true>;
}

/**
 * A 'no' with its details ('A des peurs : Non' and a list of fears) is refused, the message under the detail. Only the
 * forms refuse it: a stored profile is read as it is (one saved before this rule may hold both).
 */
function refusingContradictions<S extends z.ZodObject>(schema: S): S {
  return schema.superRefine((answers, context) => {
    for (const { detail, message } of contradictedDetails(answers)) context.addIssue({ code: 'custom', path: [detail], message });
  });
}

export const quickProfileFormSchema = z.strictObject(quickShape).pick(maskOf<FieldOf<typeof QUICK_PROFILE_STEPS>>(QUICK_PROFILE_STEPS));
export const completeProfileFormSchema = refusingContradictions(
  z.strictObject(completeShape).pick(maskOf<FieldOf<typeof COMPLETE_PROFILE_STEPS>>(COMPLETE_PROFILE_STEPS)),
);
export const wizardProfileFormSchema = refusingContradictions(
  z.strictObject(wizardShape).pick(maskOf<FieldOf<typeof WIZARD_PROFILE_STEPS>>(WIZARD_PROFILE_STEPS)),
);
/** A light wizard save asks steps 1–6 only. */
export const wizardLightProfileFormSchema = refusingContradictions(
  z.strictObject(wizardShape).pick(maskOf<FieldOf<typeof WIZARD_PROFILE_STEPS>>(WIZARD_PROFILE_STEPS.slice(0, 6))),
);

export type QuickProfileForm = z.output<typeof quickProfileFormSchema>;
export type CompleteProfileForm = z.output<typeof completeProfileFormSchema>;
export type WizardProfileForm = z.output<typeof wizardProfileFormSchema>;

export interface ProfileFormStep extends ProfileStep {
  schema: z.ZodObject;
}

function withSchemas(steps: readonly ProfileStep[], form: z.ZodObject): ProfileFormStep[] {
  return steps.map((step) => ({
    ...step,
    schema: z.object(Object.fromEntries(step.fields.map((field) => [field, form.shape[field]]))),
  }));
}

export const QUICK_PROFILE_FORM_STEPS = withSchemas(QUICK_PROFILE_STEPS, quickProfileFormSchema);
export const COMPLETE_PROFILE_FORM_STEPS = withSchemas(COMPLETE_PROFILE_STEPS, completeProfileFormSchema);
export const WIZARD_PROFILE_FORM_STEPS = withSchemas(WIZARD_PROFILE_STEPS, wizardProfileFormSchema);

/** Errors of one step (1-based), `{}` when Next may advance. */
export function validateProfileStep(steps: readonly ProfileFormStep[], step: number, values: unknown): Record<string, string> {
  const current = steps[step - 1];
  if (!current) throw new RangeError(`Étape ${step} inconnue`);
  const result = current.schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

/** Quick or complete form → stored answers: the age goes from months to years. */
export function monthsFormToAnswers(form: QuickProfileForm | CompleteProfileForm): DogProfileAnswers {
  const { age_mois, ...answers } = form;
  return { ...answers, age: age_mois === null || age_mois === undefined ? null : monthsToYears(age_mois) };
}

/** Stored answers → values prefilling the quick or complete form (age in whole months). */
export function answersToMonthsForm(answers: DogProfileAnswers): Omit<DogProfileAnswers, 'age'> & { age_mois: number | null } {
  const { age, ...rest } = answers;
  return { ...rest, age_mois: age === null || age === undefined ? null : ageInMonths(age) };
}
