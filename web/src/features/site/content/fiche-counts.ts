/**
 * Shown instead of the fiche counts while they load or if the API cannot be reached (never a wrong number). Built
 * like the sentence with the counts and as long, so that it wraps on as many lines and the page does not move when
 * the counts arrive.
 */
export const FICHE_COUNTS_FALLBACK = 'Des fiches gratuites à essayer tout de suite, et bien d’autres dans la bibliothèque complète.';
