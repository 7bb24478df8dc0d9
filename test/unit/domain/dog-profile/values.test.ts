import { NIVEAU_ENERGIE, OBJECTIFS, valueIds, valueLabel, VALUE_ALIASES } from '../../../../shared/domain/dog-profile/values';

describe('dog-profile value sets (SPEC §3)', () => {
  it('keeps the first reading canonical', () => {
    expect(valueIds(NIVEAU_ENERGIE)).toEqual(['calme', 'equilibre', 'dynamique', 'tres_actif']);
    expect(valueIds(OBJECTIFS)).toEqual(['marche_laisse', 'rappel', 'calme_maison', 'peur_reactivite', 'socialisation', 'obeissance', 'proprete', 'separation']);
  });

  it('maps every second reading to a canonical value', () => {
    for (const value of Object.values(VALUE_ALIASES.niveau_energie)) expect(valueIds(NIVEAU_ENERGIE)).toContain(value);
    for (const value of Object.values(VALUE_ALIASES.objectifs_prioritaires)) expect(valueIds(OBJECTIFS)).toContain(value);
  });

  it.each([
    ['tres_actif', 'Très actif'],
    ['inconnu', 'inconnu'],
    ['toString', 'toString'],
  ])('labels %s as %s', (id, label) => {
    expect(valueLabel(NIVEAU_ENERGIE, id)).toBe(label);
  });
});
