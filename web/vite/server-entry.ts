import type * as entry from '../src/ssr/entry-server';

/**
 * The server entry of the web app (web/src/ssr/): what the build prerenders the public pages with and the dev server
 * renders the global stylesheet with. Relative to the Vite root, web/.
 */
export const SERVER_ENTRY = 'src/ssr/entry-server.tsx';

export type ServerEntry = typeof entry;
