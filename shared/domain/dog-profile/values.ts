/**
 * Value sets of the dog profile (SPEC §3 dog_profiles), each value with the French label a member reads.
 *
 * Where SPEC gives two readings of a set, the first is canonical: it is what is stored and served.
 * The second reading is still accepted on input and mapped by `VALUE_ALIASES` below; likewise the
 * alternative field names of `FIELD_ALIASES`. Sets SPEC leaves open (environment, touch sensitivity,
 * attitudes towards strangers, dogs and children) are completed here and marked so.
 */
export const NIVEAU_ENERGIE = { calme: 'Calme', equilibre: 'Équilibré', dynamique: 'Dynamique', tres_actif: 'Très actif' } as const;
export const TYPE_LOGEMENT = { maison_jardin: 'Maison avec jardin', appartement: 'Appartement', autre: 'Autre' } as const;
export const ORIGINE_ADOPTION = { elevage: 'Élevage', refuge: 'Refuge', particulier: 'Particulier', autre: 'Autre' } as const;
export const ACCES_EXTERIEUR = { jardin: 'Jardin', balcon: 'Balcon', aucun: 'Aucun' } as const;
export const TEMPERAMENT = { craintif: 'Craintif', reserve: 'Réservé', sociable: 'Sociable', confiant: 'Confiant' } as const;
export const SEXE = { male: 'Mâle', femelle: 'Femelle' } as const;
export const MATERIEL = { harnais: 'Harnais', collier: 'Collier', longe: 'Longe' } as const;
export const OBJECTIFS = {
  marche_laisse: 'Marche en laisse',
  rappel: 'Rappel',
  calme_maison: 'Calme à la maison',
  peur_reactivite: 'Peurs et réactivité',
  socialisation: 'Socialisation',
  obeissance: 'Obéissance',
  proprete: 'Propreté',
  separation: 'Séparation et solitude',
} as const;
export const PEURS_SPECIFIQUES = {
  bruits_forts: 'Bruits forts',
  voitures: 'Voitures',
  inconnus: 'Inconnus',
  autres_chiens: 'Autres chiens',
  veterinaire: 'Vétérinaire',
  solitude: 'Solitude',
} as const;
/** SPEC names only 'elevee'; the scale is completed. */
export const SENSIBILITE_TOUCHER = { faible: 'Faible', normale: 'Normale', elevee: 'Élevée' } as const;
/** Attitude towards strangers, other dogs and children. SPEC names craintif and tres_a_laise; the scale is completed. */
export const ATTITUDE = {
  craintif: 'Craintif',
  reactif: 'Réactif',
  neutre: 'Neutre',
  a_laise: 'À l’aise',
  tres_a_laise: 'Très à l’aise',
} as const;
/** Not listed by SPEC. */
export const ENVIRONNEMENT = { ville: 'En ville', periurbain: 'Périurbain', campagne: 'À la campagne' } as const;
export const TYPE_ALIMENTATION = { croquettes: 'Croquettes', barf: 'BARF', menagere: 'Ration ménagère', mixte: 'Mixte' } as const;
export const GOURMANDISE = { peu_interesse: 'Peu intéressé', normal: 'Normal', tres_gourmand: 'Très gourmand', glouton: 'Glouton' } as const;
export const TYPES_PROMENADES = { quartier: 'Quartier', parc: 'Parc', foret: 'Forêt', plage: 'Plage', montagne: 'Montagne' } as const;
export const LIBERTE_PROMENADE = {
  toujours_attache: 'Toujours attaché',
  longe: 'En longe',
  detache_parfois: 'Détaché parfois',
  detache_souvent: 'Détaché souvent',
} as const;
export const ACTIVITE_MENTALE_TYPES = { jeux_flair: 'Jeux de flair', puzzles: 'Puzzles', cache_cache: 'Cache-cache', tricks: 'Tours (tricks)' } as const;
export const ACTIVITE_MENTALE_FREQUENCE = { jamais: 'Jamais', rarement: 'Rarement', regulier: 'Régulièrement', quotidien: 'Tous les jours' } as const;
export const ACTIVITE_PHYSIQUE_TYPES = {
  course: 'Course',
  velo: 'Vélo',
  nage: 'Nage',
  agility: 'Agility',
  canicross: 'Canicross',
  jeux_balle: 'Jeux de balle',
} as const;
export const CONNAISSANCES = {
  assis: 'Assis',
  couche: 'Couché',
  pas_bouger: 'Pas bouger',
  au_pied: 'Au pied',
  tu_laisses: 'Tu laisses',
  stop: 'Stop',
  donne: 'Donne',
} as const;
export const PROBLEMES = {
  aboiements: 'Aboiements',
  destruction: 'Destructions',
  vol_nourriture: 'Vol de nourriture',
  saute_gens: 'Saute sur les gens',
  fugue: 'Fugues',
  malproprete: 'Malpropreté',
} as const;
export const CAPACITE_RESTER_SEUL = { impossible: 'Impossible', difficile: 'Difficile', acceptable: 'Acceptable', bonne: 'Bonne' } as const;
export const NIVEAU_ECOUTE = { aucune: 'Aucune', faible: 'Faible', moyenne: 'Moyenne', bonne: 'Bonne' } as const;
export const METHODES = { positive: 'Renforcement positif', clicker: 'Clicker', traditionnelle: 'Traditionnelle', mixte: 'Mixte' } as const;
export const MOTIVATION = { apprentissage: 'Apprentissage', lien: 'Renforcer le lien', reeducation: 'Rééducation', depense: 'Dépense' } as const;

/** The ids of a value set, as a tuple zod can take. */
export function valueIds<T extends Record<string, string>>(values: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(values) as [keyof T & string, ...(keyof T & string)[]];
}

/** The label of a stored value, or the value itself if the set does not know it. */
export function valueLabel(values: Readonly<Record<string, string>>, id: string): string {
  return Object.hasOwn(values, id) ? (values[id] as string) : id;
}

/**
 * Second readings of SPEC §3, accepted on input and stored as the canonical value.
 * - niveau_energie: basse→calme, moyenne→equilibre, haute→dynamique, tres_haute→tres_actif (same scale, four steps).
 * - type_logement: maison→maison_jardin.
 * - materiel_utilise: laisse_courte→longe (the leash item of the other reading).
 * - liberte_promenade: sans_laisse→detache_souvent.
 * - objectifs_prioritaires: marche→marche_laisse, peur→peur_reactivite, reactivite→peur_reactivite,
 *   solitude→separation; 'autre' is not a goal of the canonical set and becomes the free-text objectif_autre
 *   (see `normalizeDogProfileInput`).
 */
export const VALUE_ALIASES = {
  niveau_energie: { basse: 'calme', moyenne: 'equilibre', haute: 'dynamique', tres_haute: 'tres_actif' },
  type_logement: { maison: 'maison_jardin' },
  materiel_utilise: { laisse_courte: 'longe' },
  liberte_promenade: { sans_laisse: 'detache_souvent' },
  objectifs_prioritaires: { marche: 'marche_laisse', peur: 'peur_reactivite', reactivite: 'peur_reactivite', solitude: 'separation' },
} as const satisfies Record<string, Record<string, string>>;

/** The 'autre' goal of the second reading, and the text stored for it when the member wrote none. */
export const OTHER_GOAL_ALIAS = 'autre';
export const OTHER_GOAL_DEFAULT_TEXT = 'Autre objectif';

/** Alternative field names of SPEC §3 → the canonical name. */
export const FIELD_ALIASES = {
  nom_chien: 'nom',
  sterilise: 'castre_sterilise',
  lieu_adoption: 'origine_adoption',
  rappel_ok: 'rappel_fiable',
  sensibilite_tactile: 'sensibilite_toucher',
  composition_familiale: 'composition_famille',
} as const;
