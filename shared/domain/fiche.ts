import * as z from 'zod';
import { BEHAVIOUR_TAG_IDS, type BehaviourTag } from './behaviour-tags';
import { FICHE_CATEGORIES, FICHE_TYPES } from './fiche-vocabulary';

export * from './fiche-vocabulary';

const tagSchema = z.enum(BEHAVIOUR_TAG_IDS as [BehaviourTag, ...BehaviourTag[]]);

export const ficheStepSchema = z.object({
  number: z.number().int().min(1),
  title: z.string().optional(),
  description: z.string().min(1),
});
export type FicheStep = z.infer<typeof ficheStepSchema>;

/** A fiche (exercise sheet) as stored and served, SPEC §3. Field names are camelCase. */
export const ficheSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3).max(200),
  objective: z.string().min(10).max(500),
  description: z.string().max(2000),
  category: z.enum(FICHE_CATEGORIES),
  level: z.string().max(50).default('tous'),
  durationMinutes: z.number().int().min(1).max(180),
  frequency: z.string().max(200),
  context: z.string().max(1000),
  materials: z.string().max(1000),
  steps: z.array(ficheStepSchema),
  mistakesToAvoid: z.array(z.string().min(1)),
  successCriteria: z.string().max(1000),
  pointsReward: z.number().int().min(0).max(100).default(1),
  isFree: z.boolean(),
  isPublished: z.boolean(),
  premiumOnly: z.boolean(),
  expertPlusOnly: z.boolean(),
  ficheType: z.enum(FICHE_TYPES).default('exercice'),
  tags: z.array(tagSchema),
  prerequisTags: z.array(tagSchema),
  nextFicheId: z.string().nullable(),
  createdAt: z.string(),
});
export type Fiche = z.infer<typeof ficheSchema>;
