import { addDog, saveDogProfile } from '../../functions/dogs/dog-profile';
import { validateFiche } from '../../functions/fiches/validate-fiche';
import type { Db } from '../../functions/lib/db/service';
import { readMemberPartition } from '../../functions/dogs/member-dogs';
import { FIRST_DOG_ID } from '../../shared/domain/dogs';
import { saveDogProfileBodySchema, type SaveDogProfileInput } from '../../shared/contract/dog-profile-schemas';
import { POINTS_RULES } from '../../shared/domain/points';
import { addDays, parisDate } from '../../shared/domain/visio-slots';

/**
 * The dogs of the demo accounts (issue 5), so a first look at the product shows it lived in: a complete profile
 * for premium@ and expert@, a quick one for gratuit@, each with fiches already validated — through the very
 * use cases a member goes through, so the points, level and history add up.
 */
export interface DemoDog {
  ownerEmail: string;
  /** What the owner's form would send: typed and parsed by the contract like any `PUT /dog-profile`. */
  save: SaveDogProfileInput;
  /** Fiches the owner has validated, oldest first; each readable by the owner's plan. */
  validatedFicheIds: readonly string[];
}

export const DEMO_DOGS: readonly DemoDog[] = [
  {
    ownerEmail: 'gratuit@example.com',
    save: {
      form: 'quick',
      profile: {
        nom: 'Filou',
        age_mois: 4,
        race: 'Jack Russell',
        sexe: 'male',
        castre_sterilise: false,
        niveau_energie: 'dynamique',
        temperament: 'confiant',
        type_logement: 'maison_jardin',
        sorties_par_jour: 4,
        duree_sortie_minutes: 15,
        activite_mentale: true,
        rappel_fiable: false,
        tire_en_laisse: true,
        reactivite: false,
        objectifs_prioritaires: ['proprete', 'rappel'],
      },
    },
    validatedFicheIds: ['chiot-proprete-les-bases', 'chiot-repondre-a-son-nom'],
  },
  {
    ownerEmail: 'premium@example.com',
    save: {
      form: 'complete',
      profile: {
        nom: 'Moka',
        age_mois: 26,
        race: 'Berger australien',
        sexe: 'femelle',
        castre_sterilise: true,
        age_adoption: 3,
        premier_chien: true,
        origine_adoption: 'elevage',
        niveau_energie: 'dynamique',
        temperament: 'sociable',
        sensibilite_toucher: 'normale',
        reactivite: true,
        a_des_peurs: false,
        type_logement: 'appartement',
        acces_exterieur: 'balcon',
        autres_animaux_present: false,
        temps_solitude_heures: 4,
        composition_famille: 'Un couple, sans enfant',
        sorties_par_jour: 3,
        duree_sortie_minutes: 40,
        materiel_utilise: ['harnais', 'longe'],
        activite_mentale: true,
        sport_pratique: 'Canicross',
        rappel_fiable: false,
        tire_en_laisse: true,
        entente_chiens: true,
        aboie: false,
        mordillement_chiot: false,
        destruction_absence: false,
        protection_ressource: false,
        reactivite_vehicules: false,
        frustration_attente: true,
        peur_veto: false,
        peur_voiture: false,
        surexcitation_congeneres: true,
        hypervigilance_bruits: false,
        poursuite_ombres: false,
        objectifs_prioritaires: ['marche_laisse', 'peur_reactivite', 'rappel'],
        objectifs_secondaires: 'Croiser les autres chiens en balade sans aboyer au bout de la laisse.',
        consentement_rgpd: true,
        notifications_nouvelles_fiches: true,
      },
    },
    validatedFicheIds: [
      'reactif-comprendre-la-reactivite',
      'marche-en-laisse-les-bases',
      'quotidien-balade-de-flair',
      'reactif-regarde-moi',
      'marche-en-laisse-changements-de-direction',
      'rappel-les-bases',
      'rappel-avec-distractions',
      'quotidien-tapis-de-relaxation',
      'socialisation-rencontres-entre-chiens',
      'adulte-laisse-renoncer',
    ],
  },
  {
    ownerEmail: 'expert@example.com',
    save: {
      form: 'wizard_complete',
      profile: {
        nom: 'Iris',
        age: 0.9,
        race: 'Malinois',
        sexe: 'femelle',
        castre_sterilise: false,
        origine_adoption: 'refuge',
        niveau_energie: 'tres_actif',
        temperament: 'reserve',
        sensibilite_toucher: 'elevee',
        reactivite: false,
        a_des_peurs: true,
        peurs_specifiques: ['bruits_forts', 'veterinaire'],
        type_logement: 'maison_jardin',
        acces_exterieur: 'jardin',
        sorties_par_jour: 3,
        duree_sortie_minutes: 60,
        temps_solitude_heures: 5,
        capacite_rester_seul: 'difficile',
        entente_chiens: true,
        comportement_inconnus: 'craintif',
        comportement_autres_chiens: 'a_laise',
        comportement_enfants: 'neutre',
        autres_animaux_present: true,
        composition_famille: 'Deux adultes et deux adolescents',
        objectifs_prioritaires: ['separation', 'rappel', 'calme_maison'],
        accept_data: true,
        notifications_nouvelles_fiches: true,
        veterinaire_referent: 'Clinique vétérinaire des Tilleuls',
        suivi_osteo_nutri: false,
        type_alimentation: 'croquettes',
        frequence_repas: 2,
        gourmandise_niveau: 'tres_gourmand',
        proprete_gamelle: true,
        types_promenades: ['foret', 'parc'],
        liberte_promenade: 'longe',
        activite_mentale_types: ['jeux_flair', 'puzzles'],
        activite_mentale_frequence: 'quotidien',
        activite_physique_types: ['course', 'jeux_balle'],
        materiel_utilise: ['harnais', 'longe'],
        connaissances_acquises: ['assis', 'couche', 'donne'],
        problemes_rencontres: ['destruction', 'fugue'],
        rappel_fiable: false,
        tire_en_laisse: false,
        niveau_ecoute_stimulant: 'faible',
        deja_educateur: false,
        methodes_utilisees: ['positive', 'clicker'],
        motivation_principale: 'reeducation',
        destruction_absence: true,
        hypervigilance_bruits: true,
        peur_veto: true,
      },
    },
    validatedFicheIds: [
      'chiot-guide-adolescence',
      'rappel-les-bases',
      'adulte-bien-choisir-longe',
      'rappel-avec-distractions',
      'rappel-en-nature-a-la-longe',
      'quotidien-bien-choisir-jouets-d-occupation',
      'quotidien-absences-progressives',
      'quotidien-plan-anxiete-de-separation',
      'securite-prevenir-les-fugues',
      'securite-stop-a-distance',
      'socialisation-bruits-du-quotidien',
      'quotidien-soins-sans-stress',
      'socialisation-visites-plaisir-veterinaire',
      'quotidien-tapis-de-relaxation',
      'securite-museliere-en-douceur',
      'reactif-aboiements-sonnette-et-fenetre',
      'adulte-echange-donne',
      'quotidien-vol-sur-la-table',
      'securite-coup-de-chaleur',
      'securite-intoxication',
      'securite-etouffement',
      'socialisation-dire-bonjour-sans-sauter',
    ],
  },
];

/**
 * Dogs added after the first (issue 25: several dogs): premium@ has a second one, a young puppy whose profile has
 * nothing in common with Moka's, so switching dogs shows other recommendations. No fiche validated for it yet.
 */
export const DEMO_SECOND_DOGS: readonly Omit<DemoDog, 'validatedFicheIds'>[] = [
  {
    ownerEmail: 'premium@example.com',
    save: {
      form: 'quick',
      profile: {
        nom: 'Pixel',
        age_mois: 4,
        race: 'Cavalier King Charles',
        sexe: 'male',
        castre_sterilise: false,
        niveau_energie: 'equilibre',
        temperament: 'craintif',
        type_logement: 'maison_jardin',
        sorties_par_jour: 4,
        duree_sortie_minutes: 15,
        activite_mentale: false,
        rappel_fiable: false,
        tire_en_laisse: false,
        reactivite: false,
        objectifs_prioritaires: ['proprete', 'socialisation', 'separation'],
      },
    },
  },
];

/**
 * When the seed validates the `index`-th of a dog's `count` fiches: a few a day up to yesterday, at noon in Paris, so
 * no day passes the daily cap on validation points (issue 23), every fiche pays as it would have for the member, and
 * today is left whole for whoever tries the demo (validations seeded today had used up its cap).
 */
export function demoValidationInstant(index: number, count: number, now: string): string {
  const daysBack = 1 + Math.floor((count - 1 - index) / POINTS_RULES.paidValidationsPerDay);
  return `${addDays(parisDate(now), -daysBack)}T11:00:00.000Z`;
}

/**
 * Gives each demo owner found in `owners` (e-mail → user id) their dog, once: a profile already there is the
 * member's own and is left alone, and fiches already completed are skipped (validation is idempotent anyway,
 * so a restart credits nothing twice; skipping them keeps restarts fast).
 */
export async function seedDemoDogs(db: Db, owners: ReadonlyMap<string, string>, now: () => string): Promise<void> {
  await Promise.all(
    DEMO_DOGS.map(async (dog) => {
      const userId = owners.get(dog.ownerEmail);
      if (!userId) return;
      const data = await readMemberPartition(db, userId);
      if (data.dog.length === 0) await saveDogProfile(db, { userId, body: saveDogProfileBodySchema.parse(dog.save), now: now() });
      const completed = new Set(data.dogProgress.filter((progress) => progress.dogId === FIRST_DOG_ID).map((progress) => progress.ficheId));
      const at = now();
      for (const [index, ficheId] of dog.validatedFicheIds.entries()) {
        if (completed.has(ficheId)) continue;
        const when = demoValidationInstant(index, dog.validatedFicheIds.length, at);
        await validateFiche(db, { userId, ficheId, now: () => when });
      }
    }),
  );
  // Then the dogs added later, each once (known by its name among the owner's dogs).
  for (const dog of DEMO_SECOND_DOGS) {
    const userId = owners.get(dog.ownerEmail);
    if (!userId) continue;
    const { data } = await db.entities.dog.query.byUser({ userId }).go({ pages: 'all' });
    if (data.some((known) => known.answers.nom === dog.save.profile.nom)) continue;
    await addDog(db, { userId, body: saveDogProfileBodySchema.parse(dog.save), now: now() });
  }
}
