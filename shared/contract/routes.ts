import { z } from 'zod';
import { endpoints, type EndpointName } from './endpoints';
import { defineRoute, type RouteDefinition } from './route';
import { adminUserRowSchema, adminUsersQuerySchema, healthSchema, meSchema } from './schemas';
import { dogProfileResponseSchema, recommendationsSchema, saveDogProfileBodySchema } from './dog-profile-schemas';
import { ficheDetailSchema, ficheIdParamsSchema, ficheLibrarySchema, ficheTeaserSchema, ficheValidationSchema } from './fiche-schemas';

/**
 * Every route of the API with its zod schemas (method, path, domain and access come from `endpoints.ts`).
 * CDK builds API Gateway routes from this table, the local gateway serves it, the domain handlers parse input
 * and shape output with it, and the authorization test walks it with every role.
 */
export const routes = {
  health: defineRoute({
    ...endpoints.health,
    output: healthSchema,
  }),
  publicFicheStats: defineRoute({
    ...endpoints.publicFicheStats,
    output: z.object({ freeCount: z.number().int(), totalCount: z.number().int() }),
  }),
  publicFicheSamples: defineRoute({
    ...endpoints.publicFicheSamples,
    output: z.object({ fiches: z.array(ficheTeaserSchema) }),
  }),
  me: defineRoute({
    ...endpoints.me,
    output: meSchema,
  }),
  adminUsers: defineRoute({
    ...endpoints.adminUsers,
    query: adminUsersQuerySchema,
    output: z.object({ users: z.array(adminUserRowSchema) }),
  }),
  getDogProfile: defineRoute({
    ...endpoints.getDogProfile,
    output: dogProfileResponseSchema,
  }),
  saveDogProfile: defineRoute({
    ...endpoints.saveDogProfile,
    body: saveDogProfileBodySchema,
    output: dogProfileResponseSchema,
  }),
  listFiches: defineRoute({
    ...endpoints.listFiches,
    output: ficheLibrarySchema,
  }),
  getFiche: defineRoute({
    ...endpoints.getFiche,
    params: ficheIdParamsSchema,
    output: ficheDetailSchema,
  }),
  validateFiche: defineRoute({
    ...endpoints.validateFiche,
    params: ficheIdParamsSchema,
    output: ficheValidationSchema,
  }),
  recommendations: defineRoute({
    ...endpoints.recommendations,
    output: recommendationsSchema,
  }),
} as const;

/** The compiler checks that every endpoint has its route. */
const _everyEndpointHasItsRoute: Record<EndpointName, RouteDefinition> = routes;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
