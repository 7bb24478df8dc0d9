import * as z from 'zod';
import { BILLING_PERIODS, PAID_PLAN_IDS, PLAN_IDS } from '../domain/plans';
import { REWARD_TYPES } from '../domain/rewards';
import { ROLES } from '../domain/roles';
import { POINTS_SOURCE_KINDS } from '../domain/stats';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../domain/tickets';
import { VISIO_STATUSES } from '../domain/visios';
import { signUpSchema } from '../schemas/auth';
import { text } from '../schemas/fields';
import { pointsLineSchema, pointsMoveResultSchema, rewardSchema } from './points-schemas';
import { memberContextSchema } from './ticket-schemas';

/** Shapes of the admin's members, educators and points pages (issue 14; SPEC §2 Admin Users, Educators, Points). */

/** How many members a page of /admin/users shows. */
export const ADMIN_USERS_PAGE = 25;

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  plan: z.enum(PLAN_IDS),
  points: z.number().int(),
  createdAt: z.string(),
});

/** Where the next page starts: the last member shown, by sign-up date and id (`<createdAt>|<userId>`). */
export const usersCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z\|[\w-]{1,64}$/, { error: 'Page de la liste invalide : recharge la liste des membres' });

/** Search by e-mail or first name, filter by plan, from a page's cursor (SPEC §2 Admin Users). */
export const adminUsersQuerySchema = z.strictObject({
  search: text().max(255, { error: 'La recherche doit contenir au plus 255 caractères' }).optional(),
  plan: z.enum(PLAN_IDS, { error: 'Offre inconnue' }).optional(),
  cursor: usersCursorSchema.optional(),
});

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  /** The cursor of the next page; null at the end of the list. */
  nextCursor: usersCursorSchema.nullable(),
});

/** What an admin did to a member, and why (each action is logged with its author). */
export const ADMIN_ACTION_KINDS = ['points', 'reward', 'role', 'plan', 'suspension'] as const;
export const adminActionSchema = z.object({
  id: z.string(),
  kind: z.enum(ADMIN_ACTION_KINDS),
  /** What was done, in French ('+30 points', 'Rôle éducateur donné'). */
  summary: z.string(),
  reason: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;

/** A plan the team gives by hand (issue 21): Premium or Expert+, until an instant or until an admin ends it. */
export const planGiftSchema = z.object({ plan: z.enum(PAID_PLAN_IDS), endsAt: z.string().nullable() });
export type PlanGift = z.infer<typeof planGiftSchema>;

/** /admin/users/:id — the member's whole file. */
export const adminMemberSchema = z.object({
  profile: z.object({ id: z.string(), email: z.string(), firstName: z.string(), newsletter: z.boolean(), discordLinked: z.boolean(), createdAt: z.string() }),
  roles: z.array(z.enum(ROLES)),
  subscription: z.object({
    plan: z.enum(PLAN_IDS),
    billingPeriod: z.enum(BILLING_PERIODS).nullable(),
    /** The payment provider's status (active, past_due…), null for a plan the team gave or no paid plan. */
    billingStatus: z.string().nullable(),
    /** End of the paid period: renewal date, or the end of access when cancelled. */
    periodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    ticketsRemaining: z.number().int(),
    visiosRemaining: z.number().int(),
    visiosBonus: z.number().int(),
    /** A plan the team gave (issue 21): its end, null until an admin ends it. Null without a running gift. */
    gift: planGiftSchema.nullable(),
  }),
  /** Whether the account may sign in (issue 21): suspended by an admin since `suspendedAt`. */
  account: z.object({ suspended: z.boolean(), suspendedAt: z.string().nullable() }),
  /** Unused rewards: ticket and visio credits. */
  credits: z.array(rewardSchema),
  points: pointsMoveResultSchema.extend({ history: z.array(pointsLineSchema) }),
  /** The dog and the fiches validated lately, as educators see them. */
  context: memberContextSchema.pick({ dog: true, recentFiches: true }),
  tickets: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(TICKET_STATUSES), priority: z.enum(TICKET_PRIORITIES), createdAt: z.string() })),
  visios: z.array(z.object({ id: z.string(), start: z.string(), durationMinutes: z.number().int(), status: z.enum(VISIO_STATUSES), educatorName: z.string() })),
  actions: z.array(adminActionSchema),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** Give or take a staff role, with the reason logged. */
export const roleChangeBodySchema = z.strictObject({
  role: z.enum(ROLES, { error: 'Rôle inconnu (admin ou educator)' }),
  granted: z.boolean({ error: 'Indique si le rôle est donné ou retiré' }),
  reason: text().min(3, { error: 'Indique la raison du changement (3 caractères au moins)' }).max(200, { error: 'La raison doit contenir au plus 200 caractères' }),
  requestId: z.uuid({ error: 'Identifiant de demande invalide' }),
});
export const memberRolesSchema = z.object({ roles: z.array(z.enum(ROLES)) });

const actionReason = text().min(3, { error: 'Indique la raison (3 caractères au moins)' }).max(200, { error: 'La raison doit contenir au plus 200 caractères' });
const actionRequestId = z.uuid({ error: 'Identifiant de demande invalide' });

/** Give a plan by hand (issue 21): until the end of a Paris day (YYYY-MM-DD), or until an admin ends it (null). */
export const planGiftBodySchema = z.strictObject({
  plan: z.enum(PAID_PLAN_IDS, { error: 'Choisis l’offre à offrir : Premium ou Expert+' }),
  endsOn: z.iso.date({ error: 'Date de fin invalide' }).nullable(),
  reason: actionReason,
  requestId: actionRequestId,
});
/** End a running gift now: the member returns to the plan their payments give. */
export const endGiftBodySchema = z.strictObject({ reason: actionReason, requestId: actionRequestId });
/** The member's plan after a gift was given or ended. */
export const giftResultSchema = z.object({ plan: z.enum(PLAN_IDS), gift: planGiftSchema.nullable() });

/** Suspend (true) or reactivate (false) an account, with the reason logged. */
export const suspensionBodySchema = z.strictObject({
  suspended: z.boolean({ error: 'Indique si le compte est suspendu ou réactivé' }),
  reason: actionReason,
  requestId: actionRequestId,
});
export const suspensionResultSchema = z.object({ suspended: z.boolean() });

/** /admin/educators: the team and each one's load. */
export const adminEducatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether they are admins too (admins answer tickets). */
  isAdmin: z.boolean(),
  /** Invited and not signed in yet. */
  invitationPending: z.boolean(),
  openTickets: z.number().int(),
  upcomingVisios: z.number().int(),
  /** Median minutes to a first answer this month; null without one. */
  medianFirstResponseMinutes: z.number().int().nullable(),
});
export const adminEducatorsSchema = z.object({ educators: z.array(adminEducatorSchema) });
export type AdminEducator = z.infer<typeof adminEducatorSchema>;

/** Invite an educator: the sign-up's own rules for a first name and an e-mail. */
export const inviteEducatorBodySchema = signUpSchema.pick({ firstName: true, email: true });

/** /admin/points: the points' figures and the top 10. */
export const adminPointsSchema = z.object({
  month: z.string(),
  /** Points every member holds, in all. */
  inCirculation: z.number().int(),
  /** This month's points by kind of source: credited and debited. */
  bySource: z.array(z.object({ kind: z.enum(POINTS_SOURCE_KINDS), earned: z.number().int(), spent: z.number().int() })),
  /** Rewards exchanged for points, by type: since the start and this month. */
  rewards: z.array(z.object({ type: z.enum(REWARD_TYPES), total: z.number().int(), thisMonth: z.number().int() })),
  top: z.array(z.object({ id: z.string(), firstName: z.string(), points: z.number().int() })),
});
export type AdminPoints = z.infer<typeof adminPointsSchema>;
