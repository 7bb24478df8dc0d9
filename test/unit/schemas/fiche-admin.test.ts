import { ficheSchema } from '../../../shared/domain/fiche';
import { fieldErrors, firstErrorMessage } from '../../../shared/schemas/field-errors';
import { ficheFormSchema, ficheFormToContent, ficheToFormValues, linesToSteps, splitLines } from '../../../shared/schemas/fiche-admin';

const minimal = { title: 'Le rappel', objective: 'Revenir au premier appel' };
const errorsOf = (input: unknown) => {
  const result = ficheFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('admin fiche form (SPEC §5, defaults §9)', () => {
  it('defaults to category chiot, level tous, 15 minutes, 1 point, not free', () => {
    expect(ficheFormSchema.parse(minimal)).toMatchObject({
      category: 'chiot',
      level: 'tous',
      durationMinutes: 15,
      pointsReward: 1,
      isFree: false,
      premiumOnly: false,
      expertPlusOnly: false,
      ficheType: 'exercice',
      tags: [],
      nextFicheId: null,
    });
    expect(ficheFormSchema.parse({ ...minimal, level: '' }).level).toBe('tous');
  });

  it.each([
    ['title', '', 'Le titre est requis'],
    ['title', 'Ab', 'Le titre doit contenir au moins 3 caractères'],
    ['title', 'Abc', undefined],
    ['title', 'T'.repeat(201), 'Le titre doit contenir au plus 200 caractères'],
    ['objective', '', 'L’objectif est requis'],
    ['objective', 'o'.repeat(9), 'L’objectif doit contenir au moins 10 caractères'],
    ['objective', 'o'.repeat(500), undefined],
    ['objective', 'o'.repeat(501), 'L’objectif doit contenir au plus 500 caractères'],
    ['category', 'sport', 'Sélectionne une catégorie'],
    ['description', 'd'.repeat(2001), 'La description doit contenir au plus 2000 caractères'],
    ['level', 'Confirmé', 'Choisis un niveau : Tous niveaux, Débutant, Intermédiaire, Avancé'],
    ['level', 'avance', undefined],
    ['durationMinutes', 0, 'La durée doit être comprise entre 1 et 180 minutes'],
    ['durationMinutes', 1, undefined],
    ['durationMinutes', 180, undefined],
    ['durationMinutes', 181, 'La durée doit être comprise entre 1 et 180 minutes'],
    ['durationMinutes', 'abc', 'Saisis un nombre entier'],
    ['frequency', 'f'.repeat(201), 'La fréquence doit contenir au plus 200 caractères'],
    ['context', 'c'.repeat(1001), 'Le contexte doit contenir au plus 1000 caractères'],
    ['materials', 'm'.repeat(1001), 'Le matériel doit contenir au plus 1000 caractères'],
    ['steps', 's'.repeat(5000), undefined],
    ['steps', 's'.repeat(5001), 'Les étapes doivent contenir au plus 5000 caractères'],
    ['mistakesToAvoid', 'm'.repeat(2001), 'Les erreurs à éviter doivent contenir au plus 2000 caractères'],
    ['successCriteria', 's'.repeat(1001), 'Le critère de réussite doit contenir au plus 1000 caractères'],
    ['pointsReward', -1, 'Les points doivent être compris entre 0 et 100'],
    ['pointsReward', 0, undefined],
    ['pointsReward', 100, undefined],
    ['pointsReward', 101, 'Les points doivent être compris entre 0 et 100'],
    ['pointsReward', 1.5, 'Saisis un nombre entier'],
    ['tags', ['licorne'], undefined],
  ])('%s = %p → %p', (field, value, message) => {
    const errors = errorsOf({ ...minimal, [field]: value });
    expect(field === 'tags' ? errors['tags.0'] : errors[field]).toBe(field === 'tags' ? 'Tag inconnu' : message);
  });

  it('reads numbers typed as text', () => {
    expect(ficheFormSchema.parse({ ...minimal, durationMinutes: '20', pointsReward: '3' })).toMatchObject({ durationMinutes: 20, pointsReward: 3 });
  });

  it('shows the first error', () => {
    expect(firstErrorMessage(ficheFormSchema.safeParse({ title: 'x', objective: 'y' }).error!)).toBe('Le titre doit contenir au moins 3 caractères');
  });
});

describe('steps and mistakes, one per line', () => {
  it('numbers the non-empty lines', () => {
    expect(linesToSteps('Prends une friandise\r\n\n  Appelle ton chien  \nRécompense')).toEqual([
      { number: 1, description: 'Prends une friandise' },
      { number: 2, description: 'Appelle ton chien' },
      { number: 3, description: 'Récompense' },
    ]);
    expect(splitLines('\n \n')).toEqual([]);
  });

  it('turns the form into fiche content and back', () => {
    const content = ficheFormToContent(
      ficheFormSchema.parse({ ...minimal, steps: 'Un\nDeux', mistakesToAvoid: 'Crier\nRépéter le mot', tags: ['rappel'] }),
    );
    expect(content.steps).toEqual([
      { number: 1, description: 'Un' },
      { number: 2, description: 'Deux' },
    ]);
    expect(content.mistakesToAvoid).toEqual(['Crier', 'Répéter le mot']);
    const stored = ficheSchema.parse({
      ...content,
      id: 'le-rappel',
      isPublished: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      steps: [{ number: 1, title: 'Préparer', description: 'Un' }, ...content.steps.slice(1)],
    });
    const values = ficheToFormValues(stored);
    expect(values.steps).toBe('Préparer : Un\nDeux');
    expect(values.mistakesToAvoid).toBe('Crier\nRépéter le mot');
    expect(values).not.toHaveProperty('id');
    expect(ficheFormSchema.parse(values)).toEqual(values);
  });
});
