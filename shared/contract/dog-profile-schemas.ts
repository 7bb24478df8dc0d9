import { z } from 'zod';
import { PROFILE_SOURCES } from '../domain/dog-profile/completion';
import { LEVEL_IDS } from '../domain/levels';
import { PLAN_IDS } from '../domain/plans';
import { dogProfileSchema, PROFILE_VERSIONS } from '../schemas/dog-profile';
import { behaviourTagSchema, ficheCardSchema } from './fiche-schemas';

/** A behavioural tag of the dog with its label and the French reason shown on hover. */
export const dogTagSchema = z.object({ tag: behaviourTagSchema, label: z.string(), reason: z.string() });
export type DogTag = z.infer<typeof dogTagSchema>;

/**
 * `PUT /dog-profile`. `form` says which form saved it (quick, complete, the wizard stopped after step 6 or
 * saved at step 10); `profile` holds that form's values, validated by the server with the same shared schema
 * as the browser (shared/schemas/dog-profile-forms.ts). Errors come back per field, under the field's name.
 * Figures the client may send (completion, version, profil_complet) are ignored: the server computes them.
 */
export const saveDogProfileBodySchema = z.strictObject({
  form: z.enum(PROFILE_SOURCES, { error: 'Formulaire inconnu' }),
  profile: z.record(z.string(), z.unknown(), { error: 'Les réponses du profil sont attendues' }),
});
export type SaveDogProfileBody = z.infer<typeof saveDogProfileBodySchema>;

/** `GET` and `PUT /dog-profile`: the stored profile (SPEC §3 names, age in years) and its behavioural tags. */
export const dogProfileResponseSchema = z.object({
  profile: dogProfileSchema,
  tags: z.array(dogTagSchema),
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
