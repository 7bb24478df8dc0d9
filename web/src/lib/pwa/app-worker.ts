/// <reference types="vite/client" />
import { APP_WORKER, APP_WORKER_MESSAGES } from '../../sw/messages';

/**
 * The app's service worker (web/src/sw/sw.ts, built to /sw.js), registered by the member app once the
 * page has loaded (the public pages, static HTML with islands, never register it: issue 24), and by the reminders'
 * 'Activer les rappels' (web/src/lib/push.ts). A newer build's worker installs in the background and waits: the app
 * says 'Nouvelle version disponible' and swaps only at the member's click ('Recharger'), then reloads once.
 * In development (`npm start`, Vite's dev server) there is no worker: Vite serves the modules, nothing is precached.
 */

/** The browser has service workers and this is a build (not Vite's dev server). */
export const appWorkerAvailable = (): boolean => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let registering: Promise<ServiceWorkerRegistration> | undefined;
/** The registration of the app's worker for the whole site (registering the same script again is a no-op). */
export function registerAppWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.register(APP_WORKER, { scope: '/' });
  return registering;
}

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** The newer worker waiting for the member's click, if any. */
export const waitingWorker = (): ServiceWorker | null => waiting;

export function subscribeWaitingWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An update is waiting only when a worker of this app controls the page: the first install, and the replacement of
 * issue 25's push-only worker (which had nothing to swap), activate at once. */
function noticeWaiting(registration: ServiceWorkerRegistration): void {
  const controller = navigator.serviceWorker.controller;
  const next = controller && new URL(controller.scriptURL).pathname === APP_WORKER ? registration.waiting : null;
  if (next === waiting) return;
  waiting = next;
  listeners.forEach((listener) => listener());
}

/** How often an open app asks whether a newer build is out (the browser also checks at each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;
/** Registers the worker after the page's load (its precache downloads then compete with nothing) and watches updates. */
export function startAppWorker(): void {
  if (started || !appWorkerAvailable()) return;
  started = true;
  const start = () => {
    registerAppWorker()
      .then((registration) => {
        noticeWaiting(registration);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => noticeWaiting(registration));
        });
        const check = () => void registration.update().catch(() => undefined);
        setInterval(check, UPDATE_CHECK_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') check();
        });
      })
      .catch(() => undefined); // no worker: the app works as a plain site
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** 'Recharger': the waiting worker activates, and the page reloads once it controls it (once, whatever else fires). */
export function activateWaitingWorker(): void {
  const next = waiting;
  if (!next) return;
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  next.postMessage({ type: APP_WORKER_MESSAGES.skipWaiting });
}
