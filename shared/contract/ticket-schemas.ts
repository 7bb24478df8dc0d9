import * as z from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { MESSAGE_AUTHORS, STAFF_QUEUES, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../domain/tickets';
import { text } from '../schemas/fields';
import { ticketFormSchema } from '../schemas/ticket';
import { dogIdSchema, dogTagSchema } from './dog-profile-schemas';

/** Shapes of the support domain (issue 11; SPEC §3 tickets, §4 Ticket status, §5 Ticket form). */

export const ticketIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Ticket introuvable' }) });

export const ticketSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  /** When the team promised to answer by (creation + 48 h, or 24 h for urgent). */
  dueBy: z.string(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The fiche the question is about, if any. */
  fiche: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The educator handling it (first name), if assigned. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastMessageAt: z.string(),
  /** Who wrote the thread's last message: the member (waiting for the team) or the team; null before any. */
  lastMessageBy: z.enum(MESSAGE_AUTHORS).nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it: the member, or an educator of the team (first name). */
  author: z.object({ role: z.enum(['member', 'staff']), name: z.string() }),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** What the member may do right now, from the server's own reading of their plan and credits. */
export const ticketRightsSchema = z.object({
  plan: z.enum(PLAN_IDS),
  ticketsRemaining: z.number().int(),
  credits: z.object({ ticket_standard: z.number().int(), ticket_urgent: z.number().int() }),
  canOpenStandard: z.boolean(),
  canOpenUrgent: z.boolean(),
});

export const memberTicketsSchema = z.object({ tickets: z.array(ticketSummarySchema), rights: ticketRightsSchema });

/** The member's view of a ticket: the thread without the team's internal notes. */
export const memberTicketSchema = z.object({
  ticket: ticketSummarySchema.extend({ description: z.string() }),
  messages: z.array(ticketMessageSchema),
  /** Whether the member may still write (open, or resolved less than 7 days ago). */
  canReply: z.boolean(),
});
export type MemberTicket = z.infer<typeof memberTicketSchema>;

/** `requestId`: the browser's key for one click on 'Créer', so a retry opens one ticket. */
export const createTicketBodySchema = ticketFormSchema.extend({
  requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
  /** The dog the ticket is about (issue 25); absent: the member's first dog. */
  dogId: dogIdSchema.optional(),
});

export const MESSAGE_MAX = 5000;
export const messageBodySchema = z.strictObject({
  body: text({ error: 'Écris ton message', multiline: true })
    .min(1, { error: 'Écris ton message' })
    .max(MESSAGE_MAX, { error: `Le message doit contenir au plus ${MESSAGE_MAX} caractères` }),
});

export const staffQueueQuerySchema = z.strictObject({ queue: z.enum(STAFF_QUEUES, { error: 'File inconnue' }).default('non-assignes') });

/** A ticket in a staff queue: the summary and who asked (first name and plan only). */
export const staffTicketRowSchema = ticketSummarySchema.extend({ member: z.object({ firstName: z.string(), plan: z.enum(PLAN_IDS) }) });
export const staffQueueSchema = z.object({
  tickets: z.array(staffTicketRowSchema),
  /** How many tickets each queue holds, for the queue tabs. */
  counts: z.record(z.enum(STAFF_QUEUES), z.number().int()),
});

export const staffNoteSchema = z.object({ id: z.string(), author: z.object({ id: z.string(), name: z.string() }), body: z.string(), createdAt: z.string() });

/** What an educator sees beside the thread: the member's context, only through a ticket (no browsing of members). */
export const memberContextSchema = z.object({
  firstName: z.string(),
  plan: z.enum(PLAN_IDS),
  ticketsRemaining: z.number().int(),
  memberSince: z.string(),
  /** The dog the ticket or visio is about (issue 25), else the member's first dog; null without a dog. */
  dog: z
    .object({
      dogId: z.string(),
      name: z.string(),
      summary: z.array(z.object({ label: z.string(), value: z.string() })),
      tags: z.array(dogTagSchema),
    })
    .nullable(),
  recentFiches: z.array(z.object({ id: z.string(), title: z.string(), completedAt: z.string() })),
});

export type MemberContext = z.infer<typeof memberContextSchema>;

export const staffTicketSchema = z.object({
  ticket: staffTicketRowSchema.extend({ description: z.string() }),
  messages: z.array(ticketMessageSchema),
  notes: z.array(staffNoteSchema),
  member: memberContextSchema,
  /** The statuses the ticket may move to now (shared/domain STAFF_TICKET_TRANSITIONS). */
  nextStatuses: z.array(z.enum(TICKET_STATUSES)),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const ticketStatusBodySchema = z.strictObject({ status: z.enum(TICKET_STATUSES, { error: 'Statut inconnu' }) });
/** `assigneeId` null unassigns; an educator id (from GET /staff/educators) assigns. */
export const ticketAssigneeBodySchema = z.strictObject({ assigneeId: text().min(1).max(64).nullable() });

export const educatorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const educatorsSchema = z.object({ educators: z.array(educatorSchema) });

export const cannedReplySchema = z.object({ id: z.string(), title: z.string(), body: z.string(), updatedAt: z.string() });
export const cannedRepliesSchema = z.object({ replies: z.array(cannedReplySchema) });
export const cannedReplyBodySchema = z.strictObject({
  title: text({ error: 'Donne un titre à la réponse' }).min(3, { error: 'Le titre doit contenir au moins 3 caractères' }).max(80, { error: 'Le titre doit contenir au plus 80 caractères' }),
  body: text({ error: 'Écris la réponse', multiline: true }).min(10, { error: 'La réponse doit contenir au moins 10 caractères' }).max(MESSAGE_MAX, { error: `La réponse doit contenir au plus ${MESSAGE_MAX} caractères` }),
});
export const cannedReplyIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Réponse introuvable' }) });

export const adminTicketsQuerySchema = z.strictObject({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  assigneeId: text().min(1).max(64).optional(),
  late: z.enum(['true', 'false']).optional(),
});
export const educatorFiguresSchema = z.object({
  educator: educatorSchema,
  open: z.number().int(),
  /** Median time to the first answer of the tickets they answered first this month, in minutes; null without any. */
  medianFirstResponseMinutes: z.number().nullable(),
  resolvedThisMonth: z.number().int(),
  /** Their tickets of this month answered after the due-by, or still open past it. */
  slaMissed: z.number().int(),
});
export const adminTicketsSchema = z.object({ tickets: z.array(staffTicketRowSchema), educators: z.array(educatorFiguresSchema) });
