import {
  completeProfileSavedToast,
  ERRORS,
  planUpgradedToast,
  pointsEarnedToast,
  purchaseSuccessToast,
  rewardUnlockedTitle,
  signUpErrorMessage,
  SUCCESS,
  TOAST_DURATION_MS,
  ticketCreatedMessage,
  PLAN_UPGRADE_TOAST_DURATION_MS,
  URL_FLAG_TOASTS,
  WIZARD_SAVE_ERRORS,
  wizardSaveErrorMessage,
} from '../../../shared/schemas/messages';

describe('SPEC §8 error catalogue', () => {
  it.each([
    [ERRORS.checkoutPlan, 'Une erreur est survenue. Réessaye plus tard.'],
    [ERRORS.checkoutShop, 'Impossible de créer la session de paiement. Réessaye.'],
    [ERRORS.loginRequired, 'Connexion requise'],
    [ERRORS.checkoutUrlMissing, 'URL de paiement non reçue'],
    [ERRORS.emailAlreadyUsed, 'Cet email est déjà utilisé'],
    [ERRORS.signUpUnexpected, 'Une erreur est survenue lors de la création du compte'],
    [ERRORS.signInUnexpected, 'Une erreur est survenue lors de la connexion'],
    [ERRORS.ticketCreation, 'Une erreur est survenue'],
    [ERRORS.notEnoughPoints, 'Pas assez de points !'],
    [ERRORS.exchange, 'Erreur lors de l’échange'],
    [ERRORS.subscriptionCheck, 'Impossible de vérifier l’abonnement'],
    [ERRORS.portal, 'Impossible d’ouvrir le portail de gestion'],
    [ERRORS.adminFicheCreate, 'Erreur lors de l’enregistrement'],
    [ERRORS.adminFicheUpdate, 'Erreur lors de la modification'],
    [ERRORS.adminFicheDelete, 'Erreur lors de la suppression'],
    [ERRORS.passwordReset, 'Une erreur est survenue'],
    [ERRORS.paymentCanceled, 'Paiement annulé'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [ERRORS.badCredentials, 'Oups, vérifie ton email ou ton mot de passe', 'Les identifiants ne correspondent pas'],
    [ERRORS.ficheValidation, 'Une erreur est survenue', 'Impossible de valider la fiche'],
    [ERRORS.discordSync, 'Erreur', 'Impossible de synchroniser les rôles Discord.'],
    [ERRORS.profileSave, 'Erreur', 'Impossible d’enregistrer le profil'],
  ])('toast %o', (toast, title, description) => {
    expect(toast).toEqual({ title, description });
  });

  it.each([
    [{ code: 'VALIDATION_FAILED', message: 'Certaines valeurs ne sont pas valides. Vérifie ta saisie.' }, 'Certaines valeurs ne sont pas valides. Veuillez vérifier vos réponses.'],
    [{ code: 'FORBIDDEN', message: 'Tu n’as pas les permissions nécessaires.' }, 'Vous n’avez pas les permissions nécessaires.'],
    [{ code: 'MEMBER_NOT_FOUND', message: 'Ton compte est introuvable.' }, 'Vous n’avez pas les permissions nécessaires.'],
    [{ code: 'UNAUTHORIZED', message: 'Connexion requise' }, 'Vous n’avez pas les permissions nécessaires.'],
    [{ code: 'network', message: 'Problème de connexion.' }, 'Problème de connexion. Vérifiez votre connexion internet.'],
    [{ code: 'INTERNAL', message: 'Délai dépassé' }, 'Erreur: Délai dépassé'],
    [{ code: 'toString', message: 'Délai dépassé' }, 'Erreur: Délai dépassé'],
    [{ code: 'INTERNAL', message: '' }, 'Une erreur est survenue lors de la sauvegarde'],
    [undefined, 'Une erreur est survenue lors de la sauvegarde'],
  ])('wizard save error %p → %s', (error, message) => {
    expect(wizardSaveErrorMessage(error)).toBe(message);
  });

  it('asks to accept the data use before a wizard save', () => {
    expect(WIZARD_SAVE_ERRORS.acceptanceMissing).toBe('Veuillez accepter l’utilisation des données');
  });

  it.each([
    ['User already registered', 'Cet email est déjà utilisé'],
    ['An account with the given email already exists.', 'Cet email est déjà utilisé'],
    ['Trop de tentatives, réessaye plus tard', 'Trop de tentatives, réessaye plus tard'],
    [undefined, 'Une erreur est survenue lors de la création du compte'],
  ])('sign-up error %p → %s', (error, message) => {
    expect(signUpErrorMessage(error)).toBe(message);
  });
});

describe('SPEC §8 success messages', () => {
  it('reads exactly as SPEC writes them', () => {
    expect(SUCCESS.signUp).toEqual({ title: 'Bienvenue dans la meute 🐾', description: 'Ton compte a été créé avec succès !' });
    expect(SUCCESS.signIn).toBe('Connexion réussie ! 🐶');
    expect(SUCCESS.discordSync).toBe('Synchronisation réussie');
    expect(SUCCESS.rewardUnlocked).toBe('Récompense débloquée !');
    expect(SUCCESS.ticketCreated).toBe('Ticket créé ! Un éducateur va te répondre sous 48h 📬');
    expect(SUCCESS.subscriptionActivated).toBe('Abonnement activé avec succès ! 🎉');
    expect(SUCCESS.profileUpdated).toBe('Profil mis à jour avec succès !');
    expect(SUCCESS.profileCreated).toEqual({
      title: 'Profil créé avec succès ! Vos fiches personnalisées vous attendent',
      description: 'Tu débloques dès maintenant les premières fiches !',
    });
    expect(SUCCESS.ficheCreated).toBe('Fiche créée');
    expect(SUCCESS.ficheUpdated).toBe('Fiche mise à jour');
    expect(SUCCESS.ficheDeleted).toBe('Fiche supprimée');
    expect(SUCCESS.fichePublished).toBe('Fiche publiée');
    expect(SUCCESS.ficheUnpublished).toBe('Fiche dépubliée');
    expect(SUCCESS.passwordResetSent.title).toBe('Email envoyé !');
  });

  it('a created ticket promises 48h, or 24h when urgent (issue 11)', () => {
    expect(ticketCreatedMessage('standard')).toBe('Ticket créé ! Un éducateur va te répondre sous 48h 📬');
    expect(ticketCreatedMessage('urgent')).toBe('Ticket créé ! Un éducateur va te répondre sous 24h 📬');
  });

  it.each([5, 12])('validating a fiche worth %i points', (n) => {
    expect(pointsEarnedToast(n)).toEqual({ title: `Bravo ! +${n} points 🎉`, description: `+${n} points gagnés` });
  });

  it('validating a fiche worth 1 point says it in the singular (issue 23)', () => {
    expect(pointsEarnedToast(1)).toEqual({ title: 'Bravo ! +1 point 🎉', description: '+1 point gagné' });
  });

  it('names the unlocked reward', () => {
    expect(rewardUnlockedTitle('Ticket urgent', false)).toBe('Ticket urgent débloqué ! 🎉');
    expect(rewardUnlockedTitle('Visio gratuite', true)).toBe('Visio gratuite débloquée ! 🎉');
  });

  it.each([
    [true, 85, 'Fiches et conseils personnalisés débloqués !'],
    [false, 62, 'Profil sauvegardé (62% complété)'],
  ])('complete profile saved (profil_complet %p, %i%%)', (complet, percent, description) => {
    expect(completeProfileSavedToast(complet, percent)).toEqual({ title: 'Profil complet enregistré !', description });
  });
});

describe('SPEC §2 URL flag toasts', () => {
  it('welcomes, cancels and upgrades', () => {
    expect(URL_FLAG_TOASTS.success.title).toBe('Bienvenue dans la meute 🐾');
    expect(URL_FLAG_TOASTS.canceled).toEqual({ title: 'Paiement annulé', description: 'Tu peux réessayer quand tu veux' });
    expect(planUpgradedToast()).toEqual({ title: 'Bienvenue dans ton nouveau plan' });
    expect(planUpgradedToast('expert')).toEqual({ title: 'Bienvenue dans ton nouveau plan', description: 'Ton plan Expert+ est actif.' });
    expect(TOAST_DURATION_MS).toBe(3500);
    expect(PLAN_UPGRADE_TOAST_DURATION_MS).toBe(4000);
  });

  it.each([
    ['ticket_standard', 'Ticket standard : achat confirmé ! +2 points 🎉', '48h'],
    ['ticket_urgent', 'Ticket urgent : achat confirmé ! +5 points 🎉', '24h'],
    ['visio_unique', 'Visio de suivi : achat confirmé ! +10 points 🎉', '30 minutes'],
    ['video_retour', 'Retour vidéo : achat confirmé ! +3 points 🎉', 'un jour ouvré'],
  ])('purchase of %s has its own message', (product, title, detail) => {
    const toast = purchaseSuccessToast(product);
    expect(toast.title).toBe(title);
    expect(toast.description).toContain(detail);
  });

  it.each([undefined, null, '', 'abonnement', 'toString'])('purchase of %p reads the generic message', (product) => {
    expect(purchaseSuccessToast(product).title).toBe('Achat confirmé');
  });
});
