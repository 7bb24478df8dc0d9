import { BEHAVIOUR_TAG_IDS, type BehaviourTag } from '../../../shared/domain/behaviour-tags';
import { monthsToYears } from '../../../shared/domain/dog-profile/age';
import { BEHAVIOUR_FLAG_FIELDS } from '../../../shared/domain/dog-profile/steps';
import {
  CATEGORY_TAGS,
  deriveTags,
  EDUCATOR_ALERT_TITLE,
  educatorAlertTags,
  profileCategories,
  type TagSource,
} from '../../../shared/domain/tag-derivation';

const tagsOf = (profile: TagSource): BehaviourTag[] => deriveTags(profile).map((derived) => derived.tag);
const reasonOf = (profile: TagSource, tag: BehaviourTag) => deriveTags(profile).find((derived) => derived.tag === tag)?.reason;

describe('age tags (SPEC §9: puppy < 6 months, adolescent 6–18, nibbling < 8)', () => {
  it.each([
    [0, ['chiot', 'mordillement']],
    [5, ['chiot', 'mordillement']],
    [6, ['adolescent', 'mordillement']],
    [7, ['adolescent', 'mordillement']],
    [8, ['adolescent']],
    [17, ['adolescent']],
    [18, ['adolescent']],
    [19, []],
    [48, []],
  ])('%i months → %p', (months, tags) => {
    expect(tagsOf({ age: monthsToYears(months) })).toEqual(tags);
  });

  it('explains each with the age', () => {
    expect(reasonOf({ age: monthsToYears(4) }, 'chiot')).toBe('Chiot de 4 mois (moins de 6 mois)');
    expect(reasonOf({ age: 1.5 }, 'adolescent')).toBe('18 mois : l’adolescence dure de 6 à 18 mois');
    expect(reasonOf({ age: monthsToYears(7) }, 'mordillement')).toBe('Moins de 8 mois : l’âge des mordillements');
  });

  it('derives nothing from an unknown age', () => {
    expect(tagsOf({ age: null })).toEqual([]);
    expect(tagsOf({})).toEqual([]);
  });
});

describe('time alone (SPEC §9: solitude over 1 h, rest shortage under 2 h)', () => {
  it.each([
    [0, ['manque_repos']],
    [1, ['manque_repos']],
    [1.5, ['solitude', 'manque_repos']],
    [2, ['solitude']],
    [8, ['solitude']],
  ])('%p h alone → %p', (hours, tags) => {
    expect(tagsOf({ temps_solitude_heures: hours })).toEqual(tags);
  });

  it('says how long', () => {
    expect(reasonOf({ temps_solitude_heures: 1.5 }, 'solitude')).toBe('Reste seul 1,5 h par jour');
    expect(reasonOf({ temps_solitude_heures: 0 }, 'manque_repos')).toBe('Seul moins de 2 h par jour : peu de vrais temps de repos au calme');
  });
});

describe('outings (SPEC §9: 2 or fewer a day, or under 20 minutes)', () => {
  it.each([
    [{ sorties_par_jour: 1 }, true, '1 sortie par jour seulement'],
    [{ sorties_par_jour: 2 }, true, '2 sorties par jour seulement'],
    [{ sorties_par_jour: 3 }, false, undefined],
    [{ duree_sortie_minutes: 19 }, true, 'Sorties de 19 min, moins de 20 min'],
    [{ duree_sortie_minutes: 20 }, false, undefined],
    [{ sorties_par_jour: 3, duree_sortie_minutes: 20 }, false, undefined],
    [{ sorties_par_jour: 2, duree_sortie_minutes: 10 }, true, '2 sorties par jour seulement · Sorties de 10 min, moins de 20 min'],
  ])('%o → few outings %p', (profile, expected, reason) => {
    expect(tagsOf(profile).includes('peu_sorties')).toBe(expected);
    expect(reasonOf(profile, 'peu_sorties')).toBe(reason);
  });
});

describe('behaviour flags of SPEC §3', () => {
  it.each([
    ['aboie', 'aboiements'],
    ['mordillement_chiot', 'mordillement'],
    ['destruction_absence', 'destruction'],
    ['protection_ressource', 'protection_ressources'],
    ['reactivite_vehicules', 'reactivite_vehicules'],
    ['frustration_attente', 'frustration'],
    ['peur_veto', 'peur_veterinaire'],
    ['peur_voiture', 'peur_voiture'],
    ['surexcitation_congeneres', 'surexcitation'],
    ['hypervigilance_bruits', 'hypervigilance'],
    ['poursuite_ombres', 'poursuite_ombres'],
    ['reactivite', 'reactivite'],
    ['a_des_peurs', 'peurs'],
    ['tire_en_laisse', 'traction_laisse'],
  ] as const)('%s: true → %s, false → nothing', (flag, tag) => {
    expect(tagsOf({ [flag]: true })).toEqual([tag]);
    expect(tagsOf({ [flag]: false })).toEqual([]);
    expect(reasonOf({ [flag]: true }, tag)?.length).toBeGreaterThan(5);
  });

  it('covers every behaviour flag', () => {
    for (const flag of BEHAVIOUR_FLAG_FIELDS) expect(tagsOf({ [flag]: true })).toHaveLength(1);
  });

  it.each([
    [{ rappel_fiable: false }, ['rappel']],
    [{ rappel_fiable: true }, []],
    [{ entente_chiens: false }, ['socialisation']],
    [{ niveau_energie: 'dynamique' }, ['energie_elevee']],
    [{ niveau_energie: 'tres_actif' }, ['energie_elevee']],
    [{ niveau_energie: 'equilibre' }, []],
    [{ temperament: 'craintif' }, ['peurs']],
    [{ sensibilite_toucher: 'elevee' }, ['sensibilite_toucher']],
    [{ sensibilite_toucher: 'normale' }, []],
    [{ capacite_rester_seul: 'difficile' }, ['solitude']],
    [{ capacite_rester_seul: 'bonne' }, []],
    [{ comportement_autres_chiens: 'reactif' }, ['reactivite']],
    [{ problemes_rencontres: ['fugue', 'vol_nourriture', 'saute_gens', 'malproprete'] }, ['fugue', 'saute_gens', 'vol_nourriture', 'malproprete']],
    [{ peurs_specifiques: ['bruits_forts', 'veterinaire', 'inconnus'] }, ['peurs', 'peur_veterinaire', 'hypervigilance']],
    [{ objectifs_prioritaires: ['marche_laisse', 'rappel', 'separation'] }, ['solitude', 'traction_laisse', 'rappel']],
  ] as const)('%o → %p', (profile, tags) => {
    expect(tagsOf(profile as TagSource)).toEqual(tags);
  });

  it('joins the reasons of a tag with several sources, once each', () => {
    expect(reasonOf({ aboie: true, problemes_rencontres: ['aboiements'] }, 'aboiements')).toBe('Aboie beaucoup · Problème signalé dans le profil');
  });

  it('lists tags in vocabulary order with their labels', () => {
    const derived = deriveTags({ aboie: true, age: 0.25, reactivite: true });
    expect(derived.map((d) => d.tag)).toEqual(BEHAVIOUR_TAG_IDS.filter((t) => ['aboiements', 'chiot', 'mordillement', 'reactivite'].includes(t)));
    expect(derived.find((d) => d.tag === 'reactivite')?.label).toBe('Réactivité');
  });
});

describe('profile categories', () => {
  it.each([
    [{ age: monthsToYears(3) }, ['chiot']],
    [{ age: monthsToYears(7) }, ['chiot', 'adulte']],
    [{ age: 3 }, ['adulte']],
    [{ reactivite: true }, ['reactif']],
    [{ temps_solitude_heures: 4 }, ['vie_quotidienne']],
    [{ problemes_rencontres: ['fugue'] }, ['securite']],
    [{ surexcitation_congeneres: true }, ['socialisation']],
    [{ objectifs_prioritaires: ['obeissance', 'peur_reactivite', 'calme_maison'] }, ['adulte', 'reactif', 'vie_quotidienne']],
    [{}, []],
  ] as const)('%o → %p', (profile, categories) => {
    const tags = new Set(tagsOf(profile as TagSource));
    expect([...profileCategories(profile as TagSource, tags)].sort()).toEqual([...categories].sort());
  });

  it('sorts every tag that is not about age into exactly one category', () => {
    const categorised = Object.values(CATEGORY_TAGS).flat();
    expect(new Set(categorised).size).toBe(categorised.length);
    expect([...categorised, 'chiot', 'adolescent', 'mordillement'].sort()).toEqual([...BEHAVIOUR_TAG_IDS].sort());
  });
});

describe("'ticket éducateur recommandé' alert", () => {
  it.each([
    [['reactivite'], ['reactivite']],
    [['protection_ressources', 'chiot'], ['protection_ressources']],
    [['fugue', 'destruction', 'aboiements'], ['fugue', 'destruction', 'aboiements']],
    [['peurs', 'chiot', 'traction_laisse'], []],
    [[], []],
  ] as const)('%p → %p', (tags, alert) => {
    expect(educatorAlertTags(tags)).toEqual(alert);
  });

  it('is titled as SPEC says', () => {
    expect(EDUCATOR_ALERT_TITLE).toBe('Ticket éducateur recommandé');
  });
});

describe('reasons read by the member and by the educator beside a ticket (issue 23)', () => {
  it('never speak to the member (no tu, ton, ta, tes, toi)', () => {
    const everything: TagSource = {
      ...Object.fromEntries(BEHAVIOUR_FLAG_FIELDS.map((field) => [field, true])),
      reactivite: true,
      a_des_peurs: true,
      tire_en_laisse: true,
      rappel_fiable: false,
      entente_chiens: false,
      age: monthsToYears(5),
      temps_solitude_heures: 1.5,
      capacite_rester_seul: 'difficile',
      sorties_par_jour: 1,
      duree_sortie_minutes: 10,
      niveau_energie: 'tres_actif',
      temperament: 'craintif',
      sensibilite_toucher: 'elevee',
      comportement_autres_chiens: 'reactif',
      problemes_rencontres: ['aboiements', 'destruction', 'vol_nourriture', 'saute_gens', 'fugue', 'malproprete'],
      peurs_specifiques: ['bruits_forts', 'voitures', 'veterinaire', 'solitude'],
      objectifs_prioritaires: ['marche_laisse', 'rappel', 'separation'],
    };
    const reasons = deriveTags(everything).map((derived) => derived.reason);
    expect(reasons.some((reason) => reason.includes('Détruit des objets'))).toBe(true);
    for (const reason of reasons) expect(reason).not.toMatch(/\b(tu|ton|ta|tes|toi|t’|t')\b/i);
  });
});
