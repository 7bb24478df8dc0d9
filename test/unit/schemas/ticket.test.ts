import { canSubmitTicket, ticketFormSchema } from '../../../shared/schemas/ticket';
import { fieldErrors, firstErrorMessage } from '../../../shared/schemas/field-errors';

const valid = { title: 'Rex tire en laisse', description: 'Il tire très fort dès qu’il voit un autre chien.', category: 'reactif', priority: 'urgent' };
const errorsOf = (input: unknown) => {
  const result = ticketFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('ticket form (SPEC §5)', () => {
  it.each([
    ['title', 'Aide', 'Le titre doit contenir au moins 5 caractères'],
    ['title', 'Aide!', undefined],
    ['title', 'T'.repeat(200), undefined],
    ['title', 'T'.repeat(201), 'Le titre doit contenir au plus 200 caractères'],
    ['description', 'd'.repeat(19), 'Décris ta situation en au moins 20 caractères'],
    ['description', `  ${'d'.repeat(19)}  `, 'Décris ta situation en au moins 20 caractères'],
    ['description', 'd'.repeat(20), undefined],
    ['description', 'd'.repeat(2000), undefined],
    ['description', 'd'.repeat(2001), 'La description doit contenir au plus 2000 caractères'],
    ['category', '', 'Sélectionne une catégorie'],
    ['category', undefined, 'Sélectionne une catégorie'],
    ['category', 'santé', 'Sélectionne une catégorie'],
    ['priority', 'critique', 'Sélectionne une priorité valide'],
  ])('%s = %p → %p', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('accepts the accented category of SPEC, defaults the priority to standard and keeps the fiche asked about', () => {
    expect(ticketFormSchema.parse({ ...valid, category: 'obéissance', priority: undefined, ficheId: 'rappel-longe' })).toMatchObject({
      category: 'obeissance',
      priority: 'standard',
      ficheId: 'rappel-longe',
    });
  });

  it('gives the first error for the toast', () => {
    expect(firstErrorMessage(ticketFormSchema.safeParse({ ...valid, title: 'x', description: 'y' }).error!)).toBe(
      'Le titre doit contenir au moins 5 caractères',
    );
  });

  it.each([
    [{ title: 'Aide', description: 'x' }, true],
    [{ title: ' ', description: 'x' }, false],
    [{ title: 'Aide', description: '' }, false],
    [{}, false],
  ])('create button enabled for %o: %p', (form, enabled) => {
    expect(canSubmitTicket(form)).toBe(enabled);
  });
});
