/**
 * The public pages prerendered to static HTML at build time (SPEC §2): a visitor's first paint needs no JavaScript.
 * Every other path gets the empty shell `index.html` (the SPA fallback) and renders in the browser.
 */
export const PRERENDERED_PATHS = ['/', '/decouvrir', '/offres', '/boutique', '/a-propos', '/communaute', '/mentions-legales', '/cgv', '/confidentialite'] as const;

/** Folder of web/dist holding the prerendered pages, beside the shell `index.html`. */
export const PRERENDERED_DIR = '_pages';

/**
 * The file of web/dist that serves an extensionless path if it was prerendered: `/` → `_pages/index.html`,
 * `/offres` → `_pages/offres.html`. The edge's viewer-request function (infra/site/edge.ts, run by CloudFront and by
 * the local site) sends each path of PRERENDERED_PATHS there, and every other client route to `index.html`.
 */
export function prerenderedFile(path: string): string {
  return `${PRERENDERED_DIR}/${path === '/' ? 'index' : path.replace(/^\//, '')}.html`;
}

/**
 * The attribute of a prerendered page's style elements: Emotion's cache key, then the ids of the styles inside
 * (`css 1a2b 3c4d`), as Emotion's own `data-emotion` but read only by web/src/ssr/emotionCache.ts.
 */
export const PRERENDERED_STYLES = 'data-prerendered-styles';

/**
 * The URL flags of SPEC §2 (`/offres?canceled=true` after a cancelled checkout…): the app shows their toast and takes
 * them out of the address. A prerendered page has no app, so the edge serves the shell for a public path that carries
 * one (infra/site/edge.ts) and the app renders the page with its toast. web/src/app/urlFlags.ts reads them.
 */
export const APP_URL_FLAGS = ['success', 'purchase_success', 'canceled', 'plan_upgraded', 'connexion'] as const;
export type AppUrlFlag = (typeof APP_URL_FLAGS)[number];
