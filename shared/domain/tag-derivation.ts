import { BEHAVIOUR_TAG_IDS, BEHAVIOUR_TAGS, type BehaviourTag } from './behaviour-tags';
import type { FicheCategory } from './fiche';
import { ageInMonths } from './dog-profile/age';

/**
 * Behavioural tags derived from a dog profile (SPEC §2 Recommendations, §3, §9), each with the French reason
 * shown on hover. Age rules: puppy under 6 months, adolescent 6 to 18 months inclusive, nibbling under 8 months.
 * Solitude: alone more than 1 h a day; rest shortage: alone less than 2 h (a dog rarely left alone rarely rests
 * in peace). Few outings: 2 or fewer a day, or outings under 20 minutes. Every behaviour flag of SPEC §3, the
 * listed problems and fears, and the goals also yield their tag.
 */
export const PUPPY_MAX_MONTHS = 6;
export const ADOLESCENT_MAX_MONTHS = 18;
export const NIBBLING_MAX_MONTHS = 8;
export const SOLITUDE_MIN_HOURS = 1;
export const REST_SHORTAGE_MAX_HOURS = 2;
export const FEW_OUTINGS_PER_DAY = 2;
export const SHORT_OUTING_MINUTES = 20;

/** The profile answers the derivation reads (a stored profile fits). */
export interface TagSource {
  age?: number | null;
  temps_solitude_heures?: number | null;
  sorties_par_jour?: number | null;
  duree_sortie_minutes?: number | null;
  niveau_energie?: string | null;
  temperament?: string | null;
  sensibilite_toucher?: string | null;
  capacite_rester_seul?: string | null;
  comportement_autres_chiens?: string | null;
  reactivite?: boolean | null;
  a_des_peurs?: boolean | null;
  tire_en_laisse?: boolean | null;
  rappel_fiable?: boolean | null;
  entente_chiens?: boolean | null;
  aboie?: boolean | null;
  mordillement_chiot?: boolean | null;
  destruction_absence?: boolean | null;
  protection_ressource?: boolean | null;
  reactivite_vehicules?: boolean | null;
  frustration_attente?: boolean | null;
  peur_veto?: boolean | null;
  peur_voiture?: boolean | null;
  surexcitation_congeneres?: boolean | null;
  hypervigilance_bruits?: boolean | null;
  poursuite_ombres?: boolean | null;
  peurs_specifiques?: readonly string[] | null;
  problemes_rencontres?: readonly string[] | null;
  objectifs_prioritaires?: readonly string[] | null;
}

export interface DerivedTag {
  tag: BehaviourTag;
  label: string;
  /** Why the profile carries the tag; several reasons are joined with ' · '. */
  reason: string;
}

/** Yes/no answers of SPEC §3 → tag and reason. */
const FLAG_TAGS: readonly [keyof TagSource, BehaviourTag, string][] = [
  ['reactivite', 'reactivite', 'Réagit fortement à certains stimuli'],
  ['a_des_peurs', 'peurs', 'A des peurs'],
  ['tire_en_laisse', 'traction_laisse', 'Tire en laisse'],
  ['aboie', 'aboiements', 'Aboie beaucoup'],
  ['mordillement_chiot', 'mordillement', 'Mordille'],
  // Read by the member and by the educator beside a ticket: no 'ton', 'tu' in a reason.
  ['destruction_absence', 'destruction', 'Détruit des objets quand il est seul'],
  ['protection_ressource', 'protection_ressources', 'Protège sa gamelle, ses jouets ou sa place'],
  ['reactivite_vehicules', 'reactivite_vehicules', 'Réagit aux véhicules'],
  ['frustration_attente', 'frustration', 'Supporte mal l’attente'],
  ['peur_veto', 'peur_veterinaire', 'A peur du vétérinaire'],
  ['peur_voiture', 'peur_voiture', 'A peur de la voiture'],
  ['surexcitation_congeneres', 'surexcitation', 'S’excite fortement avec les autres chiens'],
  ['hypervigilance_bruits', 'hypervigilance', 'Sursaute ou reste en alerte au moindre bruit'],
  ['poursuite_ombres', 'poursuite_ombres', "Poursuit les ombres ou les reflets"],
];

/** Items of the problems list → tag. */
const PROBLEM_TAGS: Readonly<Record<string, BehaviourTag>> = {
  aboiements: 'aboiements',
  destruction: 'destruction',
  vol_nourriture: 'vol_nourriture',
  saute_gens: 'saute_gens',
  fugue: 'fugue',
  malproprete: 'malproprete',
};

/** Items of the specific-fears list → tag (fear of cars in traffic is a fear; car travel has its own flag). */
const FEAR_TAGS: Readonly<Record<string, BehaviourTag>> = {
  bruits_forts: 'hypervigilance',
  voitures: 'peurs',
  inconnus: 'peurs',
  autres_chiens: 'peurs',
  veterinaire: 'peur_veterinaire',
  solitude: 'solitude',
};

/** Goals → tag, so that the fiches serving a goal are recommended (peur_reactivite and obeissance only steer categories). */
const GOAL_TAGS: Readonly<Record<string, BehaviourTag>> = {
  marche_laisse: 'traction_laisse',
  rappel: 'rappel',
  socialisation: 'socialisation',
  proprete: 'malproprete',
  separation: 'solitude',
};

const has = (list: readonly string[] | null | undefined, item: string): boolean => list?.includes(item) ?? false;
const plural = (n: number, word: string): string => `${n} ${word}${n > 1 ? 's' : ''}`;
const hours = (h: number): string => `${String(h).replace('.', ',')} h`;

export function deriveTags(profile: TagSource): DerivedTag[] {
  const reasons = new Map<BehaviourTag, string[]>();
  const add = (tag: BehaviourTag, reason: string) => reasons.set(tag, [...(reasons.get(tag) ?? []), reason]);

  if (profile.age !== null && profile.age !== undefined) {
    const months = ageInMonths(profile.age);
    if (months < PUPPY_MAX_MONTHS) add('chiot', `Chiot de ${months} mois (moins de ${PUPPY_MAX_MONTHS} mois)`);
    else if (months <= ADOLESCENT_MAX_MONTHS) add('adolescent', `${months} mois : l’adolescence dure de ${PUPPY_MAX_MONTHS} à ${ADOLESCENT_MAX_MONTHS} mois`);
    if (months < NIBBLING_MAX_MONTHS) add('mordillement', `Moins de ${NIBBLING_MAX_MONTHS} mois : l’âge des mordillements`);
  }

  const alone = profile.temps_solitude_heures;
  if (alone !== null && alone !== undefined) {
    if (alone > SOLITUDE_MIN_HOURS) add('solitude', `Reste seul ${hours(alone)} par jour`);
    if (alone < REST_SHORTAGE_MAX_HOURS) add('manque_repos', `Seul moins de ${REST_SHORTAGE_MAX_HOURS} h par jour : peu de vrais temps de repos au calme`);
  }
  if (profile.capacite_rester_seul === 'impossible' || profile.capacite_rester_seul === 'difficile') add('solitude', 'Vit mal les moments seul');

  const outings = profile.sorties_par_jour;
  if (outings !== null && outings !== undefined && outings <= FEW_OUTINGS_PER_DAY) add('peu_sorties', `${plural(outings, 'sortie')} par jour seulement`);
  const minutes = profile.duree_sortie_minutes;
  if (minutes !== null && minutes !== undefined && minutes < SHORT_OUTING_MINUTES) add('peu_sorties', `Sorties de ${minutes} min, moins de ${SHORT_OUTING_MINUTES} min`);

  if (profile.niveau_energie === 'dynamique' || profile.niveau_energie === 'tres_actif') add('energie_elevee', 'Beaucoup d’énergie à dépenser');
  if (profile.temperament === 'craintif') add('peurs', 'Tempérament craintif');
  if (profile.sensibilite_toucher === 'elevee') add('sensibilite_toucher', 'Très sensible au toucher');
  if (profile.comportement_autres_chiens === 'reactif') add('reactivite', 'Réagit face aux autres chiens');
  if (profile.rappel_fiable === false) add('rappel', 'Le rappel n’est pas encore fiable');
  if (profile.entente_chiens === false) add('socialisation', 'S’entend mal avec les autres chiens');

  for (const [field, tag, reason] of FLAG_TAGS) if (profile[field] === true) add(tag, reason);
  for (const [item, tag] of Object.entries(PROBLEM_TAGS)) if (has(profile.problemes_rencontres, item)) add(tag, 'Problème signalé dans le profil');
  for (const [item, tag] of Object.entries(FEAR_TAGS)) if (has(profile.peurs_specifiques, item)) add(tag, 'Peur signalée dans le profil');
  for (const [item, tag] of Object.entries(GOAL_TAGS)) if (has(profile.objectifs_prioritaires, item)) add(tag, 'Objectif prioritaire');

  return BEHAVIOUR_TAG_IDS.filter((tag) => reasons.has(tag)).map((tag) => ({
    tag,
    label: BEHAVIOUR_TAGS[tag],
    reason: [...new Set(reasons.get(tag))].join(' · '),
  }));
}

/**
 * The fiche categories a profile calls for (+1 in the score):
 * - chiot for a puppy (under 6 months) or a nibbling youngster, adulte from 6 months on;
 * - reactif for reactivity, fears, resource guarding, or the goal peur_reactivite;
 * - vie_quotidienne for life at home: solitude, rest, outings, energy, destruction, barking, cleanliness,
 *   food stealing, jumping up, frustration, or the goals calme_maison, proprete, separation;
 * - securite for recall and flight risk;
 * - socialisation for socialisation and over-excitement with other dogs, or the goal socialisation.
 * The goal obeissance adds adulte.
 */
export const CATEGORY_TAGS: Readonly<Record<Exclude<FicheCategory, 'chiot' | 'adulte'>, readonly BehaviourTag[]>> = {
  reactif: ['reactivite', 'reactivite_vehicules', 'peurs', 'peur_veterinaire', 'peur_voiture', 'hypervigilance', 'protection_ressources', 'sensibilite_toucher', 'poursuite_ombres'],
  vie_quotidienne: ['solitude', 'manque_repos', 'peu_sorties', 'energie_elevee', 'destruction', 'aboiements', 'malproprete', 'vol_nourriture', 'saute_gens', 'frustration', 'traction_laisse'],
  securite: ['rappel', 'fugue'],
  socialisation: ['socialisation', 'surexcitation'],
};

const CATEGORY_GOALS: Readonly<Record<string, FicheCategory>> = {
  peur_reactivite: 'reactif',
  calme_maison: 'vie_quotidienne',
  proprete: 'vie_quotidienne',
  separation: 'vie_quotidienne',
  socialisation: 'socialisation',
  obeissance: 'adulte',
  rappel: 'securite',
};

export function profileCategories(profile: TagSource, tags: ReadonlySet<BehaviourTag>): Set<FicheCategory> {
  const categories = new Set<FicheCategory>();
  if (tags.has('chiot') || tags.has('mordillement')) categories.add('chiot');
  if (profile.age !== null && profile.age !== undefined && ageInMonths(profile.age) >= PUPPY_MAX_MONTHS) categories.add('adulte');
  for (const [category, categoryTags] of Object.entries(CATEGORY_TAGS) as [FicheCategory, readonly BehaviourTag[]][]) {
    if (categoryTags.some((tag) => tags.has(tag))) categories.add(category);
  }
  for (const goal of profile.objectifs_prioritaires ?? []) {
    const category = CATEGORY_GOALS[goal];
    if (category) categories.add(category);
  }
  return categories;
}

/** Tags that call for an educator: the 'ticket éducateur recommandé' alert (SPEC §2 Recommendations). */
export const EDUCATOR_ALERT_TAGS: readonly BehaviourTag[] = ['reactivite', 'protection_ressources', 'fugue', 'destruction', 'aboiements'];
export const EDUCATOR_ALERT_TITLE = 'Ticket éducateur recommandé';

/** The profile tags that trigger the alert (empty: no alert). */
export function educatorAlertTags(tags: Iterable<BehaviourTag>): BehaviourTag[] {
  const present = new Set(tags);
  return EDUCATOR_ALERT_TAGS.filter((tag) => present.has(tag));
}
