import { ticketRightsView, type TicketRights } from '../../../web/src/features/tickets/rights';

/** What /membre/tickets tells a member they may open, read from the server's `rights` (issue 11). */
const rights = (over: Partial<TicketRights>): TicketRights => ({
  plan: 'premium',
  ticketsRemaining: 0,
  credits: { ticket_standard: 0, ticket_urgent: 0 },
  canOpenStandard: false,
  canOpenUrgent: false,
  ...over,
});

describe('the rights a member reads on the tickets page', () => {
  it('Expert+: unlimited, urgent offered, nothing blocked', () => {
    const view = ticketRightsView(rights({ plan: 'expert', canOpenStandard: true, canOpenUrgent: true }));
    expect(view).toMatchObject({ blocked: null, priorities: ['standard', 'urgent'], urgentHint: null });
    expect(view.lines).toEqual(['Tickets illimités avec ton plan Expert+, urgents compris (réponse sous 24h).']);
  });

  it('Premium with quota: how many are left this month; urgent explained, not offered', () => {
    const view = ticketRightsView(rights({ ticketsRemaining: 2, canOpenStandard: true }));
    expect(view.lines).toEqual(['Il te reste 2 tickets ce mois-ci avec ton plan Premium.']);
    expect(view.priorities).toEqual(['standard']);
    expect(view.urgentHint).toMatch(/réservés au plan Expert\+/);
    expect(ticketRightsView(rights({ ticketsRemaining: 1, canOpenStandard: true })).lines[0]).toBe('Il te reste 1 ticket ce mois-ci avec ton plan Premium.');
  });

  it('Premium out of quota and without credit: blocked for the quota', () => {
    const view = ticketRightsView(rights({}));
    expect(view.blocked).toBe('quotaExhausted');
    expect(view.priorities).toEqual([]);
    expect(view.lines).toEqual(['Tu as utilisé tous les tickets de ton plan Premium ce mois-ci.']);
  });

  it('the free plan without credit: blocked for the plan (Passer à Premium)', () => {
    const view = ticketRightsView(rights({ plan: 'gratuit' }));
    expect(view.blocked).toBe('planRequired');
    expect(view.lines).toEqual([]);
  });

  it('the free plan with a bought ticket may open it, and reads what it holds', () => {
    const view = ticketRightsView(rights({ plan: 'gratuit', credits: { ticket_standard: 1, ticket_urgent: 2 }, canOpenStandard: true, canOpenUrgent: true }));
    expect(view.blocked).toBeNull();
    expect(view.priorities).toEqual(['standard', 'urgent']);
    expect(view.lines).toEqual(['Tu as 1 ticket standard et 2 tickets urgents en réserve (achetés en boutique ou échangés contre tes points).']);
  });

  it('an urgent credit alone offers urgent only (the form opens on it)', () => {
    const view = ticketRightsView(rights({ credits: { ticket_standard: 0, ticket_urgent: 1 }, canOpenUrgent: true }));
    expect(view.blocked).toBeNull();
    expect(view.priorities).toEqual(['urgent']);
  });
});
