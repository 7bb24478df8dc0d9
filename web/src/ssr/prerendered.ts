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
