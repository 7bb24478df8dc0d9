import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { colorTokens } from '../src/theme/colors.ts';

/** The brand's pine green (the header, the favicon) and the page's cream, from the theme (web/src/theme/colors.ts). */
export const THEME_COLOR = colorTokens.brand[700].value;
export const BACKGROUND_COLOR = colorTokens.cream.value;

/**
 * The installable app (issue 27), with vite-plugin-pwa: the web app manifest (/manifest.webmanifest, linked from the
 * built index.html, hence from the prerendered public pages that copy its head) and the service worker
 * web/src/sw/sw.ts, built after the app (and after the prerender, whose closeBundle rewrites index.html,
 * so that the precached shell's revision is the served file's) to /sw.js with the list of files to precache:
 * the shell index.html, the scripts, the stylesheet, the fonts the pages use and the icons. Not precached: source maps,
 * the prerendered public pages and their islands' script (the network serves them), the fonts' other alphabets.
 * The app registers the worker itself (web/src/lib/pwa/app-worker.ts): `injectRegister: false`.
 * Development (`npm start`): no worker (`devOptions` off), Vite serves the modules as they change.
 */
export function pwa(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    includeManifestIcons: false, // the icons are in globPatterns
    manifest: {
      id: '/membre/dashboard',
      name: 'La Meute — éducation canine à distance',
      short_name: 'La Meute',
      description: 'Les fiches d’exercices adaptées à ton chien, tes éducateurs par ticket et en visio, tes points et ton rythme d’entraînement.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/membre/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ['education', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // A classic script (not a module): every browser runs it, and /push-sw.js, issue 25's address, imports it.
      rollupFormat: 'iife',
      sourcemap: false,
      globPatterns: ['index.html', 'assets/*.{js,css}', 'assets/*latin-wght-normal*.woff2', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['assets/islands-*.js', '**/*.map', '_pages/**'],
    },
    integration: { closeBundleOrder: 'post' },
    devOptions: { enabled: false },
  });
}
