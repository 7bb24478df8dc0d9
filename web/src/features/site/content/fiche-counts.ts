/** Shown instead of the fiche counts while they load or if the API cannot be reached (never a wrong number). */
export const FICHE_COUNTS_FALLBACK =
  'Des fiches rédigées par nos éducateurs, dont une partie en accès libre dès la création de ton compte.';
