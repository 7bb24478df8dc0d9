import { z } from 'zod';
import { changePasswordSchema, signUpSchema, updatePasswordSchema } from '../schemas/auth';
import { defineRoute } from './route';
import { adminUserRowSchema, adminUsersQuerySchema, healthSchema, meSchema } from './schemas';
import { dogProfileResponseSchema, recommendationsSchema, saveDogProfileBodySchema } from './dog-profile-schemas';
import { ficheDetailSchema, ficheIdParamsSchema, ficheLibrarySchema, ficheTeaserSchema, ficheValidationSchema } from './fiche-schemas';

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
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
