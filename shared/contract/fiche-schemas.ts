import * as z from 'zod';
import { BEHAVIOUR_TAG_IDS, type BehaviourTag } from '../domain/behaviour-tags';
import { FICHE_CATEGORIES, FICHE_TYPES } from '../domain/fiche';
import { LEVEL_IDS } from '../domain/levels';
import { PAID_PLAN_IDS, PLAN_IDS } from '../domain/plans';
import { text } from '../schemas/fields';
import { TRAINING_SESSION_KINDS } from '../domain/training-sessions';

/**
 * Fiche shapes of the member API. Entitlement by construction (DESIGN §6.4): a fiche travels as its teaser,
 * which has no field for steps, materials, context, mistakes or success criterion; the content is a separate
 * object that only the detail route fills, and only for a plan that may read it. Output parsing strips any
 * field a schema does not declare, so content cannot leak through a list.
 */
export const behaviourTagSchema = z.enum(BEHAVIOUR_TAG_IDS as [BehaviourTag, ...BehaviourTag[]]);

/** What anyone allowed to list a fiche may see of it. */
export const ficheTeaserSchema = z.object({
  id: z.string(),
  title: z.string(),
  objective: z.string(),
  description: z.string(),
  category: z.enum(FICHE_CATEGORIES),
  level: z.string(),
  durationMinutes: z.number().int(),
  frequency: z.string(),
  pointsReward: z.number().int(),
  isFree: z.boolean(),
  premiumOnly: z.boolean(),
  expertPlusOnly: z.boolean(),
  ficheType: z.enum(FICHE_TYPES),
  tags: z.array(behaviourTagSchema),
  prerequisTags: z.array(behaviourTagSchema),
  nextFicheId: z.string().nullable(),
  createdAt: z.string(),
});
export type FicheTeaser = z.infer<typeof ficheTeaserSchema>;

/** The part of a fiche reserved to the plans that may read it. */
export const ficheContentSchema = z.object({
  context: z.string(),
  materials: z.string(),
  steps: z.array(z.object({ number: z.number().int(), title: z.string().optional(), description: z.string() })),
  mistakesToAvoid: z.array(z.string()),
  successCriteria: z.string(),
});
export type FicheContent = z.infer<typeof ficheContentSchema>;

/** Why a plan cannot read a fiche: badge 'Premium' / 'Expert+', reason 'Nécessite le plan Premium'… */
export const ficheLockSchema = z.object({
  requiredPlan: z.enum(PAID_PLAN_IDS),
  badge: z.string(),
  reason: z.string(),
});

/** A card of the library or of the recommendations: the teaser, how it matches the dog, lock and progress. */
export const ficheCardSchema = ficheTeaserSchema.extend({
  /** Match score (SPEC §9): +2 per matching tag, +1 category, 0 if a prerequisite is missing, −1 if locked. */
  score: z.number(),
  matchedTags: z.array(behaviourTagSchema),
  /** Why the fiche is recommended (the popover of the library), in French. */
  reasons: z.array(z.string()),
  locked: z.boolean(),
  lock: ficheLockSchema.nullable(),
  completed: z.boolean(),
});
export type FicheCard = z.infer<typeof ficheCardSchema>;

/** `GET /fiches`: the library, sorted by score (best first). The free plan only gets the free fiches. */
export const ficheLibrarySchema = z.object({
  plan: z.enum(PLAN_IDS),
  hasDogProfile: z.boolean(),
  fiches: z.array(ficheCardSchema),
});
export type FicheLibrary = z.infer<typeof ficheLibrarySchema>;

export const ficheIdParamsSchema = z.strictObject({
  id: text().min(1, { error: 'Identifiant de fiche manquant' }).max(100, { error: 'Identifiant de fiche invalide' }),
});

/** `GET /fiches/{id}`: `content` is null when `locked`. */
export const ficheDetailSchema = z.object({
  fiche: ficheTeaserSchema,
  content: ficheContentSchema.nullable(),
  locked: z.boolean(),
  lock: ficheLockSchema.nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  /** The next step, when it is published. */
  nextFiche: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type FicheDetail = z.infer<typeof ficheDetailSchema>;

/** `POST /fiches/{id}/validate`: the member's points after the call. A repeated call credits nothing. */
export const ficheValidationSchema = z.object({
  ficheId: z.string(),
  pointsEarned: z.number().int(),
  total: z.number().int(),
  level: z.enum(LEVEL_IDS),
  completed: z.literal(true),
  alreadyCompleted: z.boolean(),
  /** Completed without its points: the member's validations had already paid the day's cap (issue 23). */
  dailyCapReached: z.boolean(),
  /** The dog it was validated for (issue 25). */
  dogId: z.string(),
  /**
   * The training session this call recorded: 'first' (the fiche completed for this dog), 'repeat' ('Refaire la
   * séance': no points), or null (already completed for this dog and not asked as a repeat: nothing recorded).
   */
  session: z.object({ sessionId: z.string(), kind: z.enum(TRAINING_SESSION_KINDS) }).nullable(),
});
/**
 * `POST /fiches/{id}/validate`'s body: the dog (default: the first), whether it is a 'Refaire la séance', and, for a
 * validation queued offline (issue 27), the instant of the tap (the server bounds it: `validationInstant`).
 */
export const validateFicheBodySchema = z
  .strictObject({
    dogId: z.string().regex(/^[a-z0-9]{1,24}$/, { error: 'Chien inconnu' }).optional(),
    repeat: z.boolean().optional(),
    validatedAt: z.iso.datetime({ error: 'Heure de validation invalide' }).optional(),
  })
  .optional();
export type FicheValidationResult = z.infer<typeof ficheValidationSchema>;
