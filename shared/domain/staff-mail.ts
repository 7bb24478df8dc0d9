import { isOpenTicket, type TicketStatus } from './tickets';
import { parisDate } from './visio-slots';

/**
 * The team's e-mails (issue 21, "told when a member waits"): an urgent ticket at once, a ticket still unanswered two
 * hours before its due-by, and each morning's digest. Each staff member may turn each one off.
 */
export const STAFF_MAILS = ['urgent', 'dueSoon', 'digest'] as const;
export type StaffMail = (typeof STAFF_MAILS)[number];

export const STAFF_MAIL_LABELS: Readonly<Record<StaffMail, { label: string; description: string }>> = {
  urgent: { label: 'Ticket urgent', description: 'Dès qu’un membre ouvre un ticket urgent qui vous est assigné, ou qui n’est assigné à personne.' },
  dueSoon: { label: 'Échéance proche', description: 'Deux heures avant l’échéance d’un ticket encore sans réponse de l’équipe.' },
  digest: { label: 'Récapitulatif du matin', description: 'Chaque jour à 8 h : vos tickets et ceux non assignés, ouverts et en retard, et vos visios du jour.' },
};

export type StaffMailPreferences = Readonly<Record<StaffMail, boolean>>;

/** Every e-mail is on until the staff member turns it off. */
export const DEFAULT_STAFF_MAIL_PREFERENCES: StaffMailPreferences = { urgent: true, dueSoon: true, digest: true };

/** A ticket still unanswered this long before its due-by gets its warning. */
export const DUE_SOON_HOURS = 2;

/** The due-by range the warning job looks at when it runs at `now`: due after now, within DUE_SOON_HOURS. */
export function dueSoonRange(now: string): { from: string; to: string } {
  return { from: now, to: new Date(Date.parse(now) + DUE_SOON_HOURS * 3_600_000).toISOString() };
}

export interface WaitingTicket {
  status: TicketStatus;
  dueBy: string;
  firstResponseAt?: string | null;
}

/** Whether a ticket is owed its warning at `now`: open, not answered by the team yet, due within DUE_SOON_HOURS. */
export function isDueSoon(ticket: WaitingTicket, now: string): boolean {
  const { from, to } = dueSoonRange(now);
  return isOpenTicket(ticket.status) && !ticket.firstResponseAt && ticket.dueBy > from && ticket.dueBy <= to;
}

/**
 * Who is told about a ticket: its assignee while they are still on the team, else the whole team (educators and
 * admins: anyone may pick up an unassigned ticket, or one whose educator left). Only those who kept this e-mail on.
 */
export function ticketMailRecipients<T extends { id: string }>(
  assigneeId: string | null | undefined,
  teamMembers: readonly T[],
  preferences: ReadonlyMap<string, StaffMailPreferences>,
  mail: Exclude<StaffMail, 'digest'>,
): T[] {
  const assignee = assigneeId ? teamMembers.find((member) => member.id === assigneeId) : undefined;
  const candidates = assignee ? [assignee] : teamMembers;
  return candidates.filter((member) => (preferences.get(member.id) ?? DEFAULT_STAFF_MAIL_PREFERENCES)[mail]);
}

export interface DigestTicket {
  ticketId: string;
  title: string;
  memberName: string;
  priority: 'standard' | 'urgent';
  dueBy: string;
  assigneeId?: string | null;
}

export interface DigestVisio {
  visioId: string;
  start: string;
  memberName: string;
  status: string;
}

export interface DigestSections<T extends DigestTicket, V extends DigestVisio> {
  /** Open tickets (the educator's, then the unassigned ones) not yet past their due-by, soonest due first. */
  open: T[];
  /** Open tickets past their due-by (the educator's, then the unassigned ones), the longest wait first. */
  late: T[];
  /** The educator's confirmed visios starting on the digest's Paris day, in order. */
  visios: V[];
}

/**
 * What educator `educatorId`'s morning digest holds at `at` (its Paris day): the open tickets split into late (past
 * their due-by) and open, and the visios booked for that day. `tickets` are the open tickets of their queue and of
 * the unassigned one; a ticket given twice (moved between the two reads) counts once. Their own tickets come first in
 * each section: the lists are cut at DIGEST_SECTION_LIMIT, and theirs are the ones nobody else will take.
 */
export function digestSections<T extends DigestTicket, V extends DigestVisio>(educatorId: string, tickets: readonly T[], visios: readonly V[], at: string): DigestSections<T, V> {
  const unique = [...new Map(tickets.map((ticket) => [ticket.ticketId, ticket])).values()];
  const theirsFirst = (ticket: T) => (ticket.assigneeId === educatorId ? 0 : 1);
  const byDue = (a: T, b: T) => theirsFirst(a) - theirsFirst(b) || a.dueBy.localeCompare(b.dueBy) || a.ticketId.localeCompare(b.ticketId);
  const day = parisDate(at);
  return {
    open: unique.filter((ticket) => ticket.dueBy >= at).sort(byDue),
    late: unique.filter((ticket) => ticket.dueBy < at).sort(byDue),
    visios: visios.filter((visio) => visio.status === 'confirmee' && parisDate(visio.start) === day).sort((a, b) => a.start.localeCompare(b.start)),
  };
}

/** Nothing to tell: no digest is sent that day. */
export const isEmptyDigest = ({ open, late, visios }: DigestSections<DigestTicket, DigestVisio>): boolean => open.length + late.length + visios.length === 0;

/** A digest lists this many tickets per section at most; the rest is counted ("et 12 autres"). */
export const DIGEST_SECTION_LIMIT = 15;
