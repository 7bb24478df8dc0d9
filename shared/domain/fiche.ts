import { z } from 'zod';
import { BEHAVIOUR_TAG_IDS, type BehaviourTag } from './behaviour-tags';

/** A fiche (exercise sheet) as stored and served, SPEC §3. Field names are camelCase. */
export const FICHE_CATEGORIES = ['chiot', 'adulte', 'reactif', 'vie_quotidienne', 'securite', 'socialisation'] as const;
export type FicheCategory = (typeof FICHE_CATEGORIES)[number];

export const FICHE_TYPES = ['exercice', 'guide', 'bien_choisir', 'premiers_secours'] as const;
export type FicheType = (typeof FICHE_TYPES)[number];

const tagSchema = z.enum(BEHAVIOUR_TAG_IDS as [BehaviourTag, ...BehaviourTag[]]);

export const ficheStepSchema = z.object({
  number: z.number().int().min(1),
  title: z.string().optional(),
  description: z.string().min(1),
});
export type FicheStep = z.infer<typeof ficheStepSchema>;

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

/** Labels a member reads for the categories (library tabs, badges). 'tous' is the library's all-categories tab. */
export const FICHE_CATEGORY_LABELS: Readonly<Record<FicheCategory, string>> = {
  chiot: 'Chiot',
  adulte: 'Adulte',
  reactif: 'Réactif',
  vie_quotidienne: 'Vie quotidienne',
  securite: 'Sécurité',
  socialisation: 'Socialisation',
};
export const ALL_CATEGORIES_TAB = { id: 'tous', label: 'Tous' } as const;

export const FICHE_TYPE_LABELS: Readonly<Record<FicheType, string>> = {
  exercice: 'Exercice',
  guide: 'Guide',
  bien_choisir: 'Bien choisir',
  premiers_secours: 'Premiers secours',
};

/** Headings of the fiche detail page, by fiche type (SPEC §2 Fiche detail). */
export function ficheSectionTitles(type: FicheType): { context: string; steps: string; mistakes: string } {
  return {
    context: type === 'exercice' ? 'Contexte recommandé' : 'À savoir',
    steps:
      type === 'premiers_secours' ? "Protocole d'urgence" : type === 'guide' || type === 'bien_choisir' ? 'Contenu détaillé' : 'Étapes détaillées',
    mistakes: type === 'premiers_secours' ? 'Ne JAMAIS faire' : 'Erreurs à éviter',
  };
}
