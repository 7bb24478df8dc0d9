import {
  ALL_CATEGORIES_TAB,
  FICHE_CATEGORIES,
  FICHE_CATEGORY_LABELS,
  FICHE_LEVELS,
  FICHE_TYPE_LABELS,
  ficheLevelLabel,
  ficheSectionTitles,
} from '../../../shared/domain/fiche';
import { DISPLAY_LIMITS, MOBILE_BREAKPOINT_PX, NAV_SCROLL_THRESHOLD_PX } from '../../../shared/domain/display-limits';

describe('fiche labels and detail headings (SPEC §2 Fiche library, Fiche detail)', () => {
  it('labels the library tabs in SPEC order', () => {
    expect([ALL_CATEGORIES_TAB.label, ...FICHE_CATEGORIES.map((c) => FICHE_CATEGORY_LABELS[c])]).toEqual([
      'Tous',
      'Chiot',
      'Adulte',
      'Réactif',
      'Vie quotidienne',
      'Sécurité',
      'Socialisation',
    ]);
    expect(FICHE_TYPE_LABELS.premiers_secours).toBe('Premiers secours');
  });

  it('names the house levels in French and shows any other level as the admin wrote it', () => {
    expect(FICHE_LEVELS.map(ficheLevelLabel)).toEqual(['Tous niveaux', 'Débutant', 'Intermédiaire', 'Avancé']);
    expect(ficheLevelLabel('Confirmé')).toBe('Confirmé');
    expect(ficheLevelLabel('toString')).toBe('toString');
  });

  it.each([
    ['exercice', 'Contexte recommandé', 'Étapes détaillées', 'Erreurs à éviter'],
    ['guide', 'À savoir', 'Contenu détaillé', 'Erreurs à éviter'],
    ['bien_choisir', 'À savoir', 'Contenu détaillé', 'Erreurs à éviter'],
    ['premiers_secours', 'À savoir', 'Protocole d’urgence', 'Ne JAMAIS faire'],
  ] as const)('%s: %s / %s / %s', (type, context, steps, mistakes) => {
    expect(ficheSectionTitles(type)).toEqual({ context, steps, mistakes });
  });
});

describe('display limits (SPEC §9)', () => {
  it('matches SPEC', () => {
    expect(DISPLAY_LIMITS).toEqual({
      dashboardRecommendedFiches: 3,
      dashboardRecentTickets: 3,
      dashboardRewards: 3,
      dashboardRewardHistory: 5,
      rewardPanel: 3,
      pointsHistoryRead: 20,
      profileCardTags: 8,
      fichesPageTags: 5,
      cardMatchedTags: 3,
    });
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(NAV_SCROLL_THRESHOLD_PX).toBe(20);
  });
});
