import type { PlanId } from './plans';
import { TICKET_RESPONSE_HOURS } from './shop';

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

/** When the team must have answered: creation + the promised hours. */
export function ticketDueBy(createdAt: string, priority: TicketPriority): string {
  return new Date(Date.parse(createdAt) + TICKET_RESPONSE_HOURS[priority] * 3_600_000).toISOString();
}

/** A ticket counts as 'Bientôt en retard' this long before its due-by. */
export const TICKET_SOON_LATE_HOURS = 6;

/** A member's reply reopens a resolved ticket during this many days after its resolution. */
export const TICKET_REOPEN_DAYS = 7;

/**
 * The statuses the team may move a ticket to, from each status (SPEC §4: ouvert → en_cours → resolu → ferme; a
 * resolved ticket may be taken up again). A closed ticket is final.
 */
export const STAFF_TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  ouvert: ['en_cours', 'resolu', 'ferme'],
  en_cours: ['resolu', 'ferme'],
  resolu: ['en_cours', 'ferme'],
  ferme: [],
};

export function canStaffMove(from: TicketStatus, to: TicketStatus): boolean {
  return STAFF_TICKET_TRANSITIONS[from].includes(to);
}

/** Tickets the team still has to work on. */
export const isOpenTicket = (status: TicketStatus): boolean => status === 'ouvert' || status === 'en_cours';

/**
 * Whether the team missed a ticket's promise (the SLA): answered after its due-by, or still open and unanswered past
 * it. A ticket closed without an answer is not counted against the team.
 */
export function missedDueBy(ticket: { status: TicketStatus; dueBy: string; firstResponseAt?: string | null }, now: string): boolean {
  if (ticket.firstResponseAt) return ticket.firstResponseAt > ticket.dueBy;
  return isOpenTicket(ticket.status) && now > ticket.dueBy;
}

/** Whether the member may still write: an open ticket, or a resolved one within the reopening window. */
export function memberMayReply(ticket: { status: TicketStatus; resolvedAt?: string | null }, now: string): boolean {
  if (isOpenTicket(ticket.status)) return true;
  if (ticket.status !== 'resolu' || !ticket.resolvedAt) return false;
  return Date.parse(now) - Date.parse(ticket.resolvedAt) <= TICKET_REOPEN_DAYS * 86_400_000;
}

/** Who wrote a message of a thread: the member, or someone of the team. */
export const MESSAGE_AUTHORS = ['member', 'staff'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** What a reply changes on its ticket, besides becoming its last message. */
export interface ReplyChange {
  status: TicketStatus;
  /** The ticket goes to the educator answering (an unassigned ticket's first answer). */
  assign: boolean;
  /** This is the team's first answer (first-response time). */
  firstResponse: boolean;
}

/**
 * What a reply does to the ticket as it stands (issue 11, issue 21), or null if this author may not write now:
 * the member's reply reopens a resolved ticket within its window ('ouvert'); the team's reply takes an open ticket
 * 'en_cours', gives an unassigned one to the educator answering and dates the first answer; a closed ticket takes
 * nothing. Anything else stays as it is, so most replies change only the ticket's last message.
 */
export function replyChange(
  ticket: { status: TicketStatus; resolvedAt?: string | null; assigneeId?: string | null; firstResponseAt?: string | null },
  author: MessageAuthor,
  now: string,
): ReplyChange | null {
  if (author === 'member') {
    if (!memberMayReply(ticket, now)) return null;
    return { status: ticket.status === 'resolu' ? 'ouvert' : ticket.status, assign: false, firstResponse: false };
  }
  if (ticket.status === 'ferme') return null;
  return { status: ticket.status === 'ouvert' ? 'en_cours' : ticket.status, assign: !ticket.assigneeId, firstResponse: !ticket.firstResponseAt };
}

/**
 * The staff queue a ticket sits in (one index, sorted by due-by): an open ticket is 'non-assigne' or its
 * educator's; a finished one is filed under its status.
 */
export function ticketQueue(status: TicketStatus, assigneeId: string | null | undefined): string {
  if (!isOpenTicket(status)) return status;
  return assigneeId ? `educateur:${assigneeId}` : 'non-assigne';
}

/** The open tickets by priority, sorted by due-by (Urgents, Bientôt en retard, En retard); finished ones apart. */
export function ticketUrgency(status: TicketStatus, priority: TicketPriority): string {
  return isOpenTicket(status) ? priority : 'termine';
}

export const STAFF_QUEUES = ['non-assignes', 'mes-tickets', 'urgents', 'bientot-en-retard', 'en-retard'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];
export const STAFF_QUEUE_LABELS: Readonly<Record<StaffQueue, string>> = {
  'non-assignes': 'Non assignés',
  'mes-tickets': 'Mes tickets',
  urgents: 'Urgents',
  'bientot-en-retard': 'Bientôt en retard',
  'en-retard': 'En retard',
};

/** How a ticket is paid for when created: Expert+'s unlimited tickets, Premium's monthly quota, or a credit. */
export type TicketPayment = { kind: 'included' } | { kind: 'quota' } | { kind: 'credit'; rewardType: 'ticket_standard' | 'ticket_urgent' };
export type TicketDenial = 'planRequired' | 'quotaExhausted' | 'urgentNotAllowed';

export interface TicketRightsInput {
  plan: PlanId;
  ticketsRemaining: number;
  /** Unused ticket credits (rewards, shop purchases) by type. */
  credits: Readonly<Record<'ticket_standard' | 'ticket_urgent', number>>;
}

/**
 * Who may open what (issue 11): Expert+ opens any ticket, urgent included; Premium uses its monthly quota; a ticket
 * credit opens one ticket on any plan, the free plan included (a member who paid for a ticket can always use it);
 * urgent needs Expert+ or an urgent credit. A standard ticket never spends an urgent credit.
 */
export function ticketPayment(rights: TicketRightsInput, priority: TicketPriority): TicketPayment | { denial: TicketDenial } {
  if (rights.plan === 'expert') return { kind: 'included' };
  if (priority === 'urgent') return rights.credits.ticket_urgent > 0 ? { kind: 'credit', rewardType: 'ticket_urgent' } : { denial: 'urgentNotAllowed' };
  if (rights.plan === 'premium' && rights.ticketsRemaining > 0) return { kind: 'quota' };
  if (rights.credits.ticket_standard > 0) return { kind: 'credit', rewardType: 'ticket_standard' };
  return { denial: rights.plan === 'gratuit' ? 'planRequired' : 'quotaExhausted' };
}
