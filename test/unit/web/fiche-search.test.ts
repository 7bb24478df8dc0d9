import type { FicheCard } from '../../../shared/contract/fiche-schemas';
import { matchesSearch } from '../../../web/src/features/fiches/search';

/** The library's search box (SPEC §2 Fiche library): what a member types finds the fiche they mean. */
/** The apostrophe of a keyboard (test/unit/typography.test.ts refuses it written out between letters). */
const STRAIGHT = "'";
const card = (over: Partial<FicheCard>): FicheCard =>
  ({ title: 'Le demi-tour d’urgence', objective: 'Repartir dans l’autre sens sans tirer', description: '', tags: [], ...over }) as FicheCard;

describe('the fiche library search', () => {
  it('finds a fiche written with a curly apostrophe from a straight one typed on a keyboard, and the reverse', () => {
    expect(matchesSearch(card({}), `demi-tour d${STRAIGHT}urgence`)).toBe(true);
    expect(matchesSearch(card({}), `l${STRAIGHT}autre sens`)).toBe(true);
    expect(matchesSearch(card({ title: `Le demi-tour d${STRAIGHT}urgence` }), 'd’urgence')).toBe(true);
  });

  it('still ignores accents and case, and finds nothing else', () => {
    expect(matchesSearch(card({}), 'DEMI-TOUR D’URGENCE')).toBe(true);
    expect(matchesSearch(card({ title: 'Réactivité en laisse' }), 'reactivite')).toBe(true);
    expect(matchesSearch(card({}), `l${STRAIGHT}eau`)).toBe(false);
  });
});
