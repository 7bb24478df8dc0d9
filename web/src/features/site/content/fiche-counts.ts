/**
 * Shown instead of the fiche counts while they load or if the API cannot be reached (never a wrong number). Built
 * like the sentence with the counts and as long, so that it wraps on as many lines and the page does not move when
 * the counts arrive.
 */
export const FICHE_COUNTS_FALLBACK = 'Des fiches gratuites à essayer tout de suite, et bien d’autres dans la bibliothèque complète.';

/** Made with the first sentence (after the API's answer), not when a public page's script starts. */
let count: Intl.NumberFormat | undefined;

const fiches = (n: number, adjective?: string) =>
  `${(count ??= new Intl.NumberFormat('fr-FR')).format(n)} fiche${n > 1 ? 's' : ''}${adjective ? ` ${adjective}${n > 1 ? 's' : ''}` : ''}`;

/** The sentence with the counts of the public stats route, in the app (FicheCounts) and on a static page (the islands). */
export const ficheCountsSentence = ({ freeCount, totalCount }: { freeCount: number; totalCount: number }): string =>
  `${fiches(freeCount, 'gratuite')} à essayer tout de suite, ${fiches(totalCount, 'publiée')} au total dans la bibliothèque.`;
