import { randomUUID } from 'node:crypto';
import { replyChange, ticketQueue, ticketUrgency, type MessageAuthor, type ReplyChange } from '../../shared/domain/tickets';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import type { WriteEntities } from '../lib/points/ledger';
import { counterItems, placeCondition } from './queue-counters';
import { ticketById, type TicketItem } from './ticket-views';

/**
 * Sends of one reply at most. A send is cancelled only when the ticket's status or assignee moved since it was read
 * (a handful of times in a ticket's life) or a later message was written meanwhile (then the next send no longer
 * claims the last place and cannot meet that again), so a few sends always suffice.
 */
const REPLY_SENDS = 6;

export interface Reply {
  ticketId: string;
  author: { role: MessageAuthor; id: string; name: string };
  body: string;
  at: string;
}

/** A reply's other effects (notifications, outbox events, figures), from the change it makes; written with it. */
export type ReplyEffects = (entities: WriteEntities, ticket: TicketItem, change: ReplyChange, messageId: string) => WriteItem[];
type WriteItem = ReturnType<Parameters<Db['transaction']['write']>[0]>[number];

/**
 * Appends a reply to a ticket's thread (issue 21): never refused because other replies, of either side, are written at
 * the same time; a ticket's version is not involved. The message is its own item, ordered in the ticket's partition by
 * (createdAt, messageId). Its ticket's change is written in the same transaction:
 * - the last message (date, id, author), on the condition that the stored one is earlier: a maximum, so the ticket
 *   names the thread's last message whatever order simultaneous replies commit in;
 * - a change of status or assignee (`replyChange`), on the condition that the status and assignee are still the ones
 *   read, since its queues' counters move from them; the first answer's date on the condition that there is none yet;
 * - anything else only needs the status read to still be there (a ticket closed meanwhile takes no message).
 * If one of these fails the transaction writes nothing and the reply is sent again over the ticket read anew, which
 * may now refuse it (TICKET_CLOSED). The message's id stays the same across sends.
 */
export async function appendReply(db: Db, reply: Reply, effects: ReplyEffects, read?: TicketItem): Promise<{ ticket: TicketItem; change: ReplyChange; messageId: string }> {
  const { ticketId, author, body, at } = reply;
  const messageId = randomUUID();
  let ticket = read ?? (await ticketById(db, ticketId));
  for (let send = 1; ; send += 1) {
    const change = replyChange(ticket, author.role, at);
    if (!change) throw new HttpError('TICKET_CLOSED');
    const before = ticket;
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => [
          entities.ticketMessage.create({ ticketId, messageId, authorRole: author.role, authorId: author.id, authorName: author.name, body, createdAt: at }).commit(),
          ticketItem(entities, before, reply, messageId, change),
          ...counterItems(entities, before, { ...before, status: change.status, assigneeId: change.assign ? author.id : before.assigneeId }),
          ...effects(entities, before, change, messageId),
        ])
        .go(),
    );
    if (!result.canceled) return { ticket: before, change, messageId };
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw new Error('Identifiant de message déjà pris');
    if (send === REPLY_SENDS) throw new HttpError('BUSY');
    ticket = await ticketById(db, ticketId);
  }
}

/** Whether a message comes after the ticket's last one, in the thread's order (date, then id). */
function comesAfterLast(ticket: TicketItem, at: string, messageId: string): boolean {
  return at > ticket.lastMessageAt || (at === ticket.lastMessageAt && messageId > (ticket.lastMessageId ?? ''));
}

/** The reply's write to its ticket (see appendReply), or a bare condition when it changes nothing there. */
function ticketItem(entities: WriteEntities, ticket: TicketItem, { at, author }: Reply, messageId: string, change: ReplyChange) {
  const moves = change.status !== ticket.status || change.assign;
  const last = comesAfterLast(ticket, at, messageId);
  const assigneeId = change.assign ? author.id : ticket.assigneeId;
  if (!moves && !last && !change.firstResponse) {
    return entities.ticket
      .check({ ticketId: ticket.ticketId })
      .where(({ status }, { eq }) => eq(status, ticket.status))
      .commit();
  }
  return entities.ticket
    .patch({ ticketId: ticket.ticketId })
    .set({
      ...(last ? { lastMessageAt: at, lastMessageId: messageId, lastMessageBy: author.role } : {}),
      ...(moves ? { status: change.status, queue: ticketQueue(change.status, assigneeId), urgency: ticketUrgency(change.status, ticket.priority) } : {}),
      ...(change.assign ? { assigneeId: author.id, assigneeName: author.name } : {}),
      ...(change.firstResponse ? { firstResponseAt: at } : {}),
    })
    .add({ version: moves ? 1 : 0 }) // counts the changes of place only
    .where((attributes, operations) => {
      const { status, lastMessageAt, lastMessageId, firstResponseAt } = attributes;
      const { eq, lt, notExists } = operations;
      const conditions = [moves ? placeCondition(attributes, operations, ticket) : eq(status, ticket.status)];
      if (change.firstResponse) conditions.push(notExists(firstResponseAt));
      if (last) {
        conditions.push(`(${lt(lastMessageAt, at)} OR (${eq(lastMessageAt, at)} AND (${notExists(lastMessageId)} OR ${lt(lastMessageId, messageId)})))`);
      }
      return conditions.join(' AND ');
    })
    .commit();
}
