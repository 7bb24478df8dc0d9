import { PLANS } from '../domain/plans';

/**
 * Every error the API answers: its code, HTTP status and the French message the user reads. Use cases raise a
 * code (`throw new HttpError('FICHE_NOT_FOUND')`) and never write a message of their own, so each situation has one
 * wording, shared by the server and the tests. Generic codes first, then one code per situation a use case names.
 */
export const API_ERRORS = {
  INVALID_JSON: { status: 400, message: "La requête n'est pas un JSON valide." },
  VALIDATION_FAILED: { status: 400, message: 'Certaines valeurs ne sont pas valides. Vérifie ta saisie.' },
  UNAUTHORIZED: { status: 401, message: 'Connexion requise' },
  FORBIDDEN: { status: 403, message: "Tu n'as pas les permissions nécessaires." },
  NOT_FOUND: { status: 404, message: "Cette ressource n'existe pas." },
  ROUTE_NOT_FOUND: { status: 404, message: "Cette adresse de l'API n'existe pas." },
  CONFLICT: { status: 409, message: 'Cette action a déjà été effectuée.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La requête est trop volumineuse (64 Ko au maximum).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Le corps de la requête doit être au format JSON.' },
  BUSY: { status: 409, message: 'Trop de modifications simultanées. Réessaye dans un instant.' },
  INTERNAL: { status: 500, message: 'Une erreur est survenue. Réessaye plus tard.' },

  MEMBER_NOT_FOUND: { status: 403, message: "Ton profil n'existe pas encore. Reconnecte-toi dans un instant." },
  DOG_PROFILE_NOT_FOUND: { status: 404, message: "Tu n'as pas encore créé le profil de ton chien." },
  FICHE_NOT_FOUND: { status: 404, message: "Cette fiche n'existe pas ou n'est plus disponible." },
  FICHE_REQUIRES_PREMIUM: {
    status: 403,
    message: `Cette fiche est réservée au plan ${PLANS.premium.name} : passe à ${PLANS.premium.name} pour la valider.`,
  },
  FICHE_REQUIRES_EXPERT: {
    status: 403,
    message: `Cette fiche est réservée au plan ${PLANS.expert.name} : passe à ${PLANS.expert.name} pour la valider.`,
  },
  POINTS_INSUFFICIENT: { status: 409, message: 'Pas assez de points !' },
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
