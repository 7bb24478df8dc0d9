import { BRAND } from '../brand';
import { pointsLabel, POINTS_RULES } from '../domain/points-rules';
import { TICKET_RESPONSE_HOURS } from '../domain/ticket-response-hours';
import type { Toast } from './messages';

/**
 * SPEC §8's error and success messages, and the live channel's ticket toasts, in their own module with only the rules
 * they quote: a first screen's code (sign-in, the member's shell and dashboard) imports them from here, without the
 * plans, points, shop and visios catalogues that messages.ts reads (issue 24); messages.ts re-exports them.
 */

export const GENERIC_ERROR = 'Une erreur est survenue';

/** SPEC §8, by situation. */
export const ERRORS = {
  checkoutPlan: 'Une erreur est survenue. Réessaye plus tard.',
  checkoutShop: 'Impossible de créer la session de paiement. Réessaye.',
  loginRequired: 'Connexion requise',
  checkoutUrlMissing: 'URL de paiement non reçue',
  emailAlreadyUsed: 'Cet email est déjà utilisé',
  signUpUnexpected: 'Une erreur est survenue lors de la création du compte',
  badCredentials: { title: 'Oups, vérifie ton email ou ton mot de passe', description: 'Les identifiants ne correspondent pas' },
  signInUnexpected: 'Une erreur est survenue lors de la connexion',
  /** Sign-in of a suspended account (issue 21): Cognito refuses it as a disabled user. */
  accountSuspended: { title: 'Ton compte est suspendu', description: `Tu ne peux plus te connecter pour le moment. Si tu penses qu’il s’agit d’une erreur, écris-nous à ${BRAND.supportEmail}.` },
  ficheValidation: { title: GENERIC_ERROR, description: 'Impossible de valider la fiche' },
  discordSync: { title: 'Erreur', description: 'Impossible de synchroniser les rôles Discord.' },
  ticketCreation: GENERIC_ERROR,
  notEnoughPoints: 'Pas assez de points !',
  exchange: 'Erreur lors de l’échange',
  shareLink: 'Impossible de créer le lien de partage',
  shareLinkCopy: { title: 'Copie impossible', description: 'Sélectionne le lien et copie-le à la main.' },
  subscriptionCheck: 'Impossible de vérifier l’abonnement',
  portal: 'Impossible d’ouvrir le portail de gestion',
  profileSave: { title: 'Erreur', description: 'Impossible d’enregistrer le profil' },
  adminFicheCreate: 'Erreur lors de l’enregistrement',
  adminFicheUpdate: 'Erreur lors de la modification',
  adminFicheDelete: 'Erreur lors de la suppression',
  adminMemberAction: 'Action impossible',
  passwordReset: GENERIC_ERROR,
  paymentCanceled: 'Paiement annulé',
} as const satisfies Record<string, string | Toast>;

/** SPEC §8 success messages. */
export const SUCCESS = {
  signUp: { title: 'Bienvenue dans la meute 🐾', description: 'Ton compte a été créé avec succès !' },
  signIn: 'Connexion réussie ! 🐶',
  discordSync: 'Synchronisation réussie',
  discordLinked: { title: 'Compte Discord relié', description: 'Bienvenue sur le serveur de la meute : tes salons t’attendent.' },
  rewardUnlocked: 'Récompense débloquée !',
  shareLinkCopied: { title: 'Lien copié !', description: `Colle-le où tu veux : ${pointsLabel(POINTS_RULES.verifiedShare, { sign: true })} quand quelqu’un d’autre l’ouvre.` },
  challengeSaved: 'Défi du mois enregistré',
  ticketCreated: `Ticket créé ! Un éducateur va te répondre sous ${TICKET_RESPONSE_HOURS.standard}h 📬`,
  subscriptionActivated: 'Abonnement activé avec succès ! 🎉',
  profileUpdated: 'Profil mis à jour avec succès !',
  profileCreated: {
    title: 'Profil créé avec succès ! Vos fiches personnalisées vous attendent',
    description: 'Tu débloques dès maintenant les premières fiches !',
  },
  completeProfileSaved: 'Profil complet enregistré !',
  completeProfileUnlocked: 'Fiches et conseils personnalisés débloqués !',
  ficheCreated: 'Fiche créée',
  ficheUpdated: 'Fiche mise à jour',
  ficheDeleted: 'Fiche supprimée',
  fichePublished: 'Fiche publiée',
  ficheUnpublished: 'Fiche dépubliée',
  adminCreditGranted: 'Crédit offert au membre',
  adminRoleChanged: 'Rôle mis à jour : il s’applique à sa prochaine connexion',
  educatorInvited: 'Invitation envoyée par email',
  automationSaved: 'Automatisation enregistrée',
  passwordResetSent: { title: 'Email envoyé !', description: 'Consulte ta boîte mail : le code pour choisir un nouveau mot de passe t’y attend.' },
} as const satisfies Record<string, string | Toast>;

/** The live channel's toasts when the team answers a ticket or changes its status (issue 11). */
export const TICKET_UPDATE_TOASTS = {
  reply: 'Nouvelle réponse de ton éducateur',
  status: 'Ton ticket a changé de statut',
} as const;
