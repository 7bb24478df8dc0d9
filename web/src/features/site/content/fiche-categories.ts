import type { FicheCategory } from '../../../../../shared/domain/fiche';

/** How the public pages name a fiche category. */
export const FICHE_CATEGORY_LABELS: Record<FicheCategory, string> = {
  chiot: 'Chiot',
  adulte: 'Chien adulte',
  reactif: 'Réactivité',
  vie_quotidienne: 'Vie quotidienne',
  securite: 'Sécurité',
  socialisation: 'Socialisation',
};
