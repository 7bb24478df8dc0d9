import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as contract from '../../shared/contract/routes.ts';

const MODULE = 'virtual:api-endpoints';
const ROUTES = fileURLToPath(new URL('../../shared/contract/routes.ts', import.meta.url));

/**
 * The browser's view of the API contract: each route's method, path and access, read at build time from
 * `shared/contract/routes.ts`, where every route is declared once with its zod schemas. The browser calls routes by
 * name and never loads zod to do so: the server parses every request and shapes every answer with the schemas.
 * The contract is loaded through Vite's module runner, not imported by the config, so the config stays loadable
 * by Vite's native config loader.
 */
export function apiEndpoints(): Plugin {
  return {
    name: 'lameute:api-endpoints',
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : undefined),
    async load(id) {
      if (id !== `\0${MODULE}`) return undefined;
      this.addWatchFile(ROUTES);
      const { module } = await runnerImport<typeof contract>(ROUTES, { configFile: false });
      const endpoints = Object.fromEntries(
        Object.entries(module.routes).map(([name, { method, path, access }]) => [name, { method, path, access }]),
      );
      return `export const endpoints = ${JSON.stringify(endpoints)};`;
    },
  };
}
