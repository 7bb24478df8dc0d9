/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PRERENDERED_PATHS } from '../ssr/prerendered';
import { addPushHandlers } from './push-notifications';
import { APP_WORKER_MESSAGES, IMAGE_CACHE, LEGACY_PUSH_WORKER } from './messages';

/**
 * La Meute's service worker (issue 27), built with the app by vite-plugin-pwa (injectManifest, web/vite/pwa.ts) to
 * /sw.js. It makes the member app start without network: the app shell (index.html, the scripts, the stylesheet, the
 * fonts, the icons) is precached at install, and a navigation to an app route gets that shell. It also shows the
 * training reminders' notifications (issue 25). The member's data offline is not its job: the API is never touched
 * here; the app keeps that data and the queue of validations itself (web/src/lib/offline/, per member, in IndexedDB).
 *
 * A new version never takes over by itself: it waits until the member clicks 'Recharger' (the app posts SKIP_WAITING,
 * web/src/lib/pwa/app-worker.ts), so a page never runs code of two builds.
 */
declare const self: ServiceWorkerGlobalScope;

// The build's list of files and their revisions (workbox-build injects it here).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Document requests the shell must not answer: the API, the local stack's own pages (the payment sandbox…), and the
 * public pages, prerendered static HTML that the network serves lighter than the app would (issue 24).
 */
const NOT_THE_APP: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/_local(\/|$)/,
  ...PRERENDERED_PATHS.map((path) => new RegExp(`^${path === '/' ? '/' : `${path}/?`}(\\?|$)`)),
];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_APP }));

/**
 * The runtime configuration the app reads at start (/config.json, written at deploy): the network's when there is
 * one, the last one read when there is none, so that the shell starts offline.
 */
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/config.json' && request.method === 'GET',
  new NetworkFirst({ cacheName: 'la-meute-config', networkTimeoutSeconds: 4, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

/**
 * Images of the site (the fiches' illustrations, as they come): kept once read, at most 120 of them for 30 days, so
 * that a fiche read before shows its pictures offline. Same origin only: another site's image is an opaque answer
 * whose size the browser cannot tell, which would weigh several megabytes in the quota each.
 */
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

addPushHandlers(self);

self.addEventListener('install', () => {
  // The worker of issue 25 (/push-sw.js) had no cache and no fetch handler: replacing it at once swaps no code under
  // the member, and keeps the same registration, hence the member's push subscription.
  if (self.registration.active?.scriptURL.endsWith(LEGACY_PUSH_WORKER)) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // The first install (or the replacement of /push-sw.js) controls the open pages at once; an update activates only
  // after the member's click, which reloads the page.
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === APP_WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
});
