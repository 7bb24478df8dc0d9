import { z } from 'zod';
import { changePasswordSchema, signUpSchema, updatePasswordSchema } from '../schemas/auth';
import { defineRoute } from './route';
import { adminUserRowSchema, adminUsersQuerySchema, healthSchema, meSchema } from './schemas';
import { dogProfileResponseSchema, recommendationsSchema, saveDogProfileBodySchema } from './dog-profile-schemas';
import { ficheDetailSchema, ficheIdParamsSchema, ficheLibrarySchema, ficheTeaserSchema, ficheValidationSchema } from './fiche-schemas';
import {
  adjustPointsBodySchema,
  adminChallengeChoiceSchema,
  adminChallengeSchema,
  exchangeRewardBodySchema,
  exchangeRewardResultSchema,
  grantRewardBodySchema,
  memberIdParamsSchema,
  monthParamsSchema,
  pointsMoveResultSchema,
  pointsOverviewSchema,
  rewardSchema,
  rewardsSchema,
  setChallengeBodySchema,
  sharedFicheSchema,
  shareFicheBodySchema,
  shareLinkSchema,
  shareTokenParamsSchema,
  shareVisitBodySchema,
} from './points-schemas';
import {
  adminTicketsQuerySchema,
  adminTicketsSchema,
  cannedRepliesSchema,
  cannedReplyBodySchema,
  cannedReplyIdParamsSchema,
  cannedReplySchema,
  createTicketBodySchema,
  educatorsSchema,
  memberTicketSchema,
  memberTicketsSchema,
  messageBodySchema,
  staffNoteSchema,
  staffQueueQuerySchema,
  staffQueueSchema,
  staffTicketSchema,
  ticketAssigneeBodySchema,
  ticketIdParamsSchema,
  ticketMessageSchema,
  ticketStatusBodySchema,
} from './ticket-schemas';

/**
 * Every route of the API, each declared once: method, path (API Gateway syntax, so `METHOD path` is the routeKey
 * in events), the domain whose Lambda serves it (`functions/<domain>/handler.ts`), who may call it, and its zod
 * schemas. CDK builds API Gateway routes from this table, the local gateway serves it, the domain handlers parse
 * input and shape output with it, the authorization test walks it with every role, and the web client calls
 * routes by name (the browser receives only method, path and access, through `virtual:api-endpoints`, never zod).
 */
export const routes = {
  health: defineRoute({
    method: 'GET', path: '/health', domain: 'system', access: 'public',
    summary: "État de l'API",
    output: healthSchema,
  }),
  publicFicheStats: defineRoute({
    method: 'GET', path: '/public/fiches/stats', domain: 'fiches', access: 'public',
    summary: "Nombre de fiches publiées, gratuites et au total (page d'accueil)",
    output: z.object({ freeCount: z.number().int(), totalCount: z.number().int() }),
  }),
  publicFicheSamples: defineRoute({
    method: 'GET', path: '/public/fiches/samples', domain: 'fiches', access: 'public',
    summary: 'Quelques fiches gratuites publiées, en aperçu (page Découvrir) : jamais leur contenu',
    output: z.object({ fiches: z.array(ficheTeaserSchema) }),
  }),
  signUp: defineRoute({
    method: 'POST', path: '/auth/sign-up', domain: 'auth', access: 'public',
    summary: "Crée le compte d'un membre (règles d'inscription partagées, email en minuscules), confirmé aussitôt",
    body: signUpSchema,
    output: z.void(),
    status: 204,
  }),
  confirmPasswordReset: defineRoute({
    method: 'POST', path: '/auth/password-reset', domain: 'auth', access: 'public',
    summary: 'Choisit un nouveau mot de passe avec le code reçu par email (règles de mot de passe partagées)',
    body: updatePasswordSchema,
    output: z.void(),
    status: 204,
  }),
  changePassword: defineRoute({
    method: 'PUT', path: '/auth/password', domain: 'auth', access: 'member',
    summary: "Change le mot de passe de l'appelant (mot de passe actuel, puis nouveau selon les règles partagées)",
    body: changePasswordSchema,
    output: z.void(),
    status: 204,
  }),
  me: defineRoute({
    method: 'GET', path: '/me', domain: 'account', access: 'member',
    summary: "Profil, rôles, abonnement et points de l'appelant",
    output: meSchema,
  }),
  adminUsers: defineRoute({
    method: 'GET', path: '/admin/users', domain: 'admin', access: 'admin',
    summary: 'Liste des membres (recherche par email ou prénom, filtre par offre)',
    query: adminUsersQuerySchema,
    output: z.object({ users: z.array(adminUserRowSchema) }),
  }),
  getDogProfile: defineRoute({
    method: 'GET', path: '/dog-profile', domain: 'dogs', access: 'member',
    summary: "Profil du chien de l'appelant et ses tags comportementaux (404 s'il n'existe pas encore)",
    output: dogProfileResponseSchema,
  }),
  saveDogProfile: defineRoute({
    method: 'PUT', path: '/dog-profile', domain: 'dogs', access: 'member',
    summary: 'Crée ou met à jour le profil du chien depuis le formulaire rapide, complet ou le parcours en 10 étapes',
    body: saveDogProfileBodySchema,
    output: dogProfileResponseSchema,
  }),
  listFiches: defineRoute({
    method: 'GET', path: '/fiches', domain: 'fiches', access: 'member',
    summary: 'Bibliothèque de fiches publiées, triées par pertinence pour le chien (aperçus, sans le contenu)',
    output: ficheLibrarySchema,
  }),
  getFiche: defineRoute({
    method: 'GET', path: '/fiches/{id}', domain: 'fiches', access: 'member',
    summary: "Détail d'une fiche publiée : contenu complet si le plan le permet, sinon l'aperçu et la raison du verrou",
    params: ficheIdParamsSchema,
    output: ficheDetailSchema,
  }),
  validateFiche: defineRoute({
    method: 'POST', path: '/fiches/{id}/validate', domain: 'fiches', access: 'member',
    summary: 'Valide une fiche une seule fois et crédite ses points',
    params: ficheIdParamsSchema,
    output: ficheValidationSchema,
  }),
  recommendations: defineRoute({
    method: 'GET', path: '/recommendations', domain: 'fiches', access: 'member',
    summary: "Tags du chien, complétion du profil et jusqu'à 10 fiches recommandées",
    output: recommendationsSchema,
  }),
  pointsOverview: defineRoute({
    method: 'GET', path: '/points', domain: 'points', access: 'member',
    summary: 'Solde, niveau, 20 dernières opérations et défi du mois de l’appelant',
    output: pointsOverviewSchema,
  }),
  listRewards: defineRoute({
    method: 'GET', path: '/rewards', domain: 'points', access: 'member',
    summary: 'Récompenses non utilisées de l’appelant, les plus récentes d’abord',
    output: rewardsSchema,
  }),
  exchangeReward: defineRoute({
    method: 'POST', path: '/rewards/exchange', domain: 'points', access: 'member',
    summary: 'Échange des points contre une récompense (une seule fois par requestId)',
    body: exchangeRewardBodySchema,
    output: exchangeRewardResultSchema,
    status: 201,
  }),
  shareFiche: defineRoute({
    method: 'POST', path: '/fiches/{id}/share', domain: 'points', access: 'member',
    summary: 'Lien de partage d’une fiche validée (le même à chaque demande)',
    params: ficheIdParamsSchema,
    body: shareFicheBodySchema,
    output: shareLinkSchema,
  }),
  sharedFiche: defineRoute({
    method: 'GET', path: '/public/shares/{token}', domain: 'points', access: 'public',
    summary: 'Aperçu d’une fiche partagée par un membre',
    params: shareTokenParamsSchema,
    output: sharedFicheSchema,
  }),
  visitShare: defineRoute({
    method: 'POST', path: '/public/shares/{token}/visit', domain: 'points', access: 'public',
    summary: 'Visite d’un lien de partage : +3 points au membre, une fois par fiche, dans la limite du mois',
    params: shareTokenParamsSchema,
    body: shareVisitBodySchema,
    output: z.object({}),
    status: 202,
  }),
  adminGrantReward: defineRoute({
    method: 'POST', path: '/admin/users/{id}/rewards', domain: 'points', access: 'admin',
    summary: 'Offre une récompense à un membre (geste commercial), une fois par requestId',
    params: memberIdParamsSchema,
    body: grantRewardBodySchema,
    output: rewardSchema,
    status: 201,
  }),
  adminAdjustPoints: defineRoute({
    method: 'POST', path: '/admin/users/{id}/points', domain: 'points', access: 'admin',
    summary: 'Ajoute ou retire des points à un membre avec une raison, une fois par requestId',
    params: memberIdParamsSchema,
    body: adjustPointsBodySchema,
    output: pointsMoveResultSchema,
  }),
  adminGetChallenge: defineRoute({
    method: 'GET', path: '/admin/challenges/{month}', domain: 'points', access: 'admin',
    summary: 'Fiches du défi d’un mois (liste vide si aucune) et toutes les fiches publiées parmi lesquelles choisir',
    params: monthParamsSchema,
    output: adminChallengeChoiceSchema,
  }),
  adminSetChallenge: defineRoute({
    method: 'PUT', path: '/admin/challenges/{month}', domain: 'points', access: 'admin',
    summary: 'Choisit les fiches du défi d’un mois (+10 points une fois à qui en valide une dans le mois)',
    params: monthParamsSchema,
    body: setChallengeBodySchema,
    output: adminChallengeSchema,
  }),
  listTickets: defineRoute({
    method: 'GET', path: '/tickets', domain: 'support', access: 'member',
    summary: 'Tickets de l’appelant, les plus récents d’abord, et ce que son plan et ses crédits lui permettent d’ouvrir',
    output: memberTicketsSchema,
  }),
  createTicket: defineRoute({
    method: 'POST', path: '/tickets', domain: 'support', access: 'member',
    summary: 'Ouvre un ticket, payé par Expert+, le quota Premium ou un crédit, dans la transaction qui le crée',
    body: createTicketBodySchema,
    output: memberTicketSchema,
    status: 201,
  }),
  getTicket: defineRoute({
    method: 'GET', path: '/tickets/{id}', domain: 'support', access: 'member',
    summary: 'Un ticket de l’appelant et ses messages (sans les notes internes de l’équipe)',
    params: ticketIdParamsSchema,
    output: memberTicketSchema,
  }),
  replyToTicket: defineRoute({
    method: 'POST', path: '/tickets/{id}/messages', domain: 'support', access: 'member',
    summary: 'Répond sur son ticket (rouvre un ticket résolu depuis moins de 7 jours)',
    params: ticketIdParamsSchema,
    body: messageBodySchema,
    output: memberTicketSchema,
    status: 201,
  }),
  closeTicket: defineRoute({
    method: 'POST', path: '/tickets/{id}/close', domain: 'support', access: 'member',
    summary: 'Ferme son ticket',
    params: ticketIdParamsSchema,
    output: memberTicketSchema,
  }),
  staffQueue: defineRoute({
    method: 'GET', path: '/staff/tickets', domain: 'support', access: 'educator',
    summary: 'Une file de tickets de l’équipe, triée par échéance, et le nombre de tickets de chaque file',
    query: staffQueueQuerySchema,
    output: staffQueueSchema,
  }),
  staffTicket: defineRoute({
    method: 'GET', path: '/staff/tickets/{id}', domain: 'support', access: 'educator',
    summary: 'Un ticket pour l’équipe : fil, notes internes et contexte du membre',
    params: ticketIdParamsSchema,
    output: staffTicketSchema,
  }),
  staffReply: defineRoute({
    method: 'POST', path: '/staff/tickets/{id}/messages', domain: 'support', access: 'educator',
    summary: 'Répond au membre (première réponse datée, ticket passé en cours)',
    params: ticketIdParamsSchema,
    body: messageBodySchema,
    output: ticketMessageSchema,
    status: 201,
  }),
  staffNote: defineRoute({
    method: 'POST', path: '/staff/tickets/{id}/notes', domain: 'support', access: 'educator',
    summary: 'Ajoute une note interne, que le membre ne voit jamais',
    params: ticketIdParamsSchema,
    body: messageBodySchema,
    output: staffNoteSchema,
    status: 201,
  }),
  staffAssign: defineRoute({
    method: 'PUT', path: '/staff/tickets/{id}/assignee', domain: 'support', access: 'educator',
    summary: 'Assigne le ticket à un éducateur (ou le désassigne)',
    params: ticketIdParamsSchema,
    body: ticketAssigneeBodySchema,
    output: staffTicketSchema,
  }),
  staffSetStatus: defineRoute({
    method: 'PUT', path: '/staff/tickets/{id}/status', domain: 'support', access: 'educator',
    summary: 'Change le statut selon les transitions permises (résolu : +5 points au membre, une fois)',
    params: ticketIdParamsSchema,
    body: ticketStatusBodySchema,
    output: staffTicketSchema,
  }),
  staffEducators: defineRoute({
    method: 'GET', path: '/staff/educators', domain: 'support', access: 'educator',
    summary: 'Les éducateurs de l’équipe, à qui assigner un ticket',
    output: educatorsSchema,
  }),
  listCannedReplies: defineRoute({
    method: 'GET', path: '/staff/canned-replies', domain: 'support', access: 'educator',
    summary: 'Les réponses types partagées par l’équipe',
    output: cannedRepliesSchema,
  }),
  createCannedReply: defineRoute({
    method: 'POST', path: '/staff/canned-replies', domain: 'support', access: 'educator',
    summary: 'Ajoute une réponse type',
    body: cannedReplyBodySchema,
    output: cannedReplySchema,
    status: 201,
  }),
  deleteCannedReply: defineRoute({
    method: 'DELETE', path: '/staff/canned-replies/{id}', domain: 'support', access: 'educator',
    summary: 'Supprime une réponse type',
    params: cannedReplyIdParamsSchema,
    output: z.void(),
    status: 204,
  }),
  adminTickets: defineRoute({
    method: 'GET', path: '/admin/tickets', domain: 'support', access: 'admin',
    summary: 'Tous les tickets filtrés (statut, priorité, éducateur, en retard) et les chiffres par éducateur',
    query: adminTicketsQuerySchema,
    output: adminTicketsSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
