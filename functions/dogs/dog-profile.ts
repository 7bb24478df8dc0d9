import type { z } from 'zod';
import type { DogProfileResponse, SaveDogProfileBody } from '../../shared/contract/dog-profile-schemas';
import { profileMeta, type ProfileSource } from '../../shared/domain/dog-profile/completion';
import { deriveTags } from '../../shared/domain/tag-derivation';
import { normalizeDogProfileInput, type DogProfile, type DogProfileAnswers } from '../../shared/schemas/dog-profile';
import {
  completeProfileFormSchema,
  monthsFormToAnswers,
  quickProfileFormSchema,
  wizardLightProfileFormSchema,
  wizardProfileFormSchema,
} from '../../shared/schemas/dog-profile-forms';
import { fieldErrors } from '../../shared/schemas/field-errors';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { dogProfileOf } from './stored-profile';

/** The shared schema of each form: the browser validates with the same one before sending. */
const FORM_SCHEMAS: Readonly<Record<ProfileSource, z.ZodType>> = {
  quick: quickProfileFormSchema,
  complete: completeProfileFormSchema,
  wizard_light: wizardLightProfileFormSchema,
  wizard_complete: wizardProfileFormSchema,
};

/** The quick and complete forms enter the age in months; the wizard in years, as stored. */
const ENTERS_MONTHS: ReadonlySet<ProfileSource> = new Set(['quick', 'complete']);

export function withTags(profile: DogProfile): DogProfileResponse {
  return { profile, tags: deriveTags(profile) };
}

export async function findDogProfile(db: Db, userId: string): Promise<DogProfileResponse | null> {
  const { data } = await db.entities.dogProfile.get({ userId }).go();
  return data ? withTags(dogProfileOf(data)) : null;
}

/**
 * Validates one form's values with its shared schema (second readings of SPEC §3 mapped to the canonical ones
 * first), converts the age to years, and stores the answers over the previous ones: a form replaces the fields
 * it asks and keeps the others (the quick form does not erase what the complete form recorded). Completion,
 * version and profil_complet are computed here from the stored answers, never read from the request.
 */
export async function saveDogProfile(db: Db, userId: string, { form, profile }: SaveDogProfileBody, now: string): Promise<DogProfileResponse> {
  const parsed = FORM_SCHEMAS[form].safeParse(normalizeDogProfileInput(profile));
  if (!parsed.success) throw new HttpError('VALIDATION_FAILED', fieldErrors(parsed.error));
  const formAnswers = (ENTERS_MONTHS.has(form) ? monthsFormToAnswers(parsed.data as Parameters<typeof monthsFormToAnswers>[0]) : parsed.data) as DogProfileAnswers;

  const { data: previous } = await db.entities.dogProfile.get({ userId }).go({ consistent: true });
  const answers = withoutBlanks({ ...(previous?.answers as DogProfileAnswers | undefined), ...formAnswers });
  const meta = profileMeta(form, answers, previous?.profileVersion);
  const item = {
    answers,
    completionPercentage: meta.completion_percentage,
    profilComplet: meta.profil_complet,
    profileVersion: meta.profile_version,
    form,
    updatedAt: now,
  };
  await db.entities.dogProfile.put({ userId, createdAt: previous?.createdAt ?? now, ...item }).go({ response: 'none' });
  return withTags(dogProfileOf(item));
}

/** Unanswered fields (null, '', empty list) are not stored. */
function withoutBlanks(answers: DogProfileAnswers): DogProfileAnswers {
  return Object.fromEntries(
    Object.entries(answers).filter(([, value]) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)),
  ) as DogProfileAnswers;
}
