import type { ApiErrorCode } from '../../shared/contract/errors';
import type { MemberTicket } from '../../shared/contract/ticket-schemas';
import { INITIAL_TICKET_STATUS, ticketDueBy, ticketPayment, ticketQueue, ticketUrgency, type TicketDenial } from '../../shared/domain/tickets';
import type { TicketForm } from '../../shared/schemas/ticket';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { chooseDog } from '../dogs/member-dogs';
import { outboxItem } from '../lib/events/outbox';
import { HttpError } from '../lib/http/errors';
import { useRewardItem } from '../lib/points/rewards';
import { memberRights, memberTicketView } from './member-tickets';
import { counterItems } from './queue-counters';
import { ticketSummary } from './ticket-views';

const DENIALS: Record<TicketDenial, ApiErrorCode> = {
  planRequired: 'TICKET_PLAN_REQUIRED',
  quotaExhausted: 'TICKET_QUOTA_EXHAUSTED',
  urgentNotAllowed: 'TICKET_URGENT_NOT_ALLOWED',
};

export interface TicketCreation {
  userId: string;
  form: TicketForm;
  /** The browser's key for this click: the ticket's id, so a retry finds the ticket it created. */
  requestId: string;
  /** The dog it is about (issue 25); absent: the member's first dog. */
  dogId?: string;
  at: string;
}

/**
 * Opens a ticket (SPEC §5, issue 11). Who pays is decided by the server from the member's plan and credits
 * (`ticketPayment`), and paid in the SAME transaction that creates the ticket, each payment guarded by its condition:
 * - Premium's quota: `tickets_remaining - 1` on the condition that it is above 0 and the plan is still Premium, so 30
 *   simultaneous creations with 1 ticket left create exactly 1 and the others are refused, never below 0;
 * - a credit (a reward or a shop ticket): the oldest unused one of the type is marked used on the condition that it is
 *   still unused; if another request spent it first, this one creates nothing and says so;
 * - Expert+: a check that the plan is still Expert+.
 * The ticket is created only if its id (the request's key) is free: a retry answers the ticket it already created.
 */
export async function createTicket(db: Db, { userId, form, requestId, dogId: askedDog, at }: TicketCreation): Promise<MemberTicket> {
  // Every read in one round, each by key: not the member's whole partition, which grows with every fiche completed.
  const [{ rights, rewards }, { data: profile }, { data: dogs }, fiche] = await Promise.all([
    memberRights(db, userId),
    db.entities.profile.get({ userId }).go({ attributes: ['firstName'] }),
    db.entities.dog.query.byUser({ userId }).go({ pages: 'all', attributes: ['dogId', 'createdAt'] }),
    form.ficheId ? db.entities.fiche.get({ ficheId: form.ficheId }).go({ attributes: ['ficheId', 'title', 'isPublished'] }).then(({ data }) => data) : null,
  ]);
  // The dog must be one of the member's (404 otherwise); none named: their first dog.
  const { dog } = chooseDog(dogs, rights.plan, askedDog);
  const payment = ticketPayment(rights, form.priority);
  if ('denial' in payment) {
    // A retry of a request that went through (its quota or credit now spent) finds its ticket.
    const existing = await existingTicket(db, userId, requestId, at);
    if (existing) return existing;
    throw new HttpError(DENIALS[payment.denial]);
  }
  // The oldest unused credit of the type needed (rewards come newest first).
  const credit = payment.kind === 'credit' ? rewards.filter((reward) => reward.type === payment.rewardType).at(-1) : undefined;
  if (form.ficheId && !fiche?.isPublished) throw new HttpError('FICHE_NOT_FOUND');

  const ticketId = requestId;
  const status = INITIAL_TICKET_STATUS;
  const paidWith = payment.kind === 'credit' ? `reward:${credit?.id}` : payment.kind;
  const ticket = {
    ticketId,
    userId,
    title: form.title,
    description: form.description,
    category: form.category,
    priority: form.priority,
    status,
    memberName: profile?.firstName ?? 'Membre',
    memberPlan: rights.plan,
    ...(fiche ? { ficheId: fiche.ficheId, ficheTitle: fiche.title } : {}),
    ...(dog ? { dogId: dog.dogId } : {}),
    paidWith,
    queue: ticketQueue(status, null),
    urgency: ticketUrgency(status, form.priority),
    createdAt: at,
    dueBy: ticketDueBy(at, form.priority),
    lastMessageAt: at,
    version: 1,
  };
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.ticket.create(ticket).commit(),
        payment.kind === 'quota'
          ? entities.subscription
              .patch({ userId })
              .add({ ticketsRemaining: -1 })
              .set({ updatedAt: at })
              .where(({ ticketsRemaining, plan }, { gt, eq }) => `${gt(ticketsRemaining, 0)} AND ${eq(plan, 'premium')}`)
              .commit({ response: 'all_old' })
          : payment.kind === 'credit'
            ? useRewardItem(entities, { userId, rewardId: credit!.id, type: payment.rewardType, usedFor: `ticket:${ticketId}`, at })
            : entities.subscription.check({ userId }).where(({ plan }, { eq }) => eq(plan, 'expert')).commit(),
        ...counterItems(entities, null, { status, priority: form.priority }),
        // The team is told with the commit (live, and by e-mail when urgent): a new ticket has no educator yet.
        outboxItem(entities, 'ticket_opened', { userId, ticketId, urgent: form.priority === 'urgent', assigneeId: null, dueBy: ticket.dueBy }, at),
      ])
      .go(),
  );
  if (result.canceled) {
    const [created, paid] = result.data;
    if (created?.code === 'ConditionalCheckFailed') {
      const existing = await existingTicket(db, userId, ticketId, at);
      if (existing) return existing;
      throw new HttpError('REQUEST_ID_REUSED');
    }
    if (paid?.code === 'ConditionalCheckFailed') {
      if (payment.kind === 'quota') throw new HttpError('TICKET_QUOTA_EXHAUSTED');
      if (payment.kind === 'credit') throw new HttpError('TICKET_CREDIT_TAKEN');
      throw new HttpError('BUSY'); // the plan changed under the request (no longer Expert+): the member tries again
    }
    throw new Error(`Création du ticket annulée : ${result.data.map((item) => item.code).join(', ')}`);
  }
  // The ticket as written: a new ticket has no message yet, nothing to read back.
  return { ticket: { ...ticketSummary(ticket), description: ticket.description }, messages: [], canReply: true };
}


/** The member's ticket with this id, if a previous send of the same request created it. */
async function existingTicket(db: Db, userId: string, ticketId: string, at: string): Promise<MemberTicket | null> {
  const { data } = await db.entities.ticket.get({ ticketId }).go({ consistent: true });
  return data && data.userId === userId ? memberTicketView(db, data, at) : null;
}
