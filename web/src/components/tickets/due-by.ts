import { isOpenTicket, TICKET_SOON_LATE_HOURS, type TicketStatus } from '../../../../shared/domain/tickets';

export type DueState = 'late' | 'soon' | 'onTime' | 'done';

export interface DueBy {
  state: DueState;
  /** 'dans 5 h', 'en retard de 2 h', 'dans 3 j', or 'Terminé' for a ticket the team no longer works on. */
  label: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '45 min', '5 h', '3 j': the largest unit that keeps a whole number readable, rounded down. */
function span(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
  if (ms < 2 * DAY) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} j`;
}

/**
 * How an open ticket stands against its due-by, as the queues sort and mark it: late once the due-by has passed,
 * soon within TICKET_SOON_LATE_HOURS of it (the server's 'Bientôt en retard' queue uses the same number).
 */
export function dueBy(ticket: { status: TicketStatus; dueBy: string }, now: number): DueBy {
  if (!isOpenTicket(ticket.status)) return { state: 'done', label: 'Terminé' };
  const left = Date.parse(ticket.dueBy) - now;
  if (left <= 0) return { state: 'late', label: `en retard de ${span(-left)}` };
  return { state: left <= TICKET_SOON_LATE_HOURS * HOUR ? 'soon' : 'onTime', label: `dans ${span(left)}` };
}
