/**
 * SPEC §8 wizard save errors, in a module of their own: the web app's API client reads the network message on every
 * page, without the message catalogue (shared/schemas/messages.ts, which re-exports them).
 */
export const WIZARD_SAVE_ERRORS = {
  acceptanceMissing: 'Veuillez accepter l’utilisation des données',
  invalidValues: 'Certaines valeurs ne sont pas valides. Veuillez vérifier vos réponses.',
  permission: 'Vous n’avez pas les permissions nécessaires.',
  network: 'Problème de connexion. Vérifiez votre connexion internet.',
  fallback: 'Une erreur est survenue lors de la sauvegarde',
} as const;
