import { BEHAVIOUR_FLAG_FIELDS, type BehaviourFlagField } from '../../../../shared/domain/dog-profile/steps';
import * as V from '../../../../shared/domain/dog-profile/values';
import { DOG_PROFILE_LIMITS as L } from '../../../../shared/schemas/dog-profile';

/**
 * How each question of the profile forms is asked and shown: its French label, the kind of control and,
 * for choices, the value set of shared/domain/dog-profile/values.ts. Which step asks which field, what is
 * required and the limits come from shared/ (steps and schemas); this table only says how it looks.
 */
export type FieldDefinition =
  | { kind: 'text'; label: string; multiline?: boolean; helper?: string }
  | { kind: 'number'; label: string; unit: string; helper?: string; decimal?: boolean }
  | { kind: 'choice'; label: string; values: Readonly<Record<string, string>> }
  | { kind: 'yesNo'; label: string }
  | { kind: 'multi'; label: string; values: Readonly<Record<string, string>>; max?: number; maxNotice?: string; helper?: string }
  | { kind: 'animals'; label: string }
  | { kind: 'consent'; label: string; helper?: string };

const BEHAVIOUR_FLAG_LABELS: Readonly<Record<BehaviourFlagField, string>> = {
  aboie: 'Aboie souvent',
  mordillement_chiot: 'Mordille (mains, vêtements)',
  destruction_absence: 'Détruit des objets en ton absence',
  protection_ressource: 'Protège sa gamelle, ses jouets ou sa place',
  reactivite_vehicules: 'Réagit aux vélos, voitures ou trottinettes',
  frustration_attente: 'Supporte mal l’attente (frustration)',
  peur_veto: 'A peur du vétérinaire',
  peur_voiture: 'A peur de la voiture',
  surexcitation_congeneres: 'S’excite beaucoup avec les autres chiens',
  hypervigilance_bruits: 'Sursaute ou aboie au moindre bruit',
  poursuite_ombres: 'Poursuit les ombres ou les reflets',
};

const behaviourFlags = Object.fromEntries(
  BEHAVIOUR_FLAG_FIELDS.map((field) => [field, { kind: 'yesNo', label: BEHAVIOUR_FLAG_LABELS[field] }]),
) as Record<BehaviourFlagField, FieldDefinition>;

export const FIELDS: Readonly<Record<string, FieldDefinition>> = {
  nom: { kind: 'text', label: 'Nom de ton chien' },
  age_mois: { kind: 'number', label: 'Âge', unit: 'mois', helper: `En mois, de 0 à ${L.ageMonthsMax} (2 ans = 24 mois)` },
  age: { kind: 'number', label: 'Âge', unit: 'ans', decimal: true, helper: `En années, de 0 à ${L.ageYearsMax} (1,5 pour 18 mois)` },
  race: { kind: 'text', label: 'Race (facultatif)' },
  lignee: { kind: 'text', label: 'Lignée' },
  sexe: { kind: 'choice', label: 'Sexe', values: V.SEXE },
  castre_sterilise: { kind: 'yesNo', label: 'Castré ou stérilisée' },
  age_adoption: { kind: 'number', label: 'Âge à l’adoption', unit: 'mois', helper: 'En mois' },
  premier_chien: { kind: 'yesNo', label: 'C’est ton premier chien' },
  origine_adoption: { kind: 'choice', label: 'Lieu d’adoption', values: V.ORIGINE_ADOPTION },
  niveau_energie: { kind: 'choice', label: 'Niveau d’énergie', values: V.NIVEAU_ENERGIE },
  temperament: { kind: 'choice', label: 'Tempérament', values: V.TEMPERAMENT },
  sensibilite_toucher: { kind: 'choice', label: 'Sensibilité au toucher', values: V.SENSIBILITE_TOUCHER },
  reactivite: { kind: 'yesNo', label: 'Réagit fortement (aboie, tire, grogne) face à certains stimuli' },
  a_des_peurs: { kind: 'yesNo', label: 'A des peurs' },
  peurs_specifiques: { kind: 'multi', label: 'Ses peurs', values: V.PEURS_SPECIFIQUES },
  type_logement: { kind: 'choice', label: 'Logement', values: V.TYPE_LOGEMENT },
  acces_exterieur: { kind: 'choice', label: 'Accès extérieur', values: V.ACCES_EXTERIEUR },
  autres_animaux_present: { kind: 'yesNo', label: 'D’autres animaux vivent à la maison' },
  autres_animaux: { kind: 'animals', label: 'Les autres animaux' },
  temps_solitude_heures: { kind: 'number', label: 'Temps passé seul par jour', unit: 'heures', decimal: true, helper: `De 0 à ${L.tempsSolitudeMax} heures` },
  capacite_rester_seul: { kind: 'choice', label: 'Capacité à rester seul', values: V.CAPACITE_RESTER_SEUL },
  composition_famille: { kind: 'text', label: 'Composition de la famille', helper: 'Par exemple : 2 adultes, 1 enfant de 6 ans' },
  sorties_par_jour: { kind: 'number', label: 'Sorties par jour', unit: 'sorties', helper: `De 0 à ${L.sortiesParJourMax}` },
  duree_sortie_minutes: { kind: 'number', label: 'Durée d’une sortie', unit: 'minutes' },
  materiel_utilise: { kind: 'multi', label: 'Matériel utilisé', values: V.MATERIEL },
  activite_mentale: { kind: 'yesNo', label: 'Pratique des activités mentales (flair, jeux de réflexion)' },
  sport_pratique: { kind: 'text', label: 'Sport canin pratiqué' },
  rappel_fiable: { kind: 'yesNo', label: 'Revient de façon fiable quand tu l’appelles' },
  tire_en_laisse: { kind: 'yesNo', label: 'Tire en laisse' },
  entente_chiens: { kind: 'yesNo', label: 'S’entend bien avec les autres chiens' },
  comportement_inconnus: { kind: 'choice', label: 'Avec les inconnus', values: V.ATTITUDE },
  comportement_autres_chiens: { kind: 'choice', label: 'Avec les autres chiens', values: V.ATTITUDE },
  comportement_enfants: { kind: 'choice', label: 'Avec les enfants', values: V.ATTITUDE },
  ...behaviourFlags,
  connaissances_acquises: { kind: 'multi', label: 'Ce qu’il sait déjà faire', values: V.CONNAISSANCES },
  problemes_rencontres: { kind: 'multi', label: 'Problèmes rencontrés', values: V.PROBLEMES },
  niveau_ecoute_stimulant: { kind: 'choice', label: 'Écoute en présence de stimulations', values: V.NIVEAU_ECOUTE },
  deja_educateur: { kind: 'yesNo', label: 'Déjà suivi par un éducateur' },
  methodes_utilisees: { kind: 'multi', label: 'Méthodes déjà utilisées', values: V.METHODES },
  motivation_principale: { kind: 'choice', label: 'Ta motivation principale', values: V.MOTIVATION },
  veterinaire_referent: { kind: 'text', label: 'Vétérinaire référent' },
  suivi_osteo_nutri: { kind: 'yesNo', label: 'Suivi ostéopathe ou nutritionniste' },
  traitements_en_cours: { kind: 'text', label: 'Traitements en cours', multiline: true },
  douleurs_sensibilites: { kind: 'text', label: 'Douleurs ou sensibilités', multiline: true },
  antecedents_traumatiques: { kind: 'text', label: 'Antécédents traumatiques', multiline: true },
  type_alimentation: { kind: 'choice', label: 'Alimentation', values: V.TYPE_ALIMENTATION },
  frequence_repas: { kind: 'number', label: 'Repas par jour', unit: 'repas', helper: `De ${L.frequenceRepasMin} à ${L.frequenceRepasMax}` },
  gourmandise_niveau: { kind: 'choice', label: 'Gourmandise', values: V.GOURMANDISE },
  proprete_gamelle: { kind: 'yesNo', label: 'Mange proprement' },
  rituels_repas: { kind: 'text', label: 'Rituels autour des repas', multiline: true },
  types_promenades: { kind: 'multi', label: 'Lieux de promenade', values: V.TYPES_PROMENADES },
  liberte_promenade: { kind: 'choice', label: 'Liberté en promenade', values: V.LIBERTE_PROMENADE },
  activite_mentale_types: { kind: 'multi', label: 'Activités mentales', values: V.ACTIVITE_MENTALE_TYPES },
  activite_mentale_frequence: { kind: 'choice', label: 'Fréquence des activités mentales', values: V.ACTIVITE_MENTALE_FREQUENCE },
  activite_physique_types: { kind: 'multi', label: 'Activités physiques', values: V.ACTIVITE_PHYSIQUE_TYPES },
  objectifs_prioritaires: {
    kind: 'multi',
    label: `Tes objectifs prioritaires (1 à ${L.objectifsMax})`,
    values: V.OBJECTIFS,
    max: L.objectifsMax,
    maxNotice: `Tu as choisi ${L.objectifsMax} objectifs, le maximum : décoche-en un pour en choisir un autre.`,
  },
  objectif_autre: { kind: 'text', label: 'Un autre objectif' },
  objectifs_secondaires: { kind: 'text', label: 'Objectifs secondaires ou précisions', multiline: true },
  consentement_rgpd: {
    kind: 'consent',
    label: 'J’accepte le traitement des données de mon chien pour personnaliser mes fiches et conseils',
    helper: 'Tes réponses servent uniquement à personnaliser ton accompagnement.',
  },
  accept_data: {
    kind: 'consent',
    label: 'J’accepte l’utilisation de ces données pour personnaliser mes recommandations',
    helper: 'Tes réponses servent uniquement à personnaliser ton accompagnement.',
  },
  notifications_nouvelles_fiches: { kind: 'consent', label: 'Me prévenir quand de nouvelles fiches adaptées sont publiées' },
};

export function fieldDefinition(field: string): FieldDefinition {
  const definition = FIELDS[field];
  if (!definition) throw new Error(`Champ de profil sans définition : ${field}`);
  return definition;
}
