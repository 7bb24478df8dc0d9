import { dueSoonRange, isDueSoon } from '../../shared/domain/staff-mail';
import { TICKET_PRIORITIES, ticketUrgency } from '../../shared/domain/tickets';
import { db, type Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { outboxItem } from '../lib/events/outbox';
import { jobHandler } from '../lib/jobs/job-handler';
import { markExpiry } from '../lib/staff/mail-preferences';

export const JOB = 'ticket-due-soon';

/**
 * The warning of a ticket still unanswered two hours before its due-by (issue 21). A job every 15 minutes rather than
 * a one-time schedule per ticket: a schedule made at the ticket's creation would have to be deleted or moved by every
 * change that bears on it (the first answer, an assignment, a new due-by, a closing), and one change that forgot it
 * would mail about a ticket already handled, or to someone no longer in charge. The job instead reads the open tickets
 * as they are, through the Query-only index of open tickets by priority and due-by (no Scan), and the staff-mail
 * consumer reads the ticket again when it sends: an answered ticket gets nothing, the e-mail goes to the assignee of
 * the moment, and a ticket given a new due-by is warned again for it. Each ticket due in the coming two hours and not
 * answered gets, in one transaction, its mark `<ticketId>#<dueBy>` (created only if absent) and its `ticket_due_soon`
 * event: once per ticket and due-by however often the job runs, or runs again after a failure.
 */
export async function warnDueSoon(db: Db, now: string): Promise<{ warned: number; alreadyWarned: number }> {
  const { from, to } = dueSoonRange(now);
  let warned = 0;
  let alreadyWarned = 0;
  for (const priority of TICKET_PRIORITIES) {
    const { data } = await db.entities.ticket.query
      .byUrgency({ urgency: ticketUrgency('ouvert', priority) })
      .between({ dueBy: from }, { dueBy: to })
      .go({ pages: 'all', attributes: ['ticketId', 'status', 'dueBy', 'firstResponseAt'] });
    for (const ticket of data.filter((one) => isDueSoon(one, now))) {
      const { ticketId, dueBy } = ticket;
      const result = await writeTransaction(() =>
        db.transaction
          .write((entities) => [
            entities.staffMailMark.create({ kind: 'due-soon', key: `${ticketId}#${dueBy}`, createdAt: now, expiresAt: markExpiry(dueBy) }).commit(),
            outboxItem(entities, 'ticket_due_soon', { ticketId, dueBy }, now),
          ])
          .go(),
      );
      if (result.canceled) alreadyWarned += 1;
      else warned += 1;
    }
  }
  return { warned, alreadyWarned };
}

export const handler = jobHandler(JOB, ({ scheduledTime }) => warnDueSoon(db(), scheduledTime));
