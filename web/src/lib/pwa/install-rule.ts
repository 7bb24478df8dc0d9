/**
 * When the app offers to be installed (issue 27): once, after the member has come back — at the first visit from their
 * third on this device where the browser can install it (never on the first two) —, for that visit only, whether they
 * answer or not; an answer ('Installer', 'Plus tard') ends it at once. A visit is a browsing session (a tab opened on
 * the site), not a page or a reload: the offer stays on the pages and reloads of its visit. Pure:
 * web/src/lib/pwa/install.ts keeps the counts in localStorage and sessionStorage.
 */

/** The visit from which the offer shows. */
export const INSTALL_OFFER_FROM_VISIT = 3;

export interface InstallSituation {
  /** Visits of this device so far, this one included. */
  visits: number;
  /** The visit at which the offer was shown on this device, null while it never was. */
  offeredAtVisit: number | null;
  /** The member answered the offer on this device (installed it or declined it). */
  answered: boolean;
  /** The app runs installed (standalone): nothing to offer. */
  installed: boolean;
  /** The browser handed over its install prompt (`beforeinstallprompt`: Chrome, Edge, Samsung Internet). */
  promptAvailable: boolean;
  /** Safari on iPhone or iPad: no install prompt; installing is Partager → « Sur l'écran d'accueil ». */
  ios: boolean;
}

/** `prompt`: a button opens the browser's install dialog; `ios-guide`: a link to the page that explains it; `none`. */
export type InstallOffer = 'prompt' | 'ios-guide' | 'none';

export function installOffer({ visits, offeredAtVisit, answered, installed, promptAvailable, ios }: InstallSituation): InstallOffer {
  if (installed || answered || visits < INSTALL_OFFER_FROM_VISIT) return 'none';
  if (offeredAtVisit !== null && offeredAtVisit !== visits) return 'none';
  if (promptAvailable) return 'prompt';
  return ios ? 'ios-guide' : 'none';
}

/**
 * The visit count after this page load: one more at the first load of a browsing session, unchanged on a reload or
 * another page of the same session. A missing or unreadable stored count is no visit yet.
 */
export function countedVisits(stored: string | null, sessionAlreadyCounted: boolean): number {
  const previous = Number.parseInt(stored ?? '', 10);
  const visits = Number.isFinite(previous) && previous > 0 ? previous : 0;
  return sessionAlreadyCounted ? Math.max(visits, 1) : visits + 1;
}

/** The page that explains how to install the app (and why, on iPhone: the reminders' notifications). */
export const INSTALL_PAGE = '/membre/installer';
