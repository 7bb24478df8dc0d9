import { dueBy } from '../../../web/src/components/tickets/due-by';

const now = Date.parse('2026-11-24T10:00:00Z');
const at = (hoursFromNow: number) => new Date(now + hoursFromNow * 3_600_000).toISOString();

describe('due-by of a staff ticket', () => {
  it('says how long is left, in minutes, hours then days', () => {
    expect(dueBy({ status: 'ouvert', dueBy: at(0.75) }, now)).toEqual({ state: 'soon', label: 'dans 45 min' });
    expect(dueBy({ status: 'en_cours', dueBy: at(5.5) }, now)).toEqual({ state: 'soon', label: 'dans 5 h' });
    expect(dueBy({ status: 'ouvert', dueBy: at(30) }, now)).toEqual({ state: 'onTime', label: 'dans 30 h' });
    expect(dueBy({ status: 'ouvert', dueBy: at(72) }, now)).toEqual({ state: 'onTime', label: 'dans 3 j' });
  });

  it('marks as soon late within 6 hours, and late once the due-by has passed', () => {
    expect(dueBy({ status: 'ouvert', dueBy: at(6) }, now).state).toBe('soon');
    expect(dueBy({ status: 'ouvert', dueBy: at(6.1) }, now).state).toBe('onTime');
    expect(dueBy({ status: 'ouvert', dueBy: at(0) }, now)).toEqual({ state: 'late', label: 'en retard de 1 min' });
    expect(dueBy({ status: 'en_cours', dueBy: at(-2.2) }, now)).toEqual({ state: 'late', label: 'en retard de 2 h' });
  });

  it('gives no deadline to a ticket the team no longer works on', () => {
    expect(dueBy({ status: 'resolu', dueBy: at(-50) }, now)).toEqual({ state: 'done', label: 'Terminé' });
    expect(dueBy({ status: 'ferme', dueBy: at(5) }, now)).toEqual({ state: 'done', label: 'Terminé' });
  });
});
