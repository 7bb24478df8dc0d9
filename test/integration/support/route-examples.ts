import type { RouteBody, RouteDefinition, RouteParams, RouteQuery } from '../../../shared/contract/route';
import { routes, type RouteName, type Routes } from '../../../shared/contract/routes';
import { ticketDueBy, ticketQueue, ticketUrgency } from '../../../shared/domain/tickets';
import { createMember } from '../../../functions/account/members';
import { saveAutomation } from '../../../functions/admin/automations';
import { giftPlan } from '../../../functions/admin/plan-gifts';
import { toFicheItem } from '../../../functions/fiches/fiche-items';
import { FICHES } from '../../../shared/catalogue';
import { ficheFormSchema } from '../../../shared/schemas/fiche-admin';
import { signUpAndSignIn, TEST_PASSWORD, tokenFor, type TestRole } from './accounts';
import { api } from './api';
import { testDb } from './members';

/**
 * One minimal valid call per route of the contract, for the tests that walk every route (authz).
 * The type makes an example required for every route, with a body/params when the route takes them;
 * route-examples.test.ts checks each one against the route's zod schemas.
 */
type Example<R> = (RouteBody<R> extends undefined ? { body?: never } : { body: RouteBody<R> }) &
  (RouteQuery<R> extends undefined ? { query?: never } : { query?: RouteQuery<R> }) &
  (RouteParams<R> extends undefined ? { params?: never } : { params: RouteParams<R> }) & {
    /** The answer an authorized caller gets when it is not the route's success status (say why next to it). */
    status?: number;
    /** State the example needs before it is first called (say why next to it). */
    arrange?: () => Promise<void>;
    /** The token each role calls with, when the walk's shared accounts must not be the caller (say why next to it). */
    tokenFor?: (role: TestRole) => Promise<string>;
  };

/** A video no one sent. */
const UNKNOWN_VIDEO_ID = '5f607182-93a4-4ebf-8021-4c5d6e7f8091';
/** A free fiche of the catalogue (every local stack writes the catalogue into its table). */
const FICHE_ID = 'chiot-proprete-les-bases';
/**
 * An instant 200 days ahead at this UTC hour: past every educator's horizon (90 days at most), yet within the year a
 * request may name (shared/schemas/dates.ts).
 */
const beyondEveryHorizon = (hourUtc: number) => new Date((Math.floor(Date.now() / 86_400_000) + 200) * 86_400_000 + hourUtc * 3_600_000).toISOString();

/** A sign-up the walk sends six times: the address is taken before it starts, so every caller gets the same 409. */
const TAKEN_SIGN_UP = { firstName: 'Camille', email: 'deja-inscrite@example.com', password: TEST_PASSWORD, acceptCgu: true as const, newsletter: false };

/** A member the admin routes act on, written straight into the table (no sign-in needed). */
const GIFTED_MEMBER_ID = '5b8c2d1e-3f4a-4b6c-9d7e-8f0a1b2c3d4e'; // a member id is a Cognito sub: a UUID
async function arrangeGiftedMember(): Promise<void> {
  const now = new Date().toISOString();
  // 'already-exists' when another example arranged it first.
  await createMember(testDb(), { userId: GIFTED_MEMBER_ID, email: 'gratifie@example.com', firstName: 'Gratien', newsletter: false, cguAcceptedAt: now, now });
}

/** The gifted member with a running gift (issue 21), for the example that ends it. */
async function arrangeRunningGift(): Promise<void> {
  await arrangeGiftedMember();
  await giftPlan(testDb(), { actorId: 'exemple-admin', userId: GIFTED_MEMBER_ID, plan: 'premium', endsOn: null, reason: 'Geste commercial', requestId: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f', at: new Date().toISOString() });
}

/** The payment_failed automation with no URL, whatever an earlier test file saved on the shared stack. */
async function arrangeAutomationWithoutUrl(): Promise<void> {
  await saveAutomation(testDb(), { event: 'payment_failed', url: '', enabled: false, actorId: 'exemple-admin', at: new Date().toISOString() });
}

/** A share link of FICHE_ID, with a known token, for the public share routes. */
const SHARE_TOKEN = 'exemple-de-lien-partage';
async function arrangeShare(): Promise<void> {
  await arrangeGiftedMember();
  await testDb().entities.share.put({ token: SHARE_TOKEN, userId: GIFTED_MEMBER_ID, ficheId: FICHE_ID, createdAt: new Date().toISOString() }).go();
}

/** Two drafts the admin fiche routes act on (one is deleted by the walk), written straight into the table. */
const EDITED_FICHE_ID = 'exemple-fiche-modifiee';
const DELETED_FICHE_ID = 'exemple-fiche-supprimee';
async function arrangeAdminFiches(): Promise<void> {
  const base = FICHES.find((fiche) => fiche.id === FICHE_ID)!;
  for (const id of [EDITED_FICHE_ID, DELETED_FICHE_ID]) {
    // 'already exists' when another example arranged them first.
    await testDb().entities.fiche.create(toFicheItem({ ...base, id, isPublished: false })).go().catch(() => undefined);
  }
}

/** No visio has this id. */
const MISSING_VISIO_ID = '9e8d7c6b-5a49-4f38-8e27-1d0c9b8a7f6e';

const ROLES: TestRole[] = ['member', 'educator', 'admin'];

/** Two tickets of the gifted member, written straight into the table: an open one and a closed one. */
const TICKET_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const CLOSED_TICKET_ID = '7a2d3c4b-5e6f-4a71-9b8c-0d1e2f3a4b5c';
async function arrangeTickets(): Promise<void> {
  await arrangeGiftedMember();
  const at = new Date().toISOString();
  for (const [ticketId, status] of [[TICKET_ID, 'ouvert'], [CLOSED_TICKET_ID, 'ferme']] as const) {
    await testDb()
      .entities.ticket.put({
        ticketId,
        userId: GIFTED_MEMBER_ID,
        title: 'Mon chien tire en laisse',
        description: 'Depuis deux semaines, il tire dès que nous croisons un autre chien.',
        category: 'comportement',
        priority: 'standard',
        status,
        memberName: 'Gratien',
        memberPlan: 'gratuit',
        paidWith: 'included',
        queue: ticketQueue(status, null),
        urgency: ticketUrgency(status, 'standard'),
        createdAt: at,
        dueBy: ticketDueBy(at, 'standard'),
        lastMessageAt: at,
        version: 1,
      })
      .go();
  }
}

export const routeExamples: { [K in RouteName]: Example<Routes[K]> } = {
  health: {},
  signUp: {
    body: TAKEN_SIGN_UP,
    status: 409,
    arrange: async () => {
      const first = await api('POST', '/auth/sign-up', { body: TAKEN_SIGN_UP });
      if (first.status !== 204 && first.status !== 409) throw new Error(`Sign-up answered ${first.status}: ${first.text}`);
    },
  },
  confirmPasswordReset: {
    body: { email: 'sans-code@example.com', code: '123456', password: 'Nouveau-Chiot-2026!' },
    status: 400, // no code was sent to this address: RESET_CODE_INVALID, whoever calls
  },
  confirmSignUp: {
    body: { email: 'sans-compte@example.com', code: '123456' },
    status: 400, // no account has this address: SIGN_UP_CODE_INVALID, whoever calls
  },
  resendSignUpCode: {
    body: { email: 'renvoi-exemple@example.com' },
    status: 429, // a resend to this address a moment ago: the next ones wait a minute, whoever calls
    arrange: async () => {
      const first = await api('POST', '/auth/resend-code', { body: { email: 'renvoi-exemple@example.com' } });
      if (first.status !== 204 && first.status !== 429) throw new Error(`Resend answered ${first.status}: ${first.text}`);
    },
  },
  // Each role's account changes its own password once.
  changePassword: { body: { currentPassword: TEST_PASSWORD, newPassword: 'Nouveau-Chiot-2026!' } },
  changeFirstName: { body: { firstName: 'Camille' } },
  // An address an account already has: refused whoever asks (EMAIL_ALREADY_USED), so the walk's accounts keep theirs.
  requestEmailChange: { body: { email: TAKEN_SIGN_UP.email }, status: 409, arrange: () => routeExamples.signUp.arrange!() },
  confirmEmailChange: { body: { code: '123456' }, status: 409 }, // no change of address is pending: EMAIL_CHANGE_NOT_PENDING
  // Signs its caller out everywhere: a new account per role, so the walk's shared tokens stay valid.
  signOutEverywhere: { tokenFor: async (role) => (await signUpAndSignIn(role)).accessToken },
  publicFicheStats: {},
  publicFicheSamples: {},
  me: {},
  memberExport: {},
  // A fresh account per caller: an export the walk's shared accounts asked for would still be in preparation (409).
  requestMemberExport: { tokenFor: async (role) => (await signUpAndSignIn(role)).accessToken },
  consents: {},
  setConsent: { body: { kind: 'newFiches', granted: false } },
  unsubscribe: { query: { t: 'membre-inconnu.newsletter.c2lnbmF0dXJlLWZhdXNzZQ' }, status: 400 }, // a forged link, whoever calls
  adminUsers: { query: { plan: 'premium', search: 'example' } },
  discordAuthorize: {},
  discordLink: { body: { code: 'code-du-parcours', state: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e' }, status: 400 }, // no link was started with that state
  discordSync: { status: 409 }, // the walk's callers never linked Discord
  // Never the walk's own accounts: the password is wrong, so nothing is deleted (DELETION_PASSWORD_INCORRECT).
  deleteAccount: { body: { password: 'Pas-le-bon-2026!', confirmation: 'SUPPRIMER' }, status: 400 },
  adminMember: { params: { id: GIFTED_MEMBER_ID }, arrange: arrangeGiftedMember },
  adminChangeRole: {
    params: { id: GIFTED_MEMBER_ID },
    body: { role: 'educator', granted: true, reason: 'Rejoint l’équipe des éducateurs', requestId: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a' },
    arrange: arrangeGiftedMember,
    status: 404, // the gifted member was written straight into the table: no account in the user pool, no group to change
  },
  adminGiftPlan: {
    params: { id: GIFTED_MEMBER_ID },
    body: { plan: 'expert', endsOn: null, reason: 'Merci pour ton aide sur le forum', requestId: '7d8e9f0a-1b2c-4d3e-9f4a-5b6c7d8e9f0a' },
    arrange: arrangeGiftedMember,
  },
  adminEndGift: {
    params: { id: GIFTED_MEMBER_ID },
    body: { reason: 'Fin du geste commercial', requestId: '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b' },
    arrange: arrangeRunningGift,
  },
  adminSetSuspension: {
    params: { id: GIFTED_MEMBER_ID },
    body: { suspended: true, reason: 'Comportement abusif signalé', requestId: '9f0a1b2c-3d4e-4f5a-9b6c-7d8e9f0a1b2c' },
    arrange: arrangeGiftedMember,
    status: 404, // the gifted member was written straight into the table: no account in the user pool to suspend
  },
  adminEducators: {},
  adminInviteEducator: { body: { firstName: 'Inès', email: 'ines.invitee@example.com' } },
  adminPoints: {},
  adminAutomations: {},
  adminSaveAutomation: { params: { event: 'ticket_closed' }, body: { url: '', enabled: false } },
  // Without a saved URL 'Tester' is a 409 ('Renseigne… l’URL'); automations.test.ts may have saved one before the walk.
  adminTestAutomation: { params: { event: 'payment_failed' }, status: 409, arrange: arrangeAutomationWithoutUrl },
  getDogProfile: { status: 404 }, // a fresh account has no dog profile yet
  saveDogProfile: { body: { form: 'quick', profile: { nom: 'Rex', sexe: 'male', age_mois: 18 } } },
  listDogs: {},
  // A fresh account each time: its first dog, within every plan's limit (issue 25).
  addDog: { body: { form: 'quick', profile: { nom: 'Rex', sexe: 'male', age_mois: 18 } }, tokenFor: async (role) => (await signUpAndSignIn(role)).accessToken },
  listFiches: {},
  getFiche: { params: { id: FICHE_ID } },
  validateFiche: { params: { id: FICHE_ID }, body: { repeat: false } },
  recommendations: {},
  // No such session of the caller: the same 404 as another member's (progression.test.ts rates real ones).
  rateSession: { params: { sessionId: '2026-01-05T10:00:00.000Z_abc123' }, body: { dogId: '1', rating: 4 }, status: 404 },
  progression: {},
  pointsOverview: {},
  listRewards: {},
  // A test account holds a point or two (its validation above), never the 20 of the cheapest reward.
  exchangeReward: { body: { rewardType: 'ticket_standard', requestId: '5b0c8d4e-8a4f-4c56-9a59-2f7c0c1d9e01' }, status: 409 },
  shareFiche: {
    params: { id: FICHE_ID },
    body: { visitorId: '0f6a3a52-1c1e-4b8e-9d7a-7f3f5d2c4b10' },
    // Only a completed fiche can be shared: each role's account validates it first.
    arrange: async () => {
      for (const role of ROLES) await api('POST', `/fiches/${FICHE_ID}/validate`, { token: await tokenFor(role) });
    },
  },
  sharedFiche: { params: { token: SHARE_TOKEN }, arrange: arrangeShare },
  publicChallenge: {},
  visitShare: { params: { token: SHARE_TOKEN }, body: { visitorId: '7d1f0a3e-5b6c-4d2e-8f90-1a2b3c4d5e6f' }, arrange: arrangeShare },
  adminGrantReward: {
    params: { id: GIFTED_MEMBER_ID },
    body: { rewardType: 'ticket_standard', reason: 'Geste commercial après un souci de connexion', requestId: '2c9e4f1a-7b3d-4e5f-a6b7-c8d9e0f1a2b3' },
    arrange: arrangeGiftedMember,
  },
  adminAdjustPoints: {
    params: { id: GIFTED_MEMBER_ID },
    body: { points: 5, reason: 'Participation à l’atelier du samedi', requestId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
    arrange: arrangeGiftedMember,
  },
  adminGetChallenge: { params: { month: '2026-11' } },
  // A month long past: the walk changes nothing a test of the current month reads.
  adminSetChallenge: { params: { month: '2020-01' }, body: { ficheIds: [FICHE_ID] } },
  listTickets: {},
  // The test accounts are on the free plan without credits: every caller is refused the same way.
  createTicket: {
    body: { title: 'Question de test', description: 'Une question assez longue pour le formulaire.', category: 'general', priority: 'standard', requestId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d' },
    status: 403,
  },
  // Another member's ticket: 404 for everyone, as if it did not exist.
  getTicket: { params: { id: TICKET_ID }, status: 404, arrange: arrangeTickets },
  replyToTicket: { params: { id: TICKET_ID }, body: { body: 'Merci !' }, status: 404, arrange: arrangeTickets },
  closeTicket: { params: { id: TICKET_ID }, status: 404, arrange: arrangeTickets },
  staffQueue: { query: { queue: 'non-assignes' } },
  staffTicket: { params: { id: TICKET_ID }, arrange: arrangeTickets },
  staffTicketProgression: { params: { id: TICKET_ID }, arrange: arrangeTickets },
  staffReply: { params: { id: TICKET_ID }, body: { body: 'Bonjour, pouvez-vous me dire quand cela arrive ?' }, arrange: arrangeTickets },
  staffNote: { params: { id: TICKET_ID }, body: { body: 'Penser à lui proposer la fiche sur la marche en laisse.' }, arrange: arrangeTickets },
  staffAssign: { params: { id: TICKET_ID }, body: { assigneeId: null }, arrange: arrangeTickets },
  // A closed ticket is final: every caller allowed gets the same refusal.
  staffSetStatus: { params: { id: CLOSED_TICKET_ID }, body: { status: 'ferme' }, status: 409, arrange: arrangeTickets },
  staffEducators: {},
  staffMailPreferences: {},
  setStaffMailPreferences: { body: { urgent: true, dueSoon: true, digest: true } },
  listCannedReplies: {},
  createCannedReply: { body: { title: 'Bienvenue', body: 'Bonjour et merci pour ta question, je regarde ça.' } },
  deleteCannedReply: { params: { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }, status: 404 },
  adminTickets: {},
  listVisios: {},
  visioSlots: { query: { duration: 30, days: 7 } },
  // A start beyond every educator's horizon: 'Ce créneau n’est pas disponible' for everyone, nothing booked or held.
  bookVisio: { body: { requestId: '2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d6e', duration: 30, start: beyondEveryHorizon(9) }, status: 409 },
  // A visio that does not exist: 404 for everyone (the same answer as another member's).
  cancelVisio: { params: { id: MISSING_VISIO_ID }, status: 404 },
  rescheduleVisio: { params: { id: MISSING_VISIO_ID }, body: { requestId: '3d4e5f60-7182-4c9d-8e0f-2a3b4c5d6e7f', start: beyondEveryHorizon(10) }, status: 404 },
  staffAvailability: {},
  // No range: the walk's educators offer no slot, so they never take part in another test's bookings.
  saveStaffAvailability: { body: { weekly: [], overrides: [], minNoticeMinutes: 0, bufferMinutes: 15, horizonDays: 30 } },
  staffVisios: {},
  staffVisio: { params: { id: MISSING_VISIO_ID }, status: 404 },
  staffVisioProgression: { params: { id: MISSING_VISIO_ID }, status: 404 },
  staffVisioOutcome: { params: { id: MISSING_VISIO_ID }, body: { status: 'terminee' }, status: 404 },
  staffCancelVisio: { params: { id: MISSING_VISIO_ID }, body: { reason: 'Empêchement de dernière minute.' }, status: 404 },
  adminVisios: {},
  // Each caller opens a session in the Stripe sandbox (a customer is created for them the first time).
  planCheckout: { body: { plan: 'premium', period: 'monthly' } },
  shopCheckout: { body: { product: 'ticket_standard' } },
  // Every role has a customer once it has opened a checkout.
  // The walk's callers have no subscription to manage: refused before the provider is called (issue 23).
  billingPortal: { status: 409 },
  subscription: {},
  // No subscription to read again: the stored state is answered.
  checkSubscription: {},
  // No stripe-signature header: refused before anything is read or written.
  stripeWebhook: { status: 400 },
  adminPayments: {},
  refundPayment: { params: { id: 'pi_aucun_paiement' }, status: 404 },
  paymentsConfig: {},
  adminStats: {},
  adminAnalytics: { query: { period: '3m' } },
  adminFiches: {},
  adminFiche: { params: { id: FICHE_ID } },
  // Each admin call creates one more draft (the walk calls it once as admin).
  createFiche: { body: ficheFormSchema.parse({ title: 'Fiche d’exemple du parcours', objective: 'Apprendre à marcher en laisse détendue' }) },
  updateFiche: { params: { id: EDITED_FICHE_ID }, body: ficheFormSchema.parse({ title: 'Fiche modifiée par le parcours', objective: 'Apprendre à marcher en laisse détendue' }), arrange: arrangeAdminFiches },
  setFichePublication: { params: { id: EDITED_FICHE_ID }, body: { isPublished: false }, arrange: arrangeAdminFiches },
  deleteFiche: { params: { id: DELETED_FICHE_ID }, arrange: arrangeAdminFiches },
  // Issue 25, a weekly rhythm: the caller's own settings and devices.
  rhythm: {},
  setRhythmSettings: { body: { weeklyGoal: 3, preferredDays: [1, 4], preferredTime: '18:30', remindersOn: false, reminderChannel: 'push' } },
  pushKey: {},
  addPushSubscription: { body: { endpoint: 'https://fcm.googleapis.com/fcm/send/exemple-du-parcours', keys: { p256dh: 'BExempleDeCleP256dhDuParcoursDesRoutesAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', auth: 'ExempleSecretAuth0123' } } },
  removePushSubscription: { body: { endpoint: 'https://fcm.googleapis.com/fcm/send/exemple-du-parcours' } },
  stopReminders: { query: { t: 'membre-inconnu.c2lnbmF0dXJlLWZhdXNzZQ' }, status: 400 }, // a forged link, whoever calls
  // A file over 150 Mo: refused before anything is reserved, whatever the plan (test/integration/videos.test.ts).
  reserveVideoUpload: {
    body: { requestId: '4e5f6071-8293-4dae-9f10-3b4c5d6e7f80', ficheId: 'fiche-inconnue', sizeBytes: 200 * 1024 * 1024, contentType: 'video/mp4', durationSeconds: 30 },
    status: 400,
  },
  // Issue 26: a video that does not exist answers 404 to everyone (a member never learns whether another's exists).
  listVideos: {},
  getVideo: { params: { id: UNKNOWN_VIDEO_ID }, status: 404 },
  replyToVideo: { params: { id: UNKNOWN_VIDEO_ID }, body: { body: 'Merci pour vos conseils !' }, status: 404 },
  staffVideos: { query: { queue: 'a-commenter' } },
  staffVideo: { params: { id: UNKNOWN_VIDEO_ID }, status: 404 },
  staffVideoProgression: { params: { id: UNKNOWN_VIDEO_ID }, status: 404 },
  commentVideo: { params: { id: UNKNOWN_VIDEO_ID }, body: { atSeconds: 1, text: 'Belle position assise.', private: false }, status: 404 },
  staffVideoReply: { params: { id: UNKNOWN_VIDEO_ID }, body: { body: 'Bonne question : on en reparle.' }, status: 404 },
  finishVideo: { params: { id: UNKNOWN_VIDEO_ID }, status: 404 },
};

export interface ExampleCall {
  path: string;
  body?: unknown;
}

/** The request path (parameters filled in, query string added) and body of a route's example. */
export function exampleCall(route: RouteDefinition, example: { body?: unknown; query?: object; params?: object }): ExampleCall {
  const params = (example.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams(Object.entries(example.query ?? {}).map(([name, value]) => [name, String(value)])).toString();
  return { path: query ? `${path}?${query}` : path, ...(example.body !== undefined ? { body: example.body } : {}) };
}

export const routeEntries = Object.entries(routes) as [RouteName, RouteDefinition][];
