import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import type { AnalyticsPeriod } from '../../../../shared/contract/admin-schemas';
import type { DogProfileResponse } from '../../../../shared/contract/dog-profile-schemas';
import type { adminUsersQuerySchema } from '../../../../shared/contract/admin-member-schemas';
import type { adminTicketsQuerySchema, staffQueueQuerySchema } from '../../../../shared/contract/ticket-schemas';
import type { adminVisiosQuerySchema, visioSlotsQuerySchema } from '../../../../shared/contract/visio-schemas';
import type { staffVideosQuerySchema } from '../../../../shared/contract/video-schemas';
import { totp } from '../auth/loader';
import { isApiError } from './ApiError';
import { callApi } from './client';

/**
 * Every query of the app, and so every key of its cache. Elsewhere a key is always `someQuery().queryKey`, never
 * written by hand (scripts/eslint.config.js refuses a literal one), so that what a mutation refetches is what a page
 * reads. Keys nest where one refresh must reach several queries: a fiche's key extends the library's.
 */

/** `GET /me`: the caller's profile, roles, subscription and points. Shared by the shell and every member feature. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: ({ signal }) => callApi('me', { signal }),
    staleTime: 30_000,
  });

/**
 * `GET /dogs` (issue 25): the member's dogs (oldest first), the plan's limit and whether 'Ajouter un chien' is offered.
 * Read by the header's dog switcher and `useCurrentDog()` (web/src/lib/current-dog.tsx).
 */
export const dogsQuery = () =>
  queryOptions({
    queryKey: ['dogs'] as const,
    queryFn: ({ signal }) => callApi('listDogs', { signal }),
    staleTime: 60_000,
  });

/**
 * `GET /dog-profile?dogId=`: one dog's profile and its behavioural tags, or null when there is none yet (404). One key
 * per dog for the dashboard's dog header and the dog-profile pages, so a save refreshes them all. Without a dog, the
 * key is the scope of every dog's (to invalidate them all).
 */
export const dogProfileQuery = (dogId?: string) =>
  queryOptions({
    queryKey: dogId ? (['dog-profile', { dogId }] as const) : (['dog-profile'] as const),
    queryFn: async ({ signal }): Promise<DogProfileResponse | null> => {
      try {
        return await callApi('getDogProfile', { query: dogId ? { dogId } : {}, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/** Whether the signed-in account has an authenticator app (issue 20), asked of Cognito itself, never a copy. */
export const totpStatusQuery = () =>
  queryOptions({
    queryKey: ['account', 'totp'] as const,
    queryFn: () => totp.enabled(),
    staleTime: 60_000,
  });

/**
 * `GET /recommendations?dogId=`: points, the dog's tags, completion and up to 10 fiches. Shared by the recommendations
 * page and the dashboard's top 3, refetched after a profile save or a validation. One key per dog; without a dog, the
 * scope of every dog's.
 */
export const recommendationsQuery = (dogId?: string) =>
  queryOptions({
    queryKey: dogId ? (['recommendations', { dogId }] as const) : (['recommendations'] as const),
    queryFn: ({ signal }) => callApi('recommendations', { query: dogId ? { dogId } : {}, signal }),
    staleTime: 60_000,
  });

/**
 * `GET /fiches?dogId=`: the library, sorted by match score for the dog, with that dog's progress. A dog's key prefixes
 * each of its fiches': invalidating it refetches that dog's library and each fiche opened since; without a dog, the key
 * is the scope of every dog's (an admin's change to a fiche refreshes them all).
 */
export const ficheLibraryQuery = (dogId?: string) =>
  queryOptions({
    queryKey: dogId ? (['fiches', { dogId }] as const) : (['fiches'] as const),
    queryFn: ({ signal }) => callApi('listFiches', { query: dogId ? { dogId } : {}, signal }),
    staleTime: 60_000,
  });

/** `GET /fiches/{id}?dogId=`: the fiche, its content when the plan may read it, the dog's progress and next step. */
export const ficheDetailQuery = (id: string, dogId?: string) =>
  queryOptions({
    queryKey: [...ficheLibraryQuery(dogId).queryKey, id] as const,
    queryFn: ({ signal }) => callApi('getFiche', { params: { id }, query: dogId ? { dogId } : {}, signal }),
    staleTime: 60_000,
  });

/** `GET /public/fiches/stats`: how many fiches are published, free and in all (true counts, not a list). */
export const publicFicheStatsQuery = () =>
  queryOptions({
    queryKey: ['public', 'fiche-stats'] as const,
    queryFn: ({ signal }) => callApi('publicFicheStats', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** `GET /public/fiches/samples`: a few published free fiches as teasers (never their content). */
export const publicFicheSamplesQuery = () =>
  queryOptions({
    queryKey: ['public', 'fiche-samples'] as const,
    queryFn: ({ signal }) => callApi('publicFicheSamples', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export type AdminUsersFilter = Omit<z.input<typeof adminUsersQuerySchema>, 'cursor'>;

/**
 * `GET /admin/users?search=&plan=&cursor=`: the members page by page ('Afficher plus' asks for the next); the previous
 * list stays on screen while a new search loads. Its key and the member files' share the prefix of `adminMembersScope`:
 * an action on a member refreshes both.
 */
export const adminMembersScope = () => ({ queryKey: ['admin', 'users'] as const });
export const adminUsersQuery = (filter: AdminUsersFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminMembersScope().queryKey, 'list', filter] as const,
    queryFn: ({ signal, pageParam }) => callApi('adminUsers', { query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

/** `GET /admin/users/{id}`: a member's whole file. */
export const adminMemberQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminMembersScope().queryKey, 'member', id] as const,
    queryFn: ({ signal }) => callApi('adminMember', { params: { id }, signal }),
  });

/** `GET /admin/educators`: the team and each one's load. */
export const adminEducatorsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'educators'] as const,
    queryFn: ({ signal }) => callApi('adminEducators', { signal }),
  });

/** `GET /admin/automations`: the five automations, their settings and latest deliveries. */
export const adminAutomationsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'automations'] as const,
    queryFn: ({ signal }) => callApi('adminAutomations', { signal }),
  });

/** `GET /admin/points`: points in circulation, this month's by source, rewards exchanged and the top 10. */
export const adminPointsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'points'] as const,
    queryFn: ({ signal }) => callApi('adminPoints', { signal }),
    staleTime: 15_000,
  });

/**
 * `GET /points`: the caller's balance, level, last 20 transactions and the month's challenge. Read by the points page
 * and the dashboard. Its key prefixes the rewards': invalidating it refreshes both (an exchange moves both; the live
 * channel's reward or points message, too). `meQuery` also carries the balance: refresh it with this one.
 */
export const pointsOverviewQuery = () =>
  queryOptions({
    queryKey: ['points'] as const,
    queryFn: ({ signal }) => callApi('pointsOverview', { signal }),
    staleTime: 30_000,
  });

/**
 * `GET /rewards`: the caller's unused rewards, newest first. Read by the points page, the dashboard's reward history
 * and the floating panel; invalidate it alone when only a reward changed (one created for the member, one used).
 */
export const rewardsQuery = () =>
  queryOptions({
    queryKey: [...pointsOverviewQuery().queryKey, 'rewards'] as const,
    queryFn: ({ signal }) => callApi('listRewards', { signal }),
    staleTime: 30_000,
  });

/** `GET /public/shares/{token}`: the teaser of a fiche a member shared, for the public share page. */
export const sharedFicheQuery = (token: string) =>
  queryOptions({
    queryKey: ['public', 'share', token] as const,
    queryFn: ({ signal }) => callApi('sharedFiche', { params: { token }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** `GET /public/challenge`: this month's challenge as a visitor reads it (month and fiches' titles), cached like the other public reads. */
export const publicChallengeQuery = () =>
  queryOptions({
    queryKey: ['public', 'challenge'] as const,
    queryFn: ({ signal }) => callApi('publicChallenge', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** `GET /admin/challenges/{month}`: the fiches an admin picked for a month's challenge (none: an empty list) and the default one. */
export const adminChallengeQuery = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'challenge', month] as const,
    queryFn: ({ signal }) => callApi('adminGetChallenge', { params: { month }, signal }),
  });

/**
 * `GET /tickets`: the caller's tickets, newest first, and what their plan and credits let them open now (`rights`).
 * Read by the tickets page and the dashboard's last 3. Its key prefixes each ticket's: invalidating it refreshes the
 * list and every ticket opened since (a creation, a reply or a live `ticket_updated` change both).
 */
export const ticketsQuery = () =>
  queryOptions({
    queryKey: ['tickets'] as const,
    queryFn: ({ signal }) => callApi('listTickets', { signal }),
    staleTime: 30_000,
  });

/** `GET /tickets/{id}`: one of the caller's tickets, its conversation (no internal note) and whether they may reply. */
export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQuery().queryKey, id] as const,
    queryFn: ({ signal }) => callApi('getTicket', { params: { id }, signal }),
    staleTime: 30_000,
  });

/* ——— The educators' console and the admin's tickets (issue 11, staff side) ——— */

export type StaffQueueName = NonNullable<z.input<typeof staffQueueQuerySchema>['queue']>;
export type AdminTicketsFilter = z.input<typeof adminTicketsQuerySchema>;

/**
 * `GET /staff/tickets?queue=`: one queue of the team, sorted by due-by, and every queue's count. Its key prefixes
 * every queue's and every staff ticket's: a change on a ticket refreshes the queues and their counts at once.
 */
export const staffTicketsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'tickets'] as const,
    queryFn: ({ signal }) => callApi('staffQueue', { signal }),
  });

export const staffQueueQuery = (queue: StaffQueueName) =>
  queryOptions({
    queryKey: [...staffTicketsQuery().queryKey, 'queue', queue] as const,
    queryFn: ({ signal }) => callApi('staffQueue', { query: { queue }, signal }),
    placeholderData: keepPreviousData,
    // No polling: the staff member's live channel invalidates the queues when a member writes (issue 21), and they
    // refetch on focus and after a reconnection.
  });

/** `GET /staff/tickets/{id}`: thread, internal notes, the member's context and the statuses it may move to. */
export const staffTicketQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffTicketsQuery().queryKey, 'ticket', id] as const,
    queryFn: ({ signal }) => callApi('staffTicket', { params: { id }, signal }),
  });

/** `GET /staff/tickets/{id}/progression`: the progression of the ticket's dog, read-only beside the ticket (issue 25). */
export const staffTicketProgressionQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffTicketQuery(id).queryKey, 'progression'] as const,
    queryFn: ({ signal }) => callApi('staffTicketProgression', { params: { id }, signal }),
    staleTime: 60_000,
  });

/** `GET /staff/educators`: whom a ticket may be assigned to. */
export const staffEducatorsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'educators'] as const,
    queryFn: ({ signal }) => callApi('staffEducators', { signal }),
    staleTime: 5 * 60_000,
  });

/** `GET /staff/canned-replies`: the team's shared replies (the picker of the composer, the Réponses types page). */
export const cannedRepliesQuery = () =>
  queryOptions({
    queryKey: ['staff', 'canned-replies'] as const,
    queryFn: ({ signal }) => callApi('listCannedReplies', { signal }),
    staleTime: 60_000,
  });

/** `GET /me/rhythm` (issue 25): the weekly goal, this week's sessions, the streak, the month's joker, the reminders' settings. */
export const rhythmQuery = () =>
  queryOptions({
    queryKey: ['me', 'rhythm'] as const,
    queryFn: ({ signal }) => callApi('rhythm', { signal }),
    staleTime: 30_000,
  });

/** `GET /account/consents`: the member's consents on 'Mon compte' (newsletter, new fiches), each with its date. */
export const consentsQuery = () =>
  queryOptions({
    queryKey: ['me', 'consents'] as const,
    queryFn: ({ signal }) => callApi('consents', { signal }),
    staleTime: 60_000,
  });

/**
 * `GET /account/export`: the caller's data export (issue 22). Read again every 4 s while it is being prepared, and
 * every 4 minutes while it is ready, so its download links (valid 5 minutes) are always fresh; and on focus.
 */
export const memberExportQuery = () =>
  queryOptions({
    queryKey: ['me', 'export'] as const,
    queryFn: ({ signal }) => callApi('memberExport', { signal }),
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 4_000 : query.state.data?.status === 'ready' ? 240_000 : false),
  });

/** `GET /staff/mail-preferences`: the team's e-mails the signed-in staff member receives (Mes e-mails). */
export const mailPreferencesQuery = () =>
  queryOptions({
    queryKey: ['staff', 'mail-preferences'] as const,
    queryFn: ({ signal }) => callApi('staffMailPreferences', { signal }),
    staleTime: 5 * 60_000,
  });

/** `GET /admin/tickets?status&priority&assigneeId&late`: every ticket filtered, and the figures per educator. */
export const adminTicketsQuery = (filter: AdminTicketsFilter) =>
  queryOptions({
    queryKey: ['admin', 'tickets', filter] as const,
    queryFn: ({ signal }) => callApi('adminTickets', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

/* ——— Visios (issue 12) ——— */

export type VisioSlotsRequest = z.input<typeof visioSlotsQuerySchema>;
export type AdminVisiosFilter = z.input<typeof adminVisiosQuerySchema>;

/**
 * `GET /visios`: the member's sessions (upcoming, history) and what a 30- or 60-minute visio costs them now. Its key
 * prefixes the slots': a booking, a cancellation or a move refreshes both.
 */
export const visiosQuery = () =>
  queryOptions({
    queryKey: ['visios'] as const,
    queryFn: ({ signal }) => callApi('listVisios', { signal }),
    staleTime: 30_000,
  });

/** `GET /visios/slots`: the team's free slots day by day, for the length this member's booking would last. */
export const visioSlotsQuery = (request: VisioSlotsRequest) =>
  queryOptions({
    queryKey: [...visiosQuery().queryKey, 'slots', request] as const,
    queryFn: ({ signal }) => callApi('visioSlots', { query: request, signal }),
    placeholderData: keepPreviousData,
    // Slots go as others book: a picker left open refreshes every minute.
    refetchInterval: 60_000,
  });

/**
 * `GET /staff/visios`: the educator's upcoming sessions. Its key prefixes both periods' and every session's: a change
 * on a session refreshes the agenda and the session at once.
 */
export const staffAgendaQuery = () =>
  queryOptions({
    queryKey: ['staff', 'visios'] as const,
    queryFn: ({ signal }) => callApi('staffVisios', { signal }),
  });

/** `GET /staff/visios?scope=`: the agenda's upcoming or past sessions. */
export const staffVisiosQuery = (scope: 'upcoming' | 'past') =>
  queryOptions({
    queryKey: [...staffAgendaQuery().queryKey, scope] as const,
    queryFn: ({ signal }) => callApi('staffVisios', { query: { scope }, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /staff/visios/{id}`: one session and its member's context. */
export const staffVisioQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffAgendaQuery().queryKey, 'visio', id] as const,
    queryFn: ({ signal }) => callApi('staffVisio', { params: { id }, signal }),
  });

/** `GET /staff/visios/{id}/progression`: the progression of the visio's dog, first block of its member context (issue 25). */
export const staffVisioProgressionQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffVisioQuery(id).queryKey, 'progression'] as const,
    queryFn: ({ signal }) => callApi('staffVisioProgression', { params: { id }, signal }),
    staleTime: 60_000,
  });

/** `GET /staff/availability`: the educator's weekly ranges, date overrides and booking rules. */
export const staffAvailabilityQuery = () =>
  queryOptions({
    queryKey: ['staff', 'availability'] as const,
    queryFn: ({ signal }) => callApi('staffAvailability', { signal }),
  });

/** `GET /admin/visios?month&status&educatorId`: a month of sessions, its figures and each educator's load. */
export const adminVisiosQuery = (filter: AdminVisiosFilter) =>
  queryOptions({
    queryKey: ['admin', 'visios', filter] as const,
    queryFn: ({ signal }) => callApi('adminVisios', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * `GET /billing/subscription`: the member's plan as the payments know it (renewal or end date, cancellation, a failed
 * renewal, the counters). Refetched with /me after a payment, a refresh or a live `subscription_updated`.
 */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'] as const,
    queryFn: ({ signal }) => callApi('subscription', { signal }),
    staleTime: 30_000,
  });

/** `GET /admin/payments`: a month of payments (refundable or not) and the latest subscriptions. */
export const adminPaymentsQuery = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'payments', { month }] as const,
    queryFn: ({ signal }) => callApi('adminPayments', { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/payments/config`: the webhook guide (this deployment's endpoint, the events to subscribe). */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['admin', 'payments-config'] as const,
    queryFn: ({ signal }) => callApi('paymentsConfig', { signal }),
    staleTime: Infinity,
  });

/** `GET /admin/stats`: the dashboard's figures (counters kept as the facts happen), refreshed every minute. */
export const adminStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'] as const,
    queryFn: ({ signal }) => callApi('adminStats', { signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

/** `GET /admin/analytics`: the weekly and monthly series of a period (3, 6 or 12 months). */
export const adminAnalyticsQuery = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'analytics', { period }] as const,
    queryFn: ({ signal }) => callApi('adminAnalytics', { query: { period }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * `GET /progression?dogId=`: a dog's sessions and ratings per behaviour over twelve weeks (issue 25). Every dog's key
 * extends `progressionQuery().queryKey` without a dog, so a validation or a rating refreshes them all at once.
 */
export const progressionQuery = (dogId?: string) =>
  queryOptions({
    queryKey: dogId ? (['progression', { dogId }] as const) : (['progression'] as const),
    queryFn: ({ signal }) => callApi('progression', { query: dogId ? { dogId } : {}, signal }),
  });

/** `GET /admin/fiches`: every fiche but deleted ones, for the admin's table. Its key prefixes one fiche's form. */
export const adminFichesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'fiches'] as const,
    queryFn: ({ signal }) => callApi('adminFiches', { signal }),
  });

/** `GET /admin/fiches/{id}`: a fiche as the edit dialog's form shows it. */
export const adminFicheQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'fiches', id] as const,
    queryFn: ({ signal }) => callApi('adminFiche', { params: { id }, signal }),
  });

/* ——— Video feedback (issue 26) ——— */

/**
 * `GET /videos`: the member's videos, newest first, and what they may send now (`rights`). Its key prefixes each
 * video's: a new upload, a reply or a live message about a video refreshes the list and every video opened since.
 */
export const videosQuery = () =>
  queryOptions({
    queryKey: ['videos'] as const,
    queryFn: ({ signal }) => callApi('listVideos', { signal }),
    staleTime: 30_000,
  });

/**
 * `GET /videos/{id}`: one of the member's videos with a signed playback URL valid a few minutes, the educator's
 * comments and the reply thread. Read again well before the URL expires, and when the player says it failed.
 */
export const videoQuery = (id: string) =>
  queryOptions({
    queryKey: [...videosQuery().queryKey, id] as const,
    queryFn: ({ signal }) => callApi('getVideo', { params: { id }, signal }),
    staleTime: 60_000,
  });

export type StaffVideoQueueName = NonNullable<z.input<typeof staffVideosQuerySchema>['queue']>;

/** `GET /staff/videos?queue=`: the key of every video queue and staff video, so that a change refreshes them all. */
export const staffVideosScope = () => ({ queryKey: ['staff', 'videos'] as const });

/** `GET /staff/videos?queue=`: one queue of videos sorted by due-by (late first), and the to-do queues' counts. */
export const staffVideosQuery = (queue: StaffVideoQueueName) =>
  queryOptions({
    queryKey: [...staffVideosScope().queryKey, 'queue', queue] as const,
    queryFn: ({ signal }) => callApi('staffVideos', { query: { queue }, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /staff/videos/{id}`: the video for the team (opening it takes it into analysis), comments and private notes, thread, member. */
export const staffVideoQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffVideosScope().queryKey, 'video', id] as const,
    queryFn: ({ signal }) => callApi('staffVideo', { params: { id }, signal }),
    staleTime: 60_000,
  });

/** `GET /staff/videos/{id}/progression`: the progression of the video's dog, beside the player (issue 25's view). */
export const staffVideoProgressionQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffVideoQuery(id).queryKey, 'progression'] as const,
    queryFn: ({ signal }) => callApi('staffVideoProgression', { params: { id }, signal }),
    staleTime: 60_000,
  });
