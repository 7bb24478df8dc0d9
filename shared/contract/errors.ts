/**
 * The API's error codes and the French message each one carries by default. A use case may give a more
 * precise French message (e.g. 'Pas assez de points !'); the code stays one of these.
 */
export const API_ERRORS = {
  INVALID_JSON: { status: 400, message: "La requête n'est pas un JSON valide." },
  VALIDATION_FAILED: { status: 400, message: 'Certaines valeurs ne sont pas valides. Vérifie ta saisie.' },
  UNAUTHORIZED: { status: 401, message: 'Connexion requise' },
  FORBIDDEN: { status: 403, message: "Tu n'as pas les permissions nécessaires." },
  /** A valid token whose member items are gone (account deleted meanwhile): nothing is written for it. */
  MEMBER_NOT_FOUND: { status: 403, message: "Ton compte est introuvable. Reconnecte-toi ou contacte le support." },
  NOT_FOUND: { status: 404, message: "Cette ressource n'existe pas." },
  DOG_PROFILE_NOT_FOUND: { status: 404, message: "Tu n'as pas encore créé le profil de ton chien." },
  ROUTE_NOT_FOUND: { status: 404, message: "Cette adresse de l'API n'existe pas." },
  CONFLICT: { status: 409, message: 'Cette action a déjà été effectuée.' },
  /** The dog profile was saved by someone else (another tab, another device) since this copy was loaded. */
  DOG_PROFILE_CHANGED: { status: 409, message: 'Ton profil a été modifié ailleurs, recharge la page' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La requête est trop volumineuse (64 Ko au maximum).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Le corps de la requête doit être au format JSON.' },
  INTERNAL: { status: 500, message: 'Une erreur est survenue. Réessaye plus tard.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Largest request body a handler accepts, in bytes (issue 2: 64 KiB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** French messages for zod's generic issues, used when a schema gives none of its own. */
export const GENERIC_FIELD_MESSAGES = {
  unknownField: "Ce champ n'est pas attendu.",
  required: 'Ce champ est requis.',
  invalidType: "Ce champ n'a pas le bon format.",
} as const;
