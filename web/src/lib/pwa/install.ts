import { isInstalled, isIos } from '../device';
import { countedVisits, installOffer, type InstallOffer } from './install-rule';

/**
 * 'Installer l'application' on this device (issue 27): the visits counted in localStorage (web/src/lib/pwa/install-rule.ts
 * says when the offer shows), the browser's install prompt kept when it comes (`beforeinstallprompt`, which may fire
 * before the app has rendered: this module listens from its load, with the app's first script), the member's answer
 * remembered.
 */

const VISITS_KEY = 'la-meute:visites';
const ANSWERED_KEY = 'la-meute:installation-proposee';
/** The visit at which the offer was shown (install-rule.ts: it is not shown at another). */
const OFFERED_KEY = 'la-meute:installation-montree';
const SESSION_KEY = 'la-meute:visite-comptee';

/** Chrome's event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let promptEvent: BeforeInstallPromptEvent | null = null;
let visits = 0;
let offeredAtVisit: number | null = null;
let answered = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Storage can throw (Safari's private browsing of old, storage disabled): then nothing is counted nor offered. */
function storage<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Counts this visit (once per browsing session) and reads whether the offer was shown, and answered. Idempotent. */
let started = false;
export function startInstallOffer(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  answered = storage(() => localStorage.getItem(ANSWERED_KEY) !== null, true);
  offeredAtVisit = storage(() => {
    const visit = Number.parseInt(localStorage.getItem(OFFERED_KEY) ?? '', 10);
    return Number.isFinite(visit) ? visit : null;
  }, null);
  visits = storage(() => {
    const count = countedVisits(localStorage.getItem(VISITS_KEY), sessionStorage.getItem(SESSION_KEY) !== null);
    localStorage.setItem(VISITS_KEY, String(count));
    sessionStorage.setItem(SESSION_KEY, '1');
    return count;
  }, 0);
}

// From the app's first script on: the browser may hand its prompt over before the app has rendered.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar gives way to the app's offer, at the visit the rule says.
    event.preventDefault();
    promptEvent = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => remember('installed'));
}

function remember(answer: 'installed' | 'declined'): void {
  answered = true;
  promptEvent = null;
  storage(() => localStorage.setItem(ANSWERED_KEY, answer), undefined);
  changed();
}

/** What to offer now: a string, so stable between changes, as useSyncExternalStore needs. */
export function currentInstallOffer(): InstallOffer {
  return installOffer({ visits, offeredAtVisit, answered, installed: isInstalled(), promptAvailable: promptEvent !== null, ios: isIos() });
}

/** The offer is on screen: this visit is the one it is shown at (the banner says so when it shows). */
export function noteInstallOfferShown(): void {
  if (offeredAtVisit !== null) return;
  offeredAtVisit = visits;
  storage(() => localStorage.setItem(OFFERED_KEY, String(visits)), undefined);
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'Installer': the browser's dialog; either answer ends the offer on this device. */
export async function acceptInstallOffer(): Promise<void> {
  const event = promptEvent;
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  remember(outcome === 'accepted' ? 'installed' : 'declined');
}

/** 'Plus tard' (or the iOS guide followed): not offered again on this device. */
export function declineInstallOffer(): void {
  remember('declined');
}

/** The browser's install dialog is at hand (whatever the visit): the install page offers its button. */
export const installPromptAvailable = (): boolean => promptEvent !== null;
