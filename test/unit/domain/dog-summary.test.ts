import { dogSummary } from '../../../shared/domain/dog-profile/summary';
import type { DogProfile } from '../../../shared/schemas/dog-profile';

/** Issue 11: what an educator reads first beside a ticket, in French, answered fields only. */
describe('dog summary for the educators', () => {
  it('labels the answered fields in order, values in French', () => {
    const profile: Partial<DogProfile> = {
      nom: 'Moka',
      age: 2,
      race: 'Berger australien',
      sexe: 'femelle',
      niveau_energie: 'tres_actif',
      problemes_rencontres: ['aboiements', 'fugue'],
      objectifs_prioritaires: ['rappel'],
      temperament: null,
    };
    expect(dogSummary(profile)).toEqual([
      { label: 'Âge', value: '2 ans' },
      { label: 'Race', value: 'Berger australien' },
      { label: 'Sexe', value: 'Femelle' },
      { label: 'Niveau d’énergie', value: 'Très actif' },
      { label: 'Problèmes rencontrés', value: 'Aboiements, Fugues' },
      { label: 'Objectifs', value: 'Rappel' },
    ]);
  });

  it('shows a puppy’s age in months, skips empty lists and keeps a value it does not know', () => {
    // A value stored before the set changed: shown as stored rather than dropped.
    const profile = { age: 0.5, capacite_rester_seul: 'parfois', problemes_rencontres: [] } as unknown as Partial<DogProfile>;
    expect(dogSummary(profile)).toEqual([
      { label: 'Âge', value: '6 mois' },
      { label: 'Rester seul', value: 'parfois' },
    ]);
  });
});
