import { priorityBadge, TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS, ticketStatusOf } from '../../../shared/domain/tickets';

describe('ticket statuses (SPEC §4)', () => {
  it.each([
    ['ouvert', 'ouvert'],
    ['en_cours', 'en_cours'],
    ['resolu', 'resolu'],
    ['ferme', 'ferme'],
    ['archive', 'ouvert'],
    ['', 'ouvert'],
    [undefined, 'ouvert'],
    [3, 'ouvert'],
  ])('%p is shown as %s', (raw, status) => {
    expect(ticketStatusOf(raw)).toBe(status);
  });

  it('labels each status', () => {
    expect(TICKET_STATUS_LABELS).toEqual({
      ouvert: { label: 'Ouvert', description: 'En attente de réponse' },
      en_cours: { label: 'En cours' },
      resolu: { label: 'Résolu' },
      ferme: { label: 'Fermé' },
    });
  });

  it("badges urgent tickets 'Urgent'", () => {
    expect(priorityBadge('urgent')).toBe('Urgent');
    expect(priorityBadge('standard')).toBeNull();
  });

  it('labels the categories', () => {
    expect(Object.values(TICKET_CATEGORY_LABELS)).toEqual(['Général', 'Chiot', 'Réactivité', 'Comportement', 'Obéissance']);
  });
});
