import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { adminTickets } from './admin-tickets';
import { createCannedReply, deleteCannedReply, listCannedReplies } from './canned-replies';
import { createTicket } from './create-ticket';
import { team } from '../lib/auth/team';
import { memberClose, memberReply } from './member-actions';
import { getMailPreferences, setMailPreferences } from './mail-preferences';
import { getMemberTicket, listMemberTickets } from './member-tickets';
import { staffAssign, staffNote, staffReply, staffSetStatus } from './staff-actions';
import { staffQueue } from './staff-queues';
import { staffTicketView } from './staff-ticket';
import { staffTicketProgression } from './staff-ticket-progression';

const now = () => new Date().toISOString();

export const handler = domainHandler('support', {
  listTickets: async ({ caller }) => listMemberTickets(db(), caller.userId),
  createTicket: async ({ caller, body: { requestId, dogId, ...form } }) => createTicket(db(), { userId: caller.userId, form, requestId, dogId, at: now() }),
  getTicket: async ({ caller, params }) => getMemberTicket(db(), caller.userId, params.id, now()),
  replyToTicket: async ({ caller, params, body }) => memberReply(db(), { userId: caller.userId, ticketId: params.id, body: body.body, at: now() }),
  closeTicket: async ({ caller, params }) => memberClose(db(), { userId: caller.userId, ticketId: params.id, at: now() }),
  staffQueue: async ({ caller, query }) => staffQueue(db(), { queue: query.queue, educatorId: caller.userId, now: now() }),
  staffTicket: async ({ params }) => staffTicketView(db(), params.id),
  staffTicketProgression: async ({ params }) => staffTicketProgression(db(), params.id, now()),
  staffReply: async ({ caller, params, body }) => staffReply(db(), { educatorId: caller.userId, ticketId: params.id, body: body.body, at: now() }),
  staffNote: async ({ caller, params, body }) => staffNote(db(), { educatorId: caller.userId, ticketId: params.id, body: body.body, at: now() }),
  staffAssign: async ({ caller, params, body }) => staffAssign(db(), { educatorId: caller.userId, ticketId: params.id, assigneeId: body.assigneeId, at: now() }),
  staffSetStatus: async ({ caller, params, body }) => staffSetStatus(db(), { educatorId: caller.userId, ticketId: params.id, status: body.status, at: now() }),
  staffEducators: async () => ({ educators: await team(db()) }),
  staffMailPreferences: async ({ caller }) => getMailPreferences(db(), caller.userId),
  setStaffMailPreferences: async ({ caller, body }) => setMailPreferences(db(), caller.userId, body, now()),
  listCannedReplies: async () => listCannedReplies(db()),
  createCannedReply: async ({ caller, body }) => createCannedReply(db(), { ...body, educatorId: caller.userId, at: now() }),
  deleteCannedReply: async ({ params }) => deleteCannedReply(db(), params.id),
  adminTickets: async ({ query }) => adminTickets(db(), query, now()),
});
