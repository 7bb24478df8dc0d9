import type { RouteBody, RouteDefinition, RouteParams, RouteQuery } from '../../../shared/contract/route';
import { routes, type RouteName, type Routes } from '../../../shared/contract/routes';
import { TEST_PASSWORD } from './accounts';
import { api } from './api';

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
  };

/** A free fiche of the catalogue (every local stack writes the catalogue into its table). */
const FICHE_ID = 'chiot-proprete-les-bases';

/** A sign-up the walk sends six times: the address is taken before it starts, so every caller gets the same 409. */
const TAKEN_SIGN_UP = { firstName: 'Camille', email: 'deja-inscrite@example.com', password: TEST_PASSWORD, acceptCgu: true as const, newsletter: false };

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
  // Each role's account changes its own password once.
  changePassword: { body: { currentPassword: TEST_PASSWORD, newPassword: 'Nouveau-Chiot-2026!' } },
  publicFicheStats: {},
  publicFicheSamples: {},
  me: {},
  adminUsers: { query: { plan: 'premium', search: 'example' } },
  getDogProfile: { status: 404 }, // a fresh account has no dog profile yet
  saveDogProfile: { body: { form: 'quick', profile: { nom: 'Rex', sexe: 'male', age_mois: 18 } } },
  listFiches: {},
  getFiche: { params: { id: FICHE_ID } },
  validateFiche: { params: { id: FICHE_ID } },
  recommendations: {},
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
