import { z } from 'zod';
import { defineRoute } from './route';
import { adminUserRowSchema, adminUsersQuerySchema, healthSchema, meSchema } from './schemas';

/**
 * Every route of the API. CDK builds API Gateway routes from this table, the local gateway serves it,
 * the web client calls it and the authorization test walks it with every role.
 */
export const routes = {
  health: defineRoute({
    method: 'GET', path: '/health', domain: 'system', access: 'public',
    summary: "État de l'API",
    output: healthSchema,
  }),
  publicFicheStats: defineRoute({
    method: 'GET', path: '/public/fiches/stats', domain: 'fiches', access: 'public',
    summary: 'Nombre de fiches publiées, gratuites et au total (page d\'accueil)',
    output: z.object({ freeCount: z.number().int(), totalCount: z.number().int() }),
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
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
