import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiEndpoints } from './vite/api-endpoints.ts';
import { chakraTheme } from './vite/chakra-theme.ts';
import { firstLoadChunks } from './vite/first-load-chunks.ts';
import { fontFallbacks } from './vite/font-fallbacks.ts';
import { globalStylesInDev } from './vite/global-styles.ts';
import { preloadFonts } from './vite/preload-fonts.ts';
import { prerenderPublicPages } from './vite/prerender-public-pages.ts';
import { pwa } from './vite/pwa.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The first pages (issue 24's budget): a visitor's sign-in page; a member's dashboard and what every member page loads. */
const firstLoad = firstLoadChunks({
  visitor: ['src/features/auth/pages/AuthPage.tsx'],
  member: ['src/features/dashboard/pages/DashboardPage.tsx', 'src/lib/realtime/memberChannel.ts', 'src/lib/offline/sync.ts', 'src/lib/offline/persist.ts'],
});

/** The web app: root web/, output web/dist. `/config.json` comes from the dev stack locally and from CDK in AWS. */
export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [
    react(),
    firstLoad.plugin,
    chakraTheme(),
    apiEndpoints(),
    fontFallbacks(),
    globalStylesInDev(),
    // The latin subsets of the two families of web/src/theme/fonts.ts: every page's text is French.
    preloadFonts(['inter-latin-wght-normal', 'fraunces-latin-wght-normal']),
    prerenderPublicPages({ cacheDir: fileURLToPath(new URL('../node_modules/.cache/lameute-prerender', import.meta.url)) }),
    // After the prerender (both run when the bundle closes, in this order): the worker precaches the final index.html.
    pwa(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // The only CSS file is the fonts' @font-face rules (styles are Emotion's): one file, linked by index.html and
    // inlined into prerendered pages, never fetched again by a lazy chunk.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically is loaded on every page anyway: one file rather than dozens of
            // small shared chunks (each costs its own request and compresses worse).
            { name: 'shell', tags: ['$initial'] },
            // zod loads on demand (first API call, first form validation, first Amplify use): in one chunk.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The first pages' code in few files (web/vite/first-load-chunks.ts).
            ...firstLoad.groups,
          ],
        },
      },
    },
  },
});
