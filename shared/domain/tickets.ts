/** Ticket statuses, priorities and categories (SPEC §3 tickets, §4 Ticket status). */
export const TICKET_STATUSES = ['ouvert', 'en_cours', 'resolu', 'ferme'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const INITIAL_TICKET_STATUS: TicketStatus = 'ouvert';

export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, { label: string; description?: string }>> = {
  ouvert: { label: 'Ouvert', description: 'En attente de réponse' },
  en_cours: { label: 'En cours' },
  resolu: { label: 'Résolu' },
  ferme: { label: 'Fermé' },
};

/** A status the product does not know is shown as ouvert (SPEC §4). */
export function ticketStatusOf(value: unknown): TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value) ? (value as TicketStatus) : INITIAL_TICKET_STATUS;
}

export const TICKET_PRIORITIES = ['standard', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_LABELS: Readonly<Record<TicketPriority, string>> = { standard: 'Standard', urgent: 'Urgent' };

/** Badge of an urgent ticket, none for a standard one. */
export function priorityBadge(priority: TicketPriority): string | null {
  return priority === 'urgent' ? TICKET_PRIORITY_LABELS.urgent : null;
}

/** SPEC writes the last category 'obéissance'; it is stored without the accent. */
export const TICKET_CATEGORIES = ['general', 'chiot', 'reactif', 'comportement', 'obeissance'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Readonly<Record<TicketCategory, string>> = {
  general: 'Général',
  chiot: 'Chiot',
  reactif: 'Réactivité',
  comportement: 'Comportement',
  obeissance: 'Obéissance',
};
