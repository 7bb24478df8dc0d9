import * as z from 'zod';
import * as V from '../domain/dog-profile/values';
import { optionalNumber, text } from './fields';

/**
 * The dog profile as stored and served (SPEC §3 dog_profiles), with French messages for every limit of SPEC §5.
 * Field names keep SPEC's French snake_case. Every answer is optional and may be null (not answered);
 * the form schemas (dog-profile-forms.ts) add what each form requires.
 */
export const DOG_PROFILE_LIMITS = {
  nomMax: 50,
  ageYearsMax: 25,
  ageMonthsMax: 300,
  sortiesParJourMax: 20,
  /** Outing minutes: 0–500 in the quick and complete forms, 0–300 in the wizard. */
  dureeSortieMax: 500,
  dureeSortieWizardMax: 300,
  ageAdoptionMonthsMax: 300,
  tempsSolitudeMax: 24,
  frequenceRepasMin: 1,
  frequenceRepasMax: 5,
  objectifsMax: 3,
  shortTextMax: 100,
  textMax: 500,
  longTextMax: 1000,
  listMax: 20,
} as const;
const L = DOG_PROFILE_LIMITS;

export const DOG_PROFILE_MESSAGES = {
  nomRequired: 'Le nom est requis',
  nomTooLong: `Le nom doit contenir au plus ${L.nomMax} caractères`,
  ageRequired: 'L’âge est requis',
  ageYears: `L’âge doit être compris entre 0 et ${L.ageYearsMax} ans`,
  ageMonths: `L’âge doit être compris entre 0 et ${L.ageMonthsMax} mois`,
  sexe: 'Indique si ton chien est un mâle ou une femelle',
  niveauEnergieRequired: 'Le niveau d’énergie est requis',
  temperamentRequired: 'Le tempérament est requis',
  typeLogementRequired: 'Le type de logement est requis',
  sortiesRequired: 'Le nombre de sorties par jour est requis',
  sorties: `Le nombre de sorties par jour doit être compris entre 0 et ${L.sortiesParJourMax}`,
  dureeRequired: 'La durée d’une sortie est requise',
  duree: (max: number) => `La durée d’une sortie doit être comprise entre 0 et ${max} minutes`,
  ageAdoption: `L’âge à l’adoption doit être compris entre 0 et ${L.ageAdoptionMonthsMax} mois`,
  tempsSolitude: `Le temps passé seul doit être compris entre 0 et ${L.tempsSolitudeMax} heures`,
  frequenceRepas: `Le nombre de repas par jour doit être compris entre ${L.frequenceRepasMin} et ${L.frequenceRepasMax}`,
  objectifsMax: `Choisis au plus ${L.objectifsMax} objectifs`,
  choice: 'Choisis une valeur de la liste',
  yesNo: 'Réponds par oui ou par non',
  textTooLong: (max: number) => `Ce texte doit contenir au plus ${max} caractères`,
  listTooLong: `Pas plus de ${L.listMax} éléments`,
  consentComplete: 'Vous devez accepter le traitement de vos données',
  acceptWizard: 'Veuillez accepter l’utilisation des données',
} as const;
const M = DOG_PROFILE_MESSAGES;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/** An optional number within bounds; integers only unless `decimal`. An empty input is null (not answered). */
export function numberField(min: number, max: number, rangeMessage: string, options: { decimal?: boolean } = {}) {
  return optionalNumber({ min, max, rangeMessage, ...options });
}

/** An optional choice among a value set; '' means not answered. */
export function choiceField<T extends Record<string, string>>(values: T, message: string = M.choice) {
  return z.preprocess((value) => (isBlank(value) ? null : value), z.enum(V.valueIds(values), { error: message }).nullish());
}

export function listField<T extends Record<string, string>>(values: T) {
  return z.array(z.enum(V.valueIds(values), { error: M.choice })).max(L.listMax, { error: M.listTooLong }).nullish();
}

/** An optional text; blank is null (not answered). `multiline` for the questions answered in a textarea. */
export function textField(max: number, options: { multiline?: boolean } = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    text(options).max(max, { error: M.textTooLong(max) }).nullish(),
  );
}

export const yesNoField = () => z.boolean({ error: M.yesNo }).nullish();

const objectifsField = z
  .array(z.enum(V.valueIds(V.OBJECTIFS), { error: M.choice }))
  .max(L.objectifsMax, { error: M.objectifsMax })
  .nullish();

const autreAnimalSchema = z.strictObject({
  type: text().min(1, { error: 'Précise le type d’animal' }).max(L.shortTextMax, { error: M.textTooLong(L.shortTextMax) }),
  nom: textField(L.nomMax),
});

/** Every answer a member can give, with the stored limits (age in years). */
export const dogProfileAnswersShape = {
  nom: text({ error: M.nomRequired }).min(1, { error: M.nomRequired }).max(L.nomMax, { error: M.nomTooLong }).nullish(),
  age: numberField(0, L.ageYearsMax, M.ageYears, { decimal: true }),
  race: textField(L.shortTextMax),
  sexe: choiceField(V.SEXE, M.sexe),
  castre_sterilise: yesNoField(),
  age_adoption: numberField(0, L.ageAdoptionMonthsMax, M.ageAdoption),
  premier_chien: yesNoField(),
  premier_maitre: yesNoField(),
  lignee: textField(L.shortTextMax),
  origine_adoption: choiceField(V.ORIGINE_ADOPTION),
  niveau_energie: choiceField(V.NIVEAU_ENERGIE),
  temperament: choiceField(V.TEMPERAMENT),
  sensibilite_toucher: choiceField(V.SENSIBILITE_TOUCHER),
  reactivite: yesNoField(),
  a_des_peurs: yesNoField(),
  peurs_specifiques: listField(V.PEURS_SPECIFIQUES),
  type_logement: choiceField(V.TYPE_LOGEMENT),
  surface_logement: numberField(0, 10_000, 'La surface doit être comprise entre 0 et 10 000 m²'),
  environnement: choiceField(V.ENVIRONNEMENT),
  acces_exterieur: choiceField(V.ACCES_EXTERIEUR),
  autres_animaux_present: yesNoField(),
  autres_animaux: z.array(autreAnimalSchema).max(L.listMax, { error: M.listTooLong }).nullish(),
  composition_famille: textField(L.textMax),
  temps_solitude_heures: numberField(0, L.tempsSolitudeMax, M.tempsSolitude, { decimal: true }),
  capacite_rester_seul: choiceField(V.CAPACITE_RESTER_SEUL),
  sorties_par_jour: numberField(0, L.sortiesParJourMax, M.sorties),
  duree_sortie_minutes: numberField(0, L.dureeSortieMax, M.duree(L.dureeSortieMax)),
  materiel_utilise: listField(V.MATERIEL),
  activite_mentale: yesNoField(),
  sport_pratique: textField(L.shortTextMax),
  types_promenades: listField(V.TYPES_PROMENADES),
  liberte_promenade: choiceField(V.LIBERTE_PROMENADE),
  activite_mentale_types: listField(V.ACTIVITE_MENTALE_TYPES),
  activite_mentale_frequence: choiceField(V.ACTIVITE_MENTALE_FREQUENCE),
  activite_physique_types: listField(V.ACTIVITE_PHYSIQUE_TYPES),
  rappel_fiable: yesNoField(),
  tire_en_laisse: yesNoField(),
  entente_chiens: yesNoField(),
  comportement_inconnus: choiceField(V.ATTITUDE),
  comportement_autres_chiens: choiceField(V.ATTITUDE),
  comportement_enfants: choiceField(V.ATTITUDE),
  aboie: yesNoField(),
  mordillement_chiot: yesNoField(),
  destruction_absence: yesNoField(),
  protection_ressource: yesNoField(),
  reactivite_vehicules: yesNoField(),
  frustration_attente: yesNoField(),
  peur_veto: yesNoField(),
  peur_voiture: yesNoField(),
  surexcitation_congeneres: yesNoField(),
  hypervigilance_bruits: yesNoField(),
  poursuite_ombres: yesNoField(),
  connaissances_acquises: listField(V.CONNAISSANCES),
  problemes_rencontres: listField(V.PROBLEMES),
  niveau_ecoute_stimulant: choiceField(V.NIVEAU_ECOUTE),
  deja_educateur: yesNoField(),
  methodes_utilisees: listField(V.METHODES),
  motivation_principale: choiceField(V.MOTIVATION),
  veterinaire_referent: textField(L.shortTextMax),
  suivi_osteo_nutri: yesNoField(),
  traitements_en_cours: textField(L.textMax, { multiline: true }),
  douleurs_sensibilites: textField(L.textMax, { multiline: true }),
  antecedents_traumatiques: textField(L.longTextMax, { multiline: true }),
  type_alimentation: choiceField(V.TYPE_ALIMENTATION),
  frequence_repas: numberField(L.frequenceRepasMin, L.frequenceRepasMax, M.frequenceRepas),
  gourmandise_niveau: choiceField(V.GOURMANDISE),
  proprete_gamelle: yesNoField(),
  rituels_repas: textField(L.textMax, { multiline: true }),
  objectifs_prioritaires: objectifsField,
  objectif_autre: textField(L.shortTextMax),
  objectifs_secondaires: textField(L.longTextMax, { multiline: true }),
  accept_data: z.boolean().nullish(),
  consentement_rgpd: z.boolean().nullish(),
  notifications_nouvelles_fiches: z.boolean().nullish(),
};

export const dogProfileAnswersSchema = z.strictObject(dogProfileAnswersShape);
export type DogProfileAnswers = z.output<typeof dogProfileAnswersSchema>;
export type DogProfileAnswerField = keyof typeof dogProfileAnswersShape;

export const PROFILE_VERSIONS = ['light', 'complete'] as const;
export type ProfileVersion = (typeof PROFILE_VERSIONS)[number];

/** The stored profile: the answers plus what the server computes on save. */
export const dogProfileSchema = dogProfileAnswersSchema.extend({
  completion_percentage: z.number().int().min(0).max(100),
  profil_complet: z.boolean(),
  profile_version: z.enum(PROFILE_VERSIONS),
  updated_at: z.string(),
});
export type DogProfile = z.output<typeof dogProfileSchema>;

type AliasedField = keyof typeof V.VALUE_ALIASES;

function mapValue(field: AliasedField, value: unknown): unknown {
  const aliases: Readonly<Record<string, string>> = V.VALUE_ALIASES[field];
  return typeof value === 'string' && Object.hasOwn(aliases, value) ? aliases[value] : value;
}

/**
 * Accepts the second readings of SPEC §3 (alternative field names and values) and returns the canonical
 * input, ready for `dogProfileAnswersSchema`. A canonical field wins over its alias when both are present.
 */
export function normalizeDogProfileInput(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  // Built from entries (own properties): a key `__proto__` stays a field, which the strict schema then names.
  const output: Record<string, unknown> = Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) => {
      const canonical = Object.hasOwn(V.FIELD_ALIASES, key) ? V.FIELD_ALIASES[key as keyof typeof V.FIELD_ALIASES] : key;
      return canonical !== key && Object.hasOwn(input, canonical) ? [] : [[canonical, value]];
    }),
  );
  for (const field of Object.keys(V.VALUE_ALIASES) as AliasedField[]) {
    const value = output[field];
    if (Array.isArray(value)) output[field] = [...new Set(value.map((item) => mapValue(field, item)))];
    else if (value !== undefined) output[field] = mapValue(field, value);
  }
  const goals = output.objectifs_prioritaires;
  if (Array.isArray(goals) && goals.includes(V.OTHER_GOAL_ALIAS)) {
    output.objectifs_prioritaires = goals.filter((goal) => goal !== V.OTHER_GOAL_ALIAS);
    if (typeof output.objectif_autre !== 'string' || output.objectif_autre.trim() === '') output.objectif_autre = V.OTHER_GOAL_DEFAULT_TEXT;
  }
  return output;
}

/** Parses any accepted reading of a profile's answers into the canonical answers. */
export function parseDogProfileAnswers(input: Readonly<Record<string, unknown>>) {
  return dogProfileAnswersSchema.safeParse(normalizeDogProfileInput(input));
}
