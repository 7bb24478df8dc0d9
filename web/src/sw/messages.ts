/** What the app and its service worker (web/src/sw/sw.ts) say to each other, and the workers' addresses. */

/** The app's worker, built by vite-plugin-pwa (web/vite/pwa.ts), at the site's root so that its scope is the whole site. */
export const APP_WORKER = '/sw.js';

/**
 * The worker of issue 25 (push only): members who turned the reminders on before issue 27 have a registration with
 * this script until the app registers APP_WORKER on the same scope. The file stays (web/public/push-sw.js).
 */
export const LEGACY_PUSH_WORKER = '/push-sw.js';

/** The worker's cache of the site's images: the app deletes it when the member signs out or their plan changes. */
export const IMAGE_CACHE = 'la-meute-images';

export const APP_WORKER_MESSAGES = {
  /** 'Recharger': the waiting worker activates now (the page reloads on the controller's change). */
  skipWaiting: 'SKIP_WAITING',
} as const;
