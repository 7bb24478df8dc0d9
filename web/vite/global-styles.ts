import type { Plugin } from 'vite';
import { SERVER_ENTRY, type ServerEntry } from './server-entry.ts';

/**
 * A page's static global stylesheet (Chakra's layer order, reset, token variables, global CSS), at the end of its
 * head: before the styles Emotion adds for the page's components, which may override it. The app renders no global
 * style of its own (web/src/theme `designSystem()`).
 */
export function withGlobalStyles(html: string, css: string): string {
  if (!html.includes('</head>')) throw new Error('global styles: the page has no </head>');
  return html.replace('</head>', `<style data-global-styles>${css}</style></head>`);
}

/**
 * The dev server's pages get the same global stylesheet as the built ones, rendered by the server entry on each
 * request (the build writes it once, with the prerendered pages: web/vite/prerender-public-pages.ts).
 */
export function globalStylesInDev(): Plugin {
  return {
    name: 'lameute:global-styles-dev',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { server }) {
        if (!server) return html;
        const { globalCss } = (await server.ssrLoadModule(`/${SERVER_ENTRY}`)) as ServerEntry;
        return withGlobalStyles(html, globalCss());
      },
    },
  };
}
