import { BEHAVIOUR_FLAG_FIELDS } from '../../../../shared/domain/dog-profile/steps';

/** The sections of the read-only profile (SPEC §2 Profile wizards: read-only view) and the answers each shows. */
export const VIEW_SECTIONS: readonly { title: string; fields: readonly string[] }[] = [
  {
    title: 'Identité',
    fields: ['nom', 'age', 'race', 'sexe', 'castre_sterilise', 'origine_adoption', 'age_adoption', 'premier_chien'],
  },
  {
    title: 'Tempérament',
    fields: ['niveau_energie', 'temperament', 'sensibilite_toucher', 'reactivite', 'a_des_peurs', 'peurs_specifiques'],
  },
  {
    title: 'Habitudes quotidiennes',
    fields: [
      'type_logement',
      'acces_exterieur',
      'sorties_par_jour',
      'duree_sortie_minutes',
      'temps_solitude_heures',
      'capacite_rester_seul',
      'activite_mentale',
      'materiel_utilise',
      'type_alimentation',
      'frequence_repas',
    ],
  },
  {
    title: 'Comportements',
    fields: [
      'rappel_fiable',
      'tire_en_laisse',
      'entente_chiens',
      'comportement_inconnus',
      'comportement_autres_chiens',
      'comportement_enfants',
      ...BEHAVIOUR_FLAG_FIELDS,
      'problemes_rencontres',
      'connaissances_acquises',
    ],
  },
  { title: 'Objectifs prioritaires', fields: ['objectifs_prioritaires', 'objectif_autre', 'objectifs_secondaires'] },
];
