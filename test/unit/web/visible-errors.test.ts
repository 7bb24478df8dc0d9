import { visibleErrors } from '../../../web/src/lib/forms/visibleErrors';

const errors = {
  title: { message: 'Le titre est requis' },
  description: { message: 'La description est requise' },
  autres_animaux: [{ type: { message: 'Précise le type d’animal' } }],
  root: { message: 'Le serveur ne répond pas' },
};
const none = { submitted: false, touched: {}, dirty: {}, revealed: new Set<string>() };

describe('when a field turns red (issue 23)', () => {
  it('not on a first Tab through an empty form: every field touched, none changed', () => {
    expect(visibleErrors(errors, { ...none, touched: { title: true, description: true } })).toEqual({ root: errors.root });
  });

  it('after a change, once the field is left: touched and dirty', () => {
    expect(visibleErrors(errors, { ...none, touched: { title: true, description: true }, dirty: { title: true } })).toEqual({
      title: errors.title,
      root: errors.root,
    });
  });

  it('a list counts as changed and left when one of its rows is', () => {
    const shown = visibleErrors(errors, { ...none, touched: { autres_animaux: [{ type: true }] }, dirty: { autres_animaux: [{ type: true, nom: false }] } });
    expect(shown).toHaveProperty('autres_animaux');
    expect(visibleErrors(errors, { ...none, touched: { autres_animaux: [{ type: false }] }, dirty: { autres_animaux: [{ type: true }] } })).not.toHaveProperty('autres_animaux');
  });

  it('on submit: all of them', () => {
    expect(visibleErrors(errors, { ...none, submitted: true })).toEqual(errors);
  });

  it('when the form checks fields on purpose (Next of a step, the server’s answer)', () => {
    expect(visibleErrors(errors, { ...none, revealed: 'all' })).toEqual(errors);
    expect(visibleErrors(errors, { ...none, revealed: new Set(['description']) })).toEqual({ description: errors.description, root: errors.root });
  });
});
