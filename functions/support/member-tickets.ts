import type { MemberTicket } from '../../shared/contract/ticket-schemas';
import { memberMayReply, ticketPayment, type TicketRightsInput } from '../../shared/domain/tickets';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { unusedRewards } from '../lib/points/rewards';
import { memberTicketById, threadOf, ticketSummary, type TicketItem } from './ticket-views';

/** What a member's plan and credits allow now (SPEC §5, issue 11), read by the server. */
export async function memberRights(db: Db, userId: string) {
  const [{ data: subscription }, rewards] = await Promise.all([
    db.entities.subscription.get({ userId }).go({ attributes: ['plan', 'ticketsRemaining'] }),
    unusedRewards(db, userId),
  ]);
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  const rights: TicketRightsInput = {
    plan: subscription.plan,
    ticketsRemaining: subscription.ticketsRemaining,
    credits: {
      ticket_standard: rewards.filter((reward) => reward.type === 'ticket_standard').length,
      ticket_urgent: rewards.filter((reward) => reward.type === 'ticket_urgent').length,
    },
  };
  return {
    rights,
    rewards,
    view: {
      ...rights,
      canOpenStandard: !('denial' in ticketPayment(rights, 'standard')),
      canOpenUrgent: !('denial' in ticketPayment(rights, 'urgent')),
    },
  };
}

/** The member's tickets, newest first, and what they may open. */
export async function listMemberTickets(db: Db, userId: string) {
  const [{ data }, { view }] = await Promise.all([
    db.entities.ticket.query.byMember({ userId }).go({ order: 'desc', pages: 'all' }),
    memberRights(db, userId),
  ]);
  return { tickets: data.map(ticketSummary), rights: view };
}

export async function memberTicketView(db: Db, ticket: TicketItem, now: string): Promise<MemberTicket> {
  return {
    ticket: { ...ticketSummary(ticket), description: ticket.description },
    messages: await threadOf(db, ticket.ticketId),
    canReply: memberMayReply(ticket, now),
  };
}

export async function getMemberTicket(db: Db, userId: string, ticketId: string, now: string): Promise<MemberTicket> {
  return memberTicketView(db, await memberTicketById(db, userId, ticketId), now);
}
