import { BRAND } from '../brand';
import { PLANS, type PlanId } from '../domain/plans';
import { pointsLabel } from '../domain/points';
import { SHOP_PRODUCTS, TICKET_RESPONSE_HOURS, type ShopProductId } from '../domain/shop';
import { ERRORS, GENERIC_ERROR, SUCCESS, TICKET_UPDATE_TOASTS } from './action-messages';
import { WIZARD_SAVE_ERRORS } from './wizard-save-errors';

/**
 * Every message a member reads after an action (SPEC §8 error catalogue and success messages, §2 URL flags),
 * and the messages of the API's error answers. Web and functions import them from here; none is written twice.
 * A toast has a title and, where SPEC gives a second part, a description.
 */
export interface Toast {
  title: string;
  description?: string;
}

/** Toast durations (SPEC §9). */
export { PLAN_UPGRADE_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toast-durations';

/**
 * SPEC §8's error and success messages and the live channel's ticket toasts live apart (action-messages.ts): a first
 * screen imports them there, without the plans, points and shop catalogues this file reads (issue 24).
 */
export { ERRORS, GENERIC_ERROR, SUCCESS, TICKET_UPDATE_TOASTS };

/** SPEC §8 wizard save errors. */
export { WIZARD_SAVE_ERRORS };

/** The API error codes that SPEC §8's wizard reads as refused values, a refused permission or a lost connection. */
const WIZARD_SAVE_ERROR_CODES: Readonly<Record<string, keyof typeof WIZARD_SAVE_ERRORS>> = {
  VALIDATION_FAILED: 'invalidValues',
  INVALID_JSON: 'invalidValues',
  UNAUTHORIZED: 'permission',
  FORBIDDEN: 'permission',
  MEMBER_NOT_FOUND: 'permission',
  network: 'network',
};

/**
 * A wizard save error (SPEC §8), chosen from the API error's code: refused values, a refused permission and a
 * lost connection have their message; any other error reads 'Erreur: {its French message}'; no error, the fallback.
 */
export function wizardSaveErrorMessage(error: { code: string; message: string } | undefined): string {
  if (!error?.message) return WIZARD_SAVE_ERRORS.fallback;
  const known = Object.hasOwn(WIZARD_SAVE_ERROR_CODES, error.code) ? WIZARD_SAVE_ERROR_CODES[error.code] : undefined;
  return known ? WIZARD_SAVE_ERRORS[known] : `Erreur: ${error.message}`;
}

/**
 * Sign-up failure (SPEC §8): an already-registered address (the provider's text says 'already registered' or,
 * for Cognito, 'already exists') reads 'Cet email est déjà utilisé'; another error shows its own message;
 * an error without text reads the generic sign-up message.
 */
export function signUpErrorMessage(errorText: string | undefined): string {
  if (!errorText) return ERRORS.signUpUnexpected;
  const text = errorText.toLowerCase();
  if (text.includes('already registered') || text.includes('already exists')) return ERRORS.emailAlreadyUsed;
  return errorText;
}

/** 'Ticket créé ! Un éducateur va te répondre sous 48h 📬' (SPEC §8), 24h for an urgent ticket (SPEC §9). */
export function ticketCreatedMessage(priority: keyof typeof TICKET_RESPONSE_HOURS): string {
  return priority === 'urgent' ? `Ticket créé ! Un éducateur va te répondre sous ${TICKET_RESPONSE_HOURS.urgent}h 📬` : SUCCESS.ticketCreated;
}

/** The participle agrees with the count of points, like `pointsLabel`: '1 point ajouté', '30 points ajoutés'. */
const agreeing = (points: number, participle: string) => (Math.abs(points) > 1 ? `${participle}s` : participle);

/** The admin's toast after moving a member's points: '+30 points ajoutés' / '10 points retirés' / '+1 point ajouté'. */
export function adminPointsToast(points: number): string {
  return points > 0 ? `${pointsLabel(points, { sign: true })} ${agreeing(points, 'ajouté')}` : `${pointsLabel(Math.abs(points))} ${agreeing(points, 'retiré')}`;
}

/** 'Bravo ! +{n} points 🎉' / '+n points gagnés' after validating a fiche ('+1 point gagné'). */
export function pointsEarnedToast(points: number): Toast {
  const earned = pointsLabel(points, { sign: true });
  return { title: `Bravo ! ${earned} 🎉`, description: `${earned} ${agreeing(points, 'gagné')}` };
}

/** '{reward} débloqué ! 🎉', with the participle agreeing with a feminine reward ('Visio gratuite débloquée'). */
export function rewardUnlockedTitle(rewardName: string, feminine: boolean): string {
  return `${rewardName} ${feminine ? 'débloquée' : 'débloqué'} ! 🎉`;
}

/**
 * The toast of a credit that comes without an exchange of points (issue 23: a ticket bought in the shop is a credit,
 * not a reward): bought, or offered by the team.
 */
export function creditAddedToast(rewardName: string, feminine: boolean, origin: 'gift' | 'purchase'): Toast {
  return origin === 'purchase'
    ? { title: 'Crédit ajouté', description: `${rewardName} ${feminine ? 'ajoutée' : 'ajouté'} à tes crédits : utilise-${feminine ? 'la' : 'le'} quand tu veux.` }
    : { title: 'Cadeau de l’équipe 🎁', description: `${rewardName} ${feminine ? 'offerte' : 'offert'} par l’équipe ${BRAND.name}.` };
}

/** After the complete form: unlocked when profil_complet, otherwise the completion reached. */
export function completeProfileSavedToast(profilComplet: boolean, completionPercentage: number): Toast {
  return {
    title: SUCCESS.completeProfileSaved,
    description: profilComplet ? SUCCESS.completeProfileUnlocked : `Profil sauvegardé (${completionPercentage}% complété)`,
  };
}

/** Toasts of the URL flags read on arrival (SPEC §2). */
export const URL_FLAG_TOASTS = {
  success: { title: 'Bienvenue dans la meute 🐾', description: SUCCESS.subscriptionActivated },
  canceled: { title: ERRORS.paymentCanceled, description: 'Tu peux réessayer quand tu veux' },
  purchaseGeneric: { title: 'Achat confirmé', description: 'Merci pour ta confiance !' },
  /** connexion=requise: a visitor sent to /auth by a purchase button (issue 24: a public page's, which has no app to toast). */
  loginRequired: { title: ERRORS.loginRequired, description: 'Connecte-toi ou crée ton compte pour continuer.' },
} as const satisfies Record<string, Toast>;

const PURCHASE_DESCRIPTIONS: Readonly<Record<ShopProductId, string>> = {
  ticket_standard: `Ton crédit est sur ton compte : ouvre ton ticket quand tu veux, un éducateur te répond sous ${SHOP_PRODUCTS.ticket_standard.responseHours}h.`,
  ticket_urgent: `Ton crédit est sur ton compte : ouvre ton ticket urgent quand tu veux, un éducateur te répond sous ${SHOP_PRODUCTS.ticket_urgent.responseHours}h.`,
  visio_unique: `Ta visio de ${SHOP_PRODUCTS.visio_unique.durationMinutes} minutes est disponible : réserve ton créneau avec un éducateur.`,
  video_retour: 'Ton crédit est sur ton compte : envoie ta vidéo quand tu veux, un éducateur te répond sous un jour ouvré.',
};

/** purchase_success=true: a message per product, the generic 'Achat confirmé' for any other value. */
export function purchaseSuccessToast(product: string | null | undefined): Toast {
  const known = product && Object.hasOwn(SHOP_PRODUCTS, product) ? SHOP_PRODUCTS[product as ShopProductId] : undefined;
  if (!known) return URL_FLAG_TOASTS.purchaseGeneric;
  return {
    title: `${known.name} : achat confirmé ! ${pointsLabel(known.bonusPoints, { sign: true })} 🎉`,
    description: PURCHASE_DESCRIPTIONS[known.id],
  };
}

/** plan_upgraded=true: 'Bienvenue dans ton nouveau plan', naming it when known. */
export function planUpgradedToast(plan?: PlanId): Toast {
  const title = 'Bienvenue dans ton nouveau plan';
  return plan ? { title, description: `Ton plan ${PLANS[plan].name} est actif.` } : { title };
}

/** What the educators' console says after an action succeeds (issue 11, staff side). */
export const STAFF_MESSAGES = {
  replySent: 'Réponse envoyée au membre',
  noteAdded: 'Note interne ajoutée',
  assignedToMe: 'Ticket attribué à toi',
  assigned: (name: string) => `Ticket attribué à ${name}`,
  unassigned: 'Ticket désassigné',
  statusChanged: (label: string) => `Statut : ${label}`,
  cannedReplyCreated: 'Réponse type ajoutée',
  cannedReplyDeleted: 'Réponse type supprimée',
} as const;

/** SPEC §2 Admin Fiches: the confirmation before a fiche is deleted. */
export const FICHE_DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer cette fiche ? Cette action est irréversible.';
