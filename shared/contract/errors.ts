import { BRAND } from '../brand';
import { PLANS } from '../domain/plans';
import { REFUND_WINDOW_DAYS } from '../domain/shop';
import { VIDEO_EXTRA, VIDEO_REFUSAL_MESSAGES, VIDEOS_PER_MONTH } from '../domain/videos';
import { ERRORS } from '../schemas/messages';

/**
 * Every error the API answers: its code, HTTP status and the French message the user reads. Use cases raise a
 * code (`throw new HttpError('FICHE_NOT_FOUND')`) and never write a message of their own, so each situation has one
 * wording, shared by the server and the tests. Generic codes first, then one code per situation a use case names.
 */
export const API_ERRORS = {
  INVALID_JSON: { status: 400, message: 'La requête n’est pas un JSON valide.' },
  VALIDATION_FAILED: { status: 400, message: 'Certaines valeurs ne sont pas valides. Vérifie ta saisie.' },
  UNAUTHORIZED: { status: 401, message: 'Connexion requise' },
  FORBIDDEN: { status: 403, message: 'Tu n’as pas les permissions nécessaires.' },
  /** An admin route called from an account without TOTP (issue 20): the API requires it of admins in AWS. */
  MFA_REQUIRED: { status: 403, message: 'La double authentification est obligatoire pour l’administration : active-la dans ton compte.' },
  NOT_FOUND: { status: 404, message: 'Cette ressource n’existe pas.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Cette adresse de l’API n’existe pas.' },
  CONFLICT: { status: 409, message: 'Cette action a déjà été effectuée.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La requête est trop volumineuse (64 Ko au maximum).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Le corps de la requête doit être au format JSON.' },
  UNSUPPORTED_CHARSET: { status: 415, message: 'Le corps de la requête doit être encodé en UTF-8.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Les en-têtes de la requête sont trop volumineux. Reconnecte-toi, puis réessaye.' },
  /** API Gateway's stage throttle, or the site's WAF rate rule (infra/constructs/web-acl.ts) for one IP. */
  TOO_MANY_REQUESTS: { status: 429, message: 'Trop de requêtes en peu de temps. Patiente un instant, puis réessaye.' },
  BUSY: { status: 409, message: 'Trop de modifications simultanées. Réessaye dans un instant.' },
  INTERNAL: { status: 500, message: 'Une erreur est survenue. Réessaye plus tard.' },

  TOO_MANY_ATTEMPTS: { status: 429, message: 'Trop de tentatives : réessaye dans quelques minutes.' },

  EMAIL_ALREADY_USED: { status: 409, message: ERRORS.emailAlreadyUsed },
  PASSWORD_REFUSED: { status: 400, message: 'Ce mot de passe a été refusé, car il figure dans une fuite de données connue : choisis-en un autre.' },
  RESET_CODE_INVALID: { status: 400, message: 'Ce code est incorrect ou a expiré : demande un nouveau code.' },
  SIGN_UP_CODE_INVALID: { status: 400, message: 'Ce code est incorrect : vérifie les 6 chiffres reçus par email, ou demande un nouveau code.' },
  SIGN_UP_CODE_EXPIRED: { status: 400, message: 'Ce code a expiré : demande un nouveau code avec « Renvoyer le code ».' },
  SIGN_UP_CODE_RESEND_TOO_SOON: { status: 429, message: 'Un code vient de t’être envoyé : patiente une minute avant d’en demander un autre.' },
  SIGN_UP_CODE_RESEND_LIMIT: { status: 429, message: 'Tu as demandé cinq codes en une heure : utilise le dernier reçu, ou réessaye dans une heure.' },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'Ton mot de passe actuel est incorrect.' },
  /** 'Télécharger mes données' (issue 22): one export is prepared at a time. */
  EXPORT_IN_PROGRESS: { status: 409, message: 'Ton export est déjà en préparation : tu recevras un e-mail dès qu’il sera prêt.' },
  /** 'Mon compte' (issue 22): the e-mail change and its code, sent to the new address. */
  EMAIL_UNCHANGED: { status: 400, message: 'C’est déjà l’adresse e-mail de ton compte.' },
  EMAIL_CHANGE_NOT_PENDING: { status: 409, message: 'Aucun changement d’adresse n’est en attente : saisis d’abord ta nouvelle adresse e-mail.' },
  EMAIL_CHANGE_CODE_INVALID: { status: 400, message: 'Ce code est incorrect : vérifie les 6 chiffres reçus à ta nouvelle adresse.' },
  EMAIL_CHANGE_CODE_EXPIRED: { status: 400, message: 'Ce code a expiré : saisis de nouveau ta nouvelle adresse pour en recevoir un autre.' },
  /** 'Supprimer mon compte' (issue 22): the password that confirms it is not the account's. */
  DELETION_PASSWORD_INCORRECT: { status: 400, message: 'Ce mot de passe est incorrect : ton compte n’a pas été supprimé.' },
  /** A staff account leaves the team first (an admin takes its roles), so that no queue, agenda or admin seat is left orphaned. */
  STAFF_ACCOUNT_NOT_DELETABLE: { status: 409, message: 'Un compte de l’équipe ne se supprime pas ici : demande d’abord à un admin de te retirer de l’équipe.' },
  /** A call with a token of an account erased since (issue 22), or a second deletion of the same account. */
  ACCOUNT_DELETED: { status: 401, message: 'Ce compte a été supprimé.' },
  MEMBER_NOT_FOUND: { status: 403, message: 'Ton profil n’existe pas encore. Reconnecte-toi dans un instant.' },
  DOG_PROFILE_NOT_FOUND: { status: 404, message: 'Tu n’as pas encore créé le profil de ton chien.' },
  /** The dog profile was saved elsewhere (another tab, another device) since the member's copy was loaded. */
  DOG_PROFILE_CHANGED: { status: 409, message: 'Ton profil a été modifié ailleurs, recharge la page' },
  /** Several dogs (issue 25, shared/domain/dogs.ts). */
  DOG_NOT_FOUND: { status: 404, message: 'Ce chien n’existe pas ou n’est pas le tien.' },
  DOG_LIMIT_REACHED: { status: 409, message: 'Tu suis déjà autant de chiens que ton offre le permet : change d’offre pour en ajouter un.' },
  DOG_READ_ONLY: { status: 403, message: 'Ce chien dépasse le nombre de chiens de ton offre : son profil reste consultable, mais tu ne peux plus valider de fiche pour lui.' },
  FICHE_NOT_FOUND: { status: 404, message: 'Cette fiche n’existe pas ou n’est plus disponible.' },
  /** A training session to rate that is not the caller's (issue 25): the same answer as one that does not exist. */
  SESSION_NOT_FOUND: { status: 404, message: 'Cette séance n’existe pas.' },
  FICHE_REQUIRES_PREMIUM: {
    status: 403,
    message: `Cette fiche est réservée au plan ${PLANS.premium.name} : passe à ${PLANS.premium.name} pour la valider.`,
  },
  FICHE_REQUIRES_EXPERT: {
    status: 403,
    message: `Cette fiche est réservée au plan ${PLANS.expert.name} : passe à ${PLANS.expert.name} pour la valider.`,
  },
  POINTS_INSUFFICIENT: { status: 409, message: 'Pas assez de points !' },
  /** The same requestId was used before for another reward or amount: a retry must resend the same request. */
  REQUEST_ID_REUSED: { status: 409, message: 'Cette demande a déjà été utilisée pour une autre opération. Recharge la page.' },
  REWARD_NOT_FOUND: { status: 404, message: 'Cette récompense n’existe pas ou a déjà été utilisée.' },
  REWARD_ALREADY_USED: { status: 409, message: 'Cette récompense a déjà été utilisée.' },
  SHARE_REQUIRES_COMPLETION: { status: 409, message: 'Valide cette fiche avant de la partager.' },
  SHARE_NOT_FOUND: { status: 404, message: 'Ce lien de partage n’existe pas ou n’est plus valable.' },
  TICKET_NOT_FOUND: { status: 404, message: 'Ce ticket n’existe pas.' },
  TICKET_PLAN_REQUIRED: { status: 403, message: 'Les tickets sont réservés aux plans Premium et Expert+ : passe à Premium, ou achète un ticket à l’unité dans la boutique.' },
  TICKET_QUOTA_EXHAUSTED: { status: 403, message: 'Tu as utilisé tous tes tickets ce mois-ci : achète un ticket à l’unité ou échange tes points contre un ticket.' },
  TICKET_URGENT_NOT_ALLOWED: { status: 403, message: 'Les tickets urgents sont réservés au plan Expert+, ou à un ticket urgent acheté ou échangé.' },
  /** Video feedback (issue 26, shared/domain/videos.ts). */
  VIDEO_PLAN_REQUIRED: { status: 403, message: `L’envoi de vidéos est inclus dans les plans Premium (${VIDEOS_PER_MONTH.premium} par mois) et Expert+ (${VIDEOS_PER_MONTH.expert} par mois) : passe à Premium, ou prends un ${VIDEO_EXTRA.name.toLowerCase()} à l’unité.` },
  VIDEO_QUOTA_EXHAUSTED: { status: 403, message: `Tu as envoyé toutes les vidéos de ton plan ce mois-ci : prends un ${VIDEO_EXTRA.name.toLowerCase()} à l’unité en boutique ou contre ${VIDEO_EXTRA.pointsCost} points.` },
  VIDEO_CREDIT_TAKEN: { status: 409, message: 'Ton crédit vidéo vient d’être utilisé par une autre demande. Recharge la page, puis réessaye.' },
  VIDEO_TOO_LARGE: { status: 400, message: VIDEO_REFUSAL_MESSAGES.tooLarge },
  VIDEO_TOO_SMALL: { status: 400, message: VIDEO_REFUSAL_MESSAGES.tooSmall },
  VIDEO_TOO_LONG: { status: 400, message: VIDEO_REFUSAL_MESSAGES.tooLong },
  VIDEO_NOT_A_VIDEO: { status: 400, message: VIDEO_REFUSAL_MESSAGES.notAVideo },
  VIDEO_NOT_FOUND: { status: 404, message: 'Cette vidéo n’existe pas.' },
  VIDEO_ALREADY_COMMENTED: { status: 409, message: 'Cette vidéo est déjà commentée : ses commentaires sont clos, seules les notes privées restent possibles.' },
  VIDEO_NOT_COMMENTED: { status: 409, message: 'Ajoute au moins un commentaire visible par le membre avant de terminer.' },
  VIDEO_COMMENT_OUT_OF_RANGE: { status: 400, message: 'Ce moment dépasse la durée de la vidéo : choisis un moment de la vidéo.' },
  VIDEO_THREAD_CLOSED: { status: 409, message: 'Cette vidéo n’a pas été reçue : il n’y a pas de fil de réponses.' },
  /** The credit the server picked was spent by another request at the same instant. */
  TICKET_CREDIT_TAKEN: { status: 409, message: 'Ton crédit vient d’être utilisé par une autre demande. Recharge la page, puis réessaye.' },
  TICKET_CLOSED: { status: 409, message: 'Ce ticket est fermé : ouvre un nouveau ticket pour une autre question.' },
  TICKET_TRANSITION_REFUSED: { status: 409, message: 'Ce changement de statut n’est pas possible depuis le statut actuel du ticket.' },
  TICKET_CHANGED: { status: 409, message: 'Ce ticket vient d’être modifié par quelqu’un d’autre. Recharge-le, puis réessaye.' },
  EDUCATOR_NOT_FOUND: { status: 400, message: 'Cet éducateur n’existe pas dans l’équipe.' },
  CANNED_REPLY_NOT_FOUND: { status: 404, message: 'Cette réponse type n’existe pas.' },
  VISIO_NOT_FOUND: { status: 404, message: 'Cette visio n’existe pas.' },
  /** Another booking claimed the slot between the page's reading and this request. */
  VISIO_SLOT_TAKEN: { status: 409, message: 'Ce créneau vient d’être pris. Choisis-en un autre.' },
  VISIO_SLOT_UNAVAILABLE: { status: 409, message: 'Ce créneau n’est pas disponible : choisis l’un des créneaux proposés.' },
  VISIO_CREDIT_TAKEN: { status: 409, message: 'Ton crédit visio vient d’être utilisé par une autre demande. Recharge la page, puis réessaye.' },
  /** Until online payment exists (issue 13), a visio no credit covers is booked through the external link. */
  VISIO_ALREADY_PAID: { status: 409, message: 'Ton paiement vient d’être reçu : ta visio est confirmée.' },
  VISIO_HOLD_REPLACED: { status: 409, message: 'Ce créneau a été libéré : tu en as réservé un autre entre-temps (une seule visio peut attendre son paiement).' },
  VISIO_NOT_CHANGEABLE: { status: 409, message: 'Cette visio est déjà annulée, déplacée ou passée.' },
  VISIO_TOO_LATE_TO_MOVE: { status: 409, message: 'Ta visio commence dans moins de 24 h : elle ne peut plus être déplacée. Tu peux encore l’annuler, mais ton crédit sera consommé.' },
  VISIO_OUTCOME_TOO_EARLY: { status: 409, message: 'Cette visio n’a pas encore commencé : tu pourras indiquer si elle a eu lieu après son début.' },
  VISIO_CHANGED: { status: 409, message: 'Cette visio vient d’être modifiée. Recharge la page, puis réessaye.' },
  BILLING_ALREADY_SUBSCRIBED: { status: 409, message: 'Tu as déjà un abonnement en cours : change de plan depuis « Gérer mon abonnement ».' },
  BILLING_NOTHING_TO_MANAGE: { status: 409, message: 'Tu n’as pas d’abonnement payant à gérer : choisis un plan sur la page des offres pour t’abonner.' },
  /** The payment provider did not answer (or refused our call): nothing was charged. */
  BILLING_UNAVAILABLE: { status: 503, message: 'Le service de paiement ne répond pas pour le moment. Réessaye dans quelques minutes.' },
  /** A setting the operator fills after deploying (shared/deploy-settings.ts) still holds its placeholder: the log names it. */
  SERVICE_NOT_CONFIGURED: { status: 503, message: 'Ce service n’est pas encore ouvert : sa configuration n’est pas terminée. Réessaye un peu plus tard.' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Signature du webhook invalide ou expirée.' },
  WEBHOOK_EVENT_MALFORMED: { status: 400, message: 'Événement du webhook illisible : un objet JSON avec id, type et data.object est attendu.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Ce paiement n’existe pas.' },
  REFUND_NOT_ALLOWED: { status: 409, message: 'Seuls les achats de la boutique se remboursent ici ; un abonnement se gère dans le tableau de bord Stripe.' },
  REFUND_ALREADY_DONE: { status: 409, message: 'Ce paiement a déjà été remboursé.' },
  REFUND_WINDOW_OVER: { status: 409, message: `Ce paiement date de plus de ${REFUND_WINDOW_DAYS} jours : il ne peut plus être remboursé ici.` },
  REFUND_CREDIT_USED: { status: 409, message: 'Le crédit de cet achat a déjà été utilisé : il ne peut plus être remboursé.' },
  NEXT_FICHE_UNKNOWN: { status: 400, message: 'La fiche suivante choisie n’existe pas.' },
  FICHE_CHANGED: { status: 409, message: 'Cette fiche vient d’être modifiée ou supprimée par un autre admin. Recharge la page, puis réessaye.' },
  CHALLENGE_FICHE_UNKNOWN: { status: 400, message: 'Une des fiches choisies n’existe pas ou n’est pas publiée.' },
  /** An admin's action on a member id that has no account (or no member rows). */
  ADMIN_MEMBER_NOT_FOUND: { status: 404, message: 'Ce membre n’existe pas.' },
  OWN_ADMIN_ROLE: { status: 409, message: 'Tu ne peux pas retirer ton propre rôle admin : demande à un autre admin de le faire.' },
  LAST_ADMIN: { status: 409, message: 'Ce retrait laisserait le service sans admin : il doit toujours en rester au moins un. Donne d’abord le rôle admin à quelqu’un d’autre.' },
  /** Issue 21: the paid plan comes first (shared/domain/plan-gifts.ts). */
  GIFT_PAID_SUBSCRIPTION: { status: 409, message: 'Ce membre paie déjà un abonnement en cours : son offre vient de son paiement. Pour lui faire un geste, agis sur son abonnement dans Stripe (remboursement, code promo).' },
  GIFT_NONE: { status: 409, message: 'Ce membre n’a pas d’offre en cadeau en cours : rien à arrêter.' },
  GIFT_CHANGED: { status: 409, message: 'L’abonnement de ce membre vient de changer : recharge sa fiche, puis réessaye.' },
  GIFT_END_PAST: { status: 400, message: 'La date de fin doit être aujourd’hui ou plus tard.' },
  OWN_SUSPENSION: { status: 409, message: 'Tu ne peux pas suspendre ton propre compte.' },
  LAST_ADMIN_SUSPENSION: { status: 409, message: 'Suspendre ce compte laisserait le service sans admin actif : il doit toujours en rester au moins un.' },
  /** An API call from a suspended account, whatever its token (issue 21). */
  ACCOUNT_SUSPENDED: { status: 403, message: `Ton compte est suspendu. Si tu penses qu’il s’agit d’une erreur, écris-nous à ${BRAND.supportEmail}.` },
  DISCORD_STATE_INVALID: { status: 400, message: 'Ce lien avec Discord a expiré ou ne vient pas de toi : recommence depuis ton tableau de bord.' },
  DISCORD_NOT_LINKED: { status: 409, message: 'Relie d’abord ton compte Discord depuis ton tableau de bord.' },
  DISCORD_UNAVAILABLE: { status: 502, message: 'Impossible de synchroniser les rôles Discord.' },
  WEBHOOK_URL_REFUSED: { status: 400, message: 'Cette URL n’est pas acceptée : elle doit commencer par https:// et pointer vers un service public (Make, Zapier…).' },
  AUTOMATION_URL_MISSING: { status: 409, message: 'Renseigne et enregistre d’abord l’URL du webhook de cette automatisation.' },
  /** A one-click unsubscribe link (issue 22) whose signature does not hold: altered, or of no member of ours. */
  UNSUBSCRIBE_LINK_INVALID: { status: 400, message: 'Ce lien de désinscription n’est pas valide. Tu peux gérer tes e-mails depuis « Mon compte », une fois connecté.' },
  /** Issue 25: a reminder's stop link altered or cut. */
  REMINDER_STOP_LINK_INVALID: { status: 400, message: 'Ce lien d’arrêt des rappels n’est pas valide. Tu peux arrêter tes rappels depuis « Mon compte », une fois connecté.' },
  /** Issue 25: a push subscription to a service that is not a browser's push service. */
  PUSH_ENDPOINT_REFUSED: { status: 400, message: 'Ce navigateur utilise un service de notification que nous ne connaissons pas : tes rappels te seront envoyés par e-mail.' },
  EDUCATOR_ALREADY_EXISTS: { status: 409, message: 'Un compte existe déjà avec cet email : donne-lui le rôle éducateur depuis sa fiche membre.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/**
 * The answers API Gateway writes itself, which an HTTP API cannot customise (`{"message":"Unauthorized"}`, 413 on a
 * body over 10 MB, 431 on headers over 10 KB, 429 when throttled, 5xx): the code whose French message a client shows
 * for an answer that does not carry the API's error shape. Any other status reads INTERNAL.
 */
const GATEWAY_ANSWER_CODES: Readonly<Partial<Record<number, ApiErrorCode>>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

export function gatewayAnswerCode(status: number): ApiErrorCode {
  return GATEWAY_ANSWER_CODES[status] ?? 'INTERNAL';
}

/** Largest request body a handler accepts, in bytes (issue 2: 64 KiB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** French messages for zod's generic issues, used when a schema gives none of its own. */
export const GENERIC_FIELD_MESSAGES = {
  unknownField: 'Ce champ n’est pas attendu.',
  required: 'Ce champ est requis.',
  invalidType: 'Ce champ n’a pas le bon format.',
} as const;
