import { PLAN_IDS } from '../../../../shared/domain/plans';
import { MESSAGE_AUTHORS, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../../../../shared/domain/tickets';

/**
 * A support ticket (SPEC §3 tickets, issue 11). Read by id (the member's key is checked against the item's userId, and
 * educators reach it through a queue), by member newest first (gsi1), and by the staff's queues (no Scan):
 * - gsi2 `byQueue`: `queue` is 'non-assigne', 'educateur:<id>' while open, else the status; sorted by due-by;
 * - gsi3 `byUrgency`: `urgency` is the priority while open, else 'termine'; sorted by due-by (Urgents, late tickets).
 * Both are derived by shared/domain/tickets.ts (`ticketQueue`, `ticketUrgency`) and written with every change of
 * status or assignee, in the same conditional update.
 */
export const ticketModel = {
  model: { entity: 'ticket', version: '1', service: 'lameute' },
  attributes: {
    ticketId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true, readOnly: true },
    category: { type: TICKET_CATEGORIES, required: true, readOnly: true },
    priority: { type: TICKET_PRIORITIES, required: true, readOnly: true },
    status: { type: TICKET_STATUSES, required: true },
    /** Who asked, as the queues show it (first name, plan when the ticket was opened): no read of members per row. */
    memberName: { type: 'string', required: true, readOnly: true },
    memberPlan: { type: PLAN_IDS, required: true, readOnly: true },
    ficheId: { type: 'string', readOnly: true },
    ficheTitle: { type: 'string', readOnly: true },
    /** The dog the ticket is about (issue 25): chosen by the member, else their first dog; absent without a dog. */
    dogId: { type: 'string', readOnly: true },
    /** How it was paid: 'included' (Expert+), 'quota' (Premium) or 'reward:<id>' (a credit). */
    paidWith: { type: 'string', required: true, readOnly: true },
    assigneeId: { type: 'string' },
    assigneeName: { type: 'string' },
    queue: { type: 'string', required: true },
    urgency: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    dueBy: { type: 'string', required: true, readOnly: true },
    firstResponseAt: { type: 'string' },
    resolvedAt: { type: 'string' },
    closedAt: { type: 'string' },
    /**
     * The thread's last message (issue 21): its date, id and author ('member': the member waits for the team). The
     * thread is ordered by (createdAt, messageId); a reply sets these only over an earlier message, so whatever order
     * simultaneous replies commit in, they name the thread's last one. A new ticket has a date and no message yet.
     */
    lastMessageAt: { type: 'string', required: true },
    lastMessageId: { type: 'string' },
    lastMessageBy: { type: MESSAGE_AUTHORS },
    /**
     * Counts the changes of status or assignee. Nothing is conditioned on it any more: such a change is guarded by the
     * status and assignee it read (its queues and counters come from them), and a reply does not touch it.
     */
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: [] } },
    byMember: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'ticketId'] } },
    byQueue: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['queue'] }, sk: { field: 'gsi2sk', composite: ['dueBy', 'ticketId'] } },
    byUrgency: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['urgency'] }, sk: { field: 'gsi3sk', composite: ['dueBy', 'ticketId'] } },
  },
} as const;

/** A message of a ticket's thread, by the member or an educator, in the ticket's partition in order. */
export const ticketMessageModel = {
  model: { entity: 'ticketMessage', version: '1', service: 'lameute' },
  attributes: {
    ticketId: { type: 'string', required: true, readOnly: true },
    messageId: { type: 'string', required: true, readOnly: true },
    authorRole: { type: ['member', 'staff'] as const, required: true, readOnly: true },
    authorId: { type: 'string', required: true, readOnly: true },
    authorName: { type: 'string', required: true, readOnly: true },
    body: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTicket: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: ['createdAt', 'messageId'] } },
  },
} as const;

/**
 * An internal note of the team on a ticket. Its own entity, not a flag on messages: the member's reads query
 * ticketMessage only, so no filter can forget to hide a note.
 */
export const ticketNoteModel = {
  model: { entity: 'ticketNote', version: '1', service: 'lameute' },
  attributes: {
    ticketId: { type: 'string', required: true, readOnly: true },
    noteId: { type: 'string', required: true, readOnly: true },
    authorId: { type: 'string', required: true, readOnly: true },
    authorName: { type: 'string', required: true, readOnly: true },
    body: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTicket: { pk: { field: 'pk', composite: ['ticketId'] }, sk: { field: 'sk', composite: ['createdAt', 'noteId'] } },
  },
} as const;

/** A reply the team shares (canned reply), all in one partition: a few dozen at most. */
export const cannedReplyModel = {
  model: { entity: 'cannedReply', version: '1', service: 'lameute' },
  attributes: {
    replyId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    body: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['replyId'] } },
  },
} as const;

/**
 * How many open tickets a staff queue holds ('non-assigne', 'educateur:<id>', and the open tickets by priority
 * 'urgent' / 'standard'), moved by ±1 in the same transaction as each change of a ticket's queue, so a queue's count
 * is one GetItem however many tickets it holds, and stays exact under concurrent changes (the ticket's own
 * condition guards each move).
 */
export const ticketCounterModel = {
  model: { entity: 'ticketCounter', version: '1', service: 'lameute' },
  attributes: {
    counter: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byName: { pk: { field: 'pk', composite: ['counter'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
