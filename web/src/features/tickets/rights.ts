import type * as z from 'zod';
import type { ticketRightsSchema } from '../../../../shared/contract/ticket-schemas';
import { PLANS } from '../../../../shared/domain/plans';
import { TICKET_RESPONSE_HOURS } from '../../../../shared/domain/shop';
import type { TicketPriority } from '../../../../shared/domain/tickets';

export type TicketRights = z.infer<typeof ticketRightsSchema>;

/** Why a member may open no ticket now: the free plan (SPEC §6) or a Premium month's quota used up. */
export type TicketBlock = 'planRequired' | 'quotaExhausted';

export interface TicketRightsView {
  /** One sentence per thing the member holds: the plan's tickets, then credits bought or exchanged. */
  lines: string[];
  /** Set when no ticket can be opened at all; the page then says why and what to buy. */
  blocked: TicketBlock | null;
  /** The priorities the 'Nouveau ticket' form offers, standard first. */
  priorities: TicketPriority[];
  /** Why urgent is not offered, when it is not. */
  urgentHint: string | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/**
 * What the tickets page says a member may open, read from the server's own answer (`rights` of GET /tickets): the
 * server decides again when the ticket is created, so this only explains.
 */
export function ticketRightsView(rights: TicketRights): TicketRightsView {
  const lines: string[] = [];
  if (rights.plan === 'expert') {
    lines.push(`Tickets illimités avec ton plan ${PLANS.expert.name}, urgents compris (réponse sous ${TICKET_RESPONSE_HOURS.urgent}h).`);
  } else if (rights.plan === 'premium') {
    lines.push(
      rights.ticketsRemaining > 0
        ? `Il te reste ${plural(rights.ticketsRemaining, 'ticket', 'tickets')} ce mois-ci avec ton plan ${PLANS.premium.name}.`
        : `Tu as utilisé tous les tickets de ton plan ${PLANS.premium.name} ce mois-ci.`,
    );
  }
  const { ticket_standard: standard, ticket_urgent: urgent } = rights.credits;
  if (rights.plan !== 'expert' && standard + urgent > 0) {
    const held = [standard > 0 && plural(standard, 'ticket standard', 'tickets standard'), urgent > 0 && plural(urgent, 'ticket urgent', 'tickets urgents')].filter(Boolean);
    lines.push(`Tu as ${held.join(' et ')} en réserve (achetés en boutique ou échangés contre tes points).`);
  }

  const priorities: TicketPriority[] = [];
  if (rights.canOpenStandard) priorities.push('standard');
  if (rights.canOpenUrgent) priorities.push('urgent');
  const blocked: TicketBlock | null = priorities.length > 0 ? null : rights.plan === 'gratuit' ? 'planRequired' : 'quotaExhausted';
  const urgentHint = rights.canOpenUrgent
    ? null
    : `Les tickets urgents (réponse sous ${TICKET_RESPONSE_HOURS.urgent}h) sont réservés au plan ${PLANS.expert.name}, ou à un ticket urgent acheté en boutique ou échangé contre tes points.`;
  return { lines, blocked, priorities, urgentHint };
}
