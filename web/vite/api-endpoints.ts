import type { Plugin } from 'vite';
import { routes } from '../../shared/contract/routes.ts';

const MODULE = 'virtual:api-endpoints';

/**
 * The browser's view of the API contract: each route's method, path and access, taken at build time from
 * `shared/contract/routes.ts`, where every route is declared once with its zod schemas. The browser calls routes by
 * name and never loads zod to do so: the server parses every request and shapes every answer with the schemas.
 */
export function apiEndpoints(): Plugin {
  const endpoints = Object.fromEntries(
    Object.entries(routes).map(([name, { method, path, access }]) => [name, { method, path, access }]),
  );
  return {
    name: 'lameute:api-endpoints',
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : undefined),
    load: (id) => (id === `\0${MODULE}` ? `export const endpoints = ${JSON.stringify(endpoints)};` : undefined),
  };
}
