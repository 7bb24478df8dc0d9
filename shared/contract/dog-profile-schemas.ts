import * as z from 'zod';
import type { ProfileSource } from '../domain/dog-profile/completion';
import { LEVEL_IDS } from '../domain/levels';
import { PLAN_IDS } from '../domain/plans';
import { dogProfileSchema, normalizeDogProfileInput, PROFILE_VERSIONS } from '../schemas/dog-profile';
import {
  completeProfileFormSchema,
  quickProfileFormSchema,
  wizardLightProfileFormSchema,
  wizardProfileFormSchema,
} from '../schemas/dog-profile-forms';
import { behaviourTagSchema, ficheCardSchema } from './fiche-schemas';

/** A behavioural tag of the dog with its label and the French reason shown on hover. */
export const dogTagSchema = z.object({ tag: behaviourTagSchema, label: z.string(), reason: z.string() });
export type DogTag = z.infer<typeof dogTagSchema>;

/**
 * What a member's copy of the profile says about the stored one: the number of saves it had when the form was
 * loaded (0 for a profile saved before revisions were counted). The server writes only over that very revision (else 409, DOG_PROFILE_CHANGED), so a save made from a
 * stale page never overwrites answers another save had acknowledged.
 */
const INVALID_REVISION = 'Révision du profil invalide';
export const profileRevisionSchema = z.number({ error: INVALID_REVISION }).int({ error: INVALID_REVISION }).min(0, { error: INVALID_REVISION });

/**
 * One form's values, read with the form's shared schema (the one the browser validates with before sending),
 * after mapping the second readings of SPEC §3 (`nom_chien`, `basse`…) to the canonical ones. The declared
 * input is the form's own: that is what the web sends.
 */
function formValues<S extends z.ZodObject>(schema: S) {
  return z
    .custom<z.input<S>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), { error: 'Les réponses du profil sont attendues' })
    .transform((value) => normalizeDogProfileInput(value))
    .pipe(schema);
}

function formBody<F extends ProfileSource, S extends z.ZodObject>(form: F, schema: S) {
  return z.strictObject({
    form: z.literal(form),
    /** Absent when the member has no profile yet: the save then only creates one. */
    revision: profileRevisionSchema.optional(),
    profile: formValues(schema),
  });
}

/**
 * `PUT /dog-profile`, one body per form: quick, complete, the wizard stopped after step 6 (`wizard_light`) or
 * saved at step 10 (`wizard_complete`). Errors come back per field, under their path (`profile.nom`). Figures
 * the client may send (completion, version, profil_complet) are not fields of any form: the server computes them.
 */
export const saveDogProfileBodySchema = z.discriminatedUnion(
  'form',
  [
    formBody('quick', quickProfileFormSchema),
    formBody('complete', completeProfileFormSchema),
    formBody('wizard_light', wizardLightProfileFormSchema),
    formBody('wizard_complete', wizardProfileFormSchema),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'Formulaire inconnu' : undefined) },
);
export type SaveDogProfileBody = z.output<typeof saveDogProfileBodySchema>;
export type SaveDogProfileInput = z.input<typeof saveDogProfileBodySchema>;

/** `GET` and `PUT /dog-profile`: the stored profile (SPEC §3 names, age in years), its behavioural tags and its revision. */
export const dogProfileResponseSchema = z.object({
  /** Which of the member's dogs (issue 25). */
  dogId: z.string(),
  profile: dogProfileSchema,
  tags: z.array(dogTagSchema),
  /** Sent back with the next save (see `profileRevisionSchema`). */
  revision: profileRevisionSchema,
});
export type DogProfileResponse = z.infer<typeof dogProfileResponseSchema>;

/** `GET /recommendations`. With no dog profile: `profile` null and empty lists (the page invites to create one). */
export const recommendationsSchema = z.object({
  plan: z.enum(PLAN_IDS),
  points: z.object({ total: z.number().int(), level: z.enum(LEVEL_IDS) }),
  profile: z
    .object({
      nom: z.string().nullable(),
      completion_percentage: z.number().int(),
      profil_complet: z.boolean(),
      profile_version: z.enum(PROFILE_VERSIONS),
    })
    .nullable(),
  tags: z.array(dogTagSchema),
  /** The 'ticket éducateur recommandé' alert, and the tags that raise it. */
  ticketAlert: z.boolean(),
  ticketAlertTags: z.array(behaviourTagSchema),
  /** At most 10 cards, best first, each scoring above 0. */
  fiches: z.array(ficheCardSchema).max(10),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** A dog's id (issue 25, shared/domain/dogs.ts): `1` for the member's first dog, random letters and digits for the others. */
export const dogIdSchema = z.string({ error: 'Chien inconnu' }).regex(/^[a-z0-9]{1,24}$/, { error: 'Chien inconnu' });

/** `?dogId=` of the per-dog routes: without it, the member's first dog. */
export const dogQuerySchema = z.strictObject({ dogId: dogIdSchema.optional() });

/** One of the member's dogs, as the header's switcher lists them (oldest first). */
export const dogSummarySchema = z.object({
  dogId: z.string(),
  name: z.string(),
  completionPercentage: z.number().int(),
  profilComplet: z.boolean(),
  createdAt: z.string(),
  /** Past the plan's limit after a move to a smaller plan: readable, no fiche validated for it. */
  readOnly: z.boolean(),
});
export type DogSummary = z.infer<typeof dogSummarySchema>;

/** `GET /dogs`: the member's dogs, the plan's limit and whether 'Ajouter un chien' is offered (and if not, why). */
export const dogsSchema = z.object({
  dogs: z.array(dogSummarySchema),
  limit: z.number().int(),
  canAdd: z.boolean(),
  limitMessage: z.string(),
});
export type Dogs = z.infer<typeof dogsSchema>;
