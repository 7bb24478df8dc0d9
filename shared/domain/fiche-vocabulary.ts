/**
 * The words of the fiche catalogue: categories, types, levels, their French labels and the detail page's headings.
 * Free of zod, so public pages can name a category without loading the schemas.
 */
export const FICHE_CATEGORIES = ['chiot', 'adulte', 'reactif', 'vie_quotidienne', 'securite', 'socialisation'] as const;
export type FicheCategory = (typeof FICHE_CATEGORIES)[number];

export const FICHE_TYPES = ['exercice', 'guide', 'bien_choisir', 'premiers_secours'] as const;
export type FicheType = (typeof FICHE_TYPES)[number];

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

/** A fiche's levels: the admin form offers these four by their French labels (issue 23) and the server accepts no other. */
export const FICHE_LEVELS = ['tous', 'debutant', 'intermediaire', 'avance'] as const;
export type FicheLevel = (typeof FICHE_LEVELS)[number];

export const FICHE_LEVEL_LABELS: Readonly<Record<FicheLevel, string>> = {
  tous: 'Tous niveaux',
  debutant: 'Débutant',
  intermediaire: 'Intermédiaire',
  avance: 'Avancé',
};

const isFicheLevel = (level: string): level is FicheLevel => (FICHE_LEVELS as readonly string[]).includes(level);

/** A fiche's level in French; a level an admin wrote outside the house set reads as written. */
export function ficheLevelLabel(level: string): string {
  return isFicheLevel(level) ? FICHE_LEVEL_LABELS[level] : level;
}

/** Headings of the fiche detail page, by fiche type (SPEC §2 Fiche detail). */
export function ficheSectionTitles(type: FicheType): { context: string; steps: string; mistakes: string } {
  return {
    context: type === 'exercice' ? 'Contexte recommandé' : 'À savoir',
    steps:
      type === 'premiers_secours' ? 'Protocole d’urgence' : type === 'guide' || type === 'bien_choisir' ? 'Contenu détaillé' : 'Étapes détaillées',
    mistakes: type === 'premiers_secours' ? 'Ne JAMAIS faire' : 'Erreurs à éviter',
  };
}
