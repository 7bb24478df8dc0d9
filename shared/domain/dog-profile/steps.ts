/**
 * The steps of the three profile forms (SPEC §2 Profile wizards) and the fields each step asks.
 * The quick and complete forms enter the age in months (`age_mois`); the wizard enters it in years (`age`).
 */
export interface ProfileStep {
  title: string;
  fields: readonly string[];
}

export const QUICK_PROFILE_STEPS = [
  { title: 'Identité', fields: ['nom', 'age_mois', 'race', 'sexe', 'castre_sterilise'] },
  { title: 'Énergie et tempérament', fields: ['niveau_energie', 'temperament'] },
  { title: 'Logement', fields: ['type_logement'] },
  { title: 'Activité', fields: ['sorties_par_jour', 'duree_sortie_minutes', 'activite_mentale'] },
  { title: 'Comportement', fields: ['rappel_fiable', 'tire_en_laisse', 'reactivite'] },
  { title: 'Objectifs', fields: ['objectifs_prioritaires'] },
] as const satisfies readonly ProfileStep[];

export const BEHAVIOUR_FLAG_FIELDS = [
  'aboie',
  'mordillement_chiot',
  'destruction_absence',
  'protection_ressource',
  'reactivite_vehicules',
  'frustration_attente',
  'peur_veto',
  'peur_voiture',
  'surexcitation_congeneres',
  'hypervigilance_bruits',
  'poursuite_ombres',
] as const;
export type BehaviourFlagField = (typeof BEHAVIOUR_FLAG_FIELDS)[number];

export const COMPLETE_PROFILE_STEPS = [
  {
    title: 'Identité',
    fields: ['nom', 'age_mois', 'race', 'sexe', 'castre_sterilise', 'age_adoption', 'premier_chien', 'origine_adoption'],
  },
  {
    title: 'Énergie et tempérament',
    fields: ['niveau_energie', 'temperament', 'sensibilite_toucher', 'reactivite', 'a_des_peurs', 'peurs_specifiques'],
  },
  {
    title: 'Environnement',
    fields: ['type_logement', 'acces_exterieur', 'autres_animaux_present', 'autres_animaux', 'temps_solitude_heures', 'composition_famille'],
  },
  { title: 'Activité', fields: ['sorties_par_jour', 'duree_sortie_minutes', 'materiel_utilise', 'activite_mentale', 'sport_pratique'] },
  {
    title: 'Comportement et apprentissages',
    fields: ['rappel_fiable', 'tire_en_laisse', 'entente_chiens', ...BEHAVIOUR_FLAG_FIELDS],
  },
  { title: 'Objectifs', fields: ['objectifs_prioritaires', 'objectif_autre', 'objectifs_secondaires'] },
  { title: 'Validation', fields: ['consentement_rgpd', 'notifications_nouvelles_fiches'] },
] as const satisfies readonly ProfileStep[];

/** Steps 1–6 make the light profile; steps 7–10 are the complete version (SPEC §2, §3 profile_version). */
export const WIZARD_PROFILE_STEPS = [
  { title: 'Identité', fields: ['nom', 'age', 'race', 'sexe', 'castre_sterilise', 'origine_adoption'] },
  { title: 'Profil global', fields: ['niveau_energie', 'temperament', 'sensibilite_toucher', 'reactivite', 'a_des_peurs', 'peurs_specifiques'] },
  {
    title: 'Habitudes quotidiennes',
    fields: ['type_logement', 'acces_exterieur', 'sorties_par_jour', 'duree_sortie_minutes', 'temps_solitude_heures', 'capacite_rester_seul'],
  },
  {
    title: 'Relations',
    fields: ['entente_chiens', 'comportement_inconnus', 'comportement_autres_chiens', 'comportement_enfants', 'autres_animaux_present', 'composition_famille'],
  },
  { title: 'Objectifs', fields: ['objectifs_prioritaires', 'objectif_autre', 'objectifs_secondaires'] },
  { title: 'Récapitulatif', fields: ['accept_data', 'notifications_nouvelles_fiches'] },
  { title: 'Santé', fields: ['veterinaire_referent', 'suivi_osteo_nutri', 'traitements_en_cours', 'douleurs_sensibilites', 'antecedents_traumatiques', 'peur_veto'] },
  { title: 'Alimentation', fields: ['type_alimentation', 'frequence_repas', 'gourmandise_niveau', 'proprete_gamelle', 'rituels_repas'] },
  {
    title: 'Activités',
    fields: ['types_promenades', 'liberte_promenade', 'activite_mentale_types', 'activite_mentale_frequence', 'activite_physique_types', 'materiel_utilise', 'sport_pratique'],
  },
  {
    title: 'Éducation',
    fields: [
      'connaissances_acquises',
      'problemes_rencontres',
      'rappel_fiable',
      'tire_en_laisse',
      'niveau_ecoute_stimulant',
      'deja_educateur',
      'methodes_utilisees',
      'motivation_principale',
      'aboie',
      'mordillement_chiot',
      'destruction_absence',
      'protection_ressource',
      'reactivite_vehicules',
      'frustration_attente',
      'peur_voiture',
      'surexcitation_congeneres',
      'hypervigilance_bruits',
      'poursuite_ombres',
    ],
  },
] as const satisfies readonly ProfileStep[];

/** Number of steps of the light wizard, after which a light profile is saved or upgraded (step 7). */
export const WIZARD_LIGHT_STEPS = 6;

/** 'Étape x sur 10' and the progress bar (step / total, in percent). */
export function stepLabel(step: number, total: number): string {
  return `Étape ${step} sur ${total}`;
}

export function stepProgress(step: number, total: number): number {
  return Math.round((step / total) * 100);
}
