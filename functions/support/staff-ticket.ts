import type { StaffTicket } from '../../shared/contract/ticket-schemas';
import { STAFF_TICKET_TRANSITIONS } from '../../shared/domain/tickets';
import { deriveTags } from '../../shared/domain/tag-derivation';
import { DOG_SUMMARY_FIELDS, dogSummary } from '../../shared/domain/dog-profile/summary';
import { dogProfileOf } from '../dogs/stored-profile';
import type { Db } from '../lib/db/service';
import { threadOf, ticketById, ticketSummary, type TicketItem } from './ticket-views';

/** How many recently validated fiches the context shows. */
const RECENT_FICHES = 5;

/**
 * A ticket as the team sees it: the thread, the internal notes, and beside them the member's context — read here,
 * through the ticket, and nowhere else: no staff route lists or opens a member outside a ticket.
 */
export async function staffTicketView(db: Db, ticketId: string): Promise<StaffTicket> {
  const ticket = await ticketById(db, ticketId);
  const [messages, notes, member] = await Promise.all([
    threadOf(db, ticketId),
    db.entities.ticketNote.query.byTicket({ ticketId }).go({ pages: 'all' }),
    memberContext(db, ticket),
  ]);
  return {
    // The member's plan today (the context's), not the one the ticket was opened with.
    ticket: { ...ticketSummary(ticket), member: { firstName: member.firstName, plan: member.plan }, description: ticket.description },
    messages,
    notes: notes.data.map((note) => ({ id: note.noteId, author: { id: note.authorId, name: note.authorName }, body: note.body, createdAt: note.createdAt })),
    member,
    nextStatuses: [...STAFF_TICKET_TRANSITIONS[ticket.status]],
  };
}

async function memberContext(db: Db, ticket: Pick<TicketItem, 'userId'>): Promise<StaffTicket['member']> {
  const { userId } = ticket;
  const [{ data: profile }, { data: subscription }, { data: dog }, { data: progress }] = await Promise.all([
    db.entities.profile.get({ userId }).go({ attributes: ['firstName', 'createdAt'] }),
    db.entities.subscription.get({ userId }).go({ attributes: ['plan', 'ticketsRemaining'] }),
    db.entities.dogProfile.get({ userId }).go(),
    db.entities.ficheProgress.query.byUser({ userId }).go({ pages: 'all' }),
  ]);
  const recent = progress.sort((a, b) => b.completedAt.localeCompare(a.completedAt)).slice(0, RECENT_FICHES);
  const { data: fiches } = recent.length
    ? await db.entities.fiche.get(recent.map(({ ficheId }) => ({ ficheId }))).go({ attributes: ['ficheId', 'title'] })
    : { data: [] };
  const titles = new Map(fiches.map((fiche) => [fiche.ficheId, fiche.title]));
  const answers = dog ? dogProfileOf(dog) : null;
  return {
    firstName: profile?.firstName ?? 'Membre',
    plan: subscription?.plan ?? 'gratuit',
    ticketsRemaining: subscription?.ticketsRemaining ?? 0,
    memberSince: profile?.createdAt ?? '',
    dog: answers ? { name: answers.nom ?? 'Son chien', summary: dogSummary(answers, DOG_SUMMARY_FIELDS), tags: deriveTags(answers) } : null,
    recentFiches: recent.map(({ ficheId, completedAt }) => ({ id: ficheId, title: titles.get(ficheId) ?? ficheId, completedAt })),
  };
}
