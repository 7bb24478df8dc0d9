import type { EntityItem } from 'electrodb';
import type { TicketMessage, TicketSummary } from '../../shared/contract/ticket-schemas';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';

/** A ticket and a message as stored (ElectroDB items). */
export type TicketItem = EntityItem<Db['entities']['ticket']>;
type MessageItem = EntityItem<Db['entities']['ticketMessage']>;

export function ticketSummary(item: TicketItem): TicketSummary {
  return {
    id: item.ticketId,
    title: item.title,
    category: item.category,
    priority: item.priority,
    status: item.status,
    createdAt: item.createdAt,
    dueBy: item.dueBy,
    firstResponseAt: item.firstResponseAt ?? null,
    resolvedAt: item.resolvedAt ?? null,
    fiche: item.ficheId ? { id: item.ficheId, title: item.ficheTitle ?? item.ficheId } : null,
    assignee: item.assigneeId ? { id: item.assigneeId, name: item.assigneeName ?? 'Éducateur' } : null,
    lastMessageAt: item.lastMessageAt,
    lastMessageBy: item.lastMessageBy ?? null,
  };
}

export function messageView(item: MessageItem): TicketMessage {
  return { id: item.messageId, author: { role: item.authorRole, name: item.authorName }, body: item.body, createdAt: item.createdAt };
}

/** A ticket by id, read consistently (right after a write), or 404. */
export async function ticketById(db: Db, ticketId: string): Promise<TicketItem> {
  const { data } = await db.entities.ticket.get({ ticketId }).go({ consistent: true });
  if (!data) throw new HttpError('TICKET_NOT_FOUND');
  return data;
}

/**
 * A ticket of this member, or 404 — the same answer whether it does not exist or belongs to someone else, so a
 * member cannot even learn that another member's ticket exists.
 */
export async function memberTicketById(db: Db, userId: string, ticketId: string): Promise<TicketItem> {
  const ticket = await ticketById(db, ticketId).catch(() => null);
  if (!ticket || ticket.userId !== userId) throw new HttpError('TICKET_NOT_FOUND');
  return ticket;
}

/** The thread, oldest first: member and staff messages only (notes are another entity, never read here). */
export async function threadOf(db: Db, ticketId: string): Promise<TicketMessage[]> {
  const { data } = await db.entities.ticketMessage.query.byTicket({ ticketId }).go({ pages: 'all' });
  return data.map(messageView);
}

/** The first name a member or an educator is shown by (their profile). */
export async function firstNameOf(db: Db, userId: string): Promise<string> {
  const { data } = await db.entities.profile.get({ userId }).go({ attributes: ['firstName'] });
  return data?.firstName ?? 'Équipe La Meute';
}
