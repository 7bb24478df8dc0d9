import type { Access, HttpMethod } from './route';

/** What identifies a route and who may call it, without its schemas (the web client needs no more). */
export interface Endpoint {
  method: HttpMethod;
  /** API Gateway syntax (`/fiches/{id}`), so `METHOD path` is exactly the routeKey API Gateway puts in events. */
  path: `/${string}`;
  /** The Lambda that serves it: `functions/<domain>/handler.ts`. */
  domain: string;
  access: Access;
  summary: string;
}

/**
 * Every route of the API: method, path, domain and access level. `routes.ts` adds each one's zod schemas.
 * Kept free of zod so the browser can call the API without loading the schemas: the server checks requests and
 * shapes its answers with them, the browser checks what the user types with the shared form schemas.
 */
export const endpoints = {
  health: {
    method: 'GET', path: '/health', domain: 'system', access: 'public',
    summary: "État de l'API",
  },
  publicFicheStats: {
    method: 'GET', path: '/public/fiches/stats', domain: 'fiches', access: 'public',
    summary: 'Nombre de fiches publiées, gratuites et au total (page d\'accueil)',
  },
  publicFicheSamples: {
    method: 'GET', path: '/public/fiches/samples', domain: 'fiches', access: 'public',
    summary: 'Quelques fiches gratuites publiées, en aperçu (page Découvrir) : jamais leur contenu',
  },
  me: {
    method: 'GET', path: '/me', domain: 'account', access: 'member',
    summary: "Profil, rôles, abonnement et points de l'appelant",
  },
  adminUsers: {
    method: 'GET', path: '/admin/users', domain: 'admin', access: 'admin',
    summary: 'Liste des membres (recherche par email ou prénom, filtre par offre)',
  },
  getDogProfile: {
    method: 'GET', path: '/dog-profile', domain: 'dogs', access: 'member',
    summary: "Profil du chien de l'appelant et ses tags comportementaux (404 s'il n'existe pas encore)",
  },
  saveDogProfile: {
    method: 'PUT', path: '/dog-profile', domain: 'dogs', access: 'member',
    summary: 'Crée ou met à jour le profil du chien depuis le formulaire rapide, complet ou le parcours en 10 étapes',
  },
  listFiches: {
    method: 'GET', path: '/fiches', domain: 'fiches', access: 'member',
    summary: 'Bibliothèque de fiches publiées, triées par pertinence pour le chien (aperçus, sans le contenu)',
  },
  getFiche: {
    method: 'GET', path: '/fiches/{id}', domain: 'fiches', access: 'member',
    summary: "Détail d'une fiche publiée : contenu complet si le plan le permet, sinon l'aperçu et la raison du verrou",
  },
  validateFiche: {
    method: 'POST', path: '/fiches/{id}/validate', domain: 'fiches', access: 'member',
    summary: 'Valide une fiche une seule fois et crédite ses points',
  },
  recommendations: {
    method: 'GET', path: '/recommendations', domain: 'fiches', access: 'member',
    summary: "Tags du chien, complétion du profil et jusqu'à 10 fiches recommandées",
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
