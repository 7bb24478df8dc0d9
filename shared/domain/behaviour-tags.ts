/**
 * The behavioural tag vocabulary (SPEC §2 Recommendations, §3 behaviour flags, §9).
 * A dog profile yields tags (see the derivation module); each fiche lists the tags it serves.
 * The label is what a member reads; the reason shown on hover is produced by the derivation.
 */
export const BEHAVIOUR_TAGS = {
  chiot: 'Chiot',
  adolescent: 'Adolescent',
  solitude: 'Solitude',
  manque_repos: 'Manque de repos',
  peu_sorties: 'Sorties insuffisantes',
  mordillement: 'Mordillements',
  energie_elevee: 'Énergie élevée',
  reactivite: 'Réactivité',
  reactivite_vehicules: 'Réactivité aux véhicules',
  protection_ressources: 'Protection des ressources',
  fugue: 'Risque de fugue',
  destruction: 'Destructions',
  aboiements: 'Aboiements',
  peurs: 'Peurs',
  peur_veterinaire: 'Peur du vétérinaire',
  peur_voiture: 'Peur de la voiture',
  hypervigilance: 'Hypervigilance aux bruits',
  traction_laisse: 'Tire en laisse',
  rappel: 'Rappel à consolider',
  frustration: 'Frustration',
  surexcitation: 'Surexcitation avec les congénères',
  poursuite_ombres: 'Poursuite d’ombres ou de reflets',
  sensibilite_toucher: 'Sensibilité au toucher',
  saute_gens: 'Saute sur les gens',
  vol_nourriture: 'Vol de nourriture',
  malproprete: 'Propreté',
  socialisation: 'Socialisation',
} as const;

export type BehaviourTag = keyof typeof BEHAVIOUR_TAGS;
export const BEHAVIOUR_TAG_IDS = Object.keys(BEHAVIOUR_TAGS) as BehaviourTag[];
