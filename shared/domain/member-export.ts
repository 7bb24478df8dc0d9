/**
 * 'Télécharger mes données' (issue 22, RGPD article 15 and 20): the rules of a member's export. The server writes the
 * export item by them, the web shows what they answer.
 */

/** What the stored export item says: being prepared, or written (and readable until its date). */
export const MEMBER_EXPORT_STATES = ['preparing', 'ready'] as const;
export type MemberExportState = (typeof MEMBER_EXPORT_STATES)[number];

/** How long the files stay downloadable; the bucket's lifecycle rule deletes them after as many days. */
export const EXPORT_AVAILABLE_DAYS = 7;

/**
 * An export still 'preparing' after this long has failed (its consumer gave up, the event went to the DLQ): a new
 * request may replace it, so a member is never blocked for good by one lost export.
 */
export const EXPORT_STALLED_MINUTES = 30;

/** How long a download link lives once handed to the browser. */
export const EXPORT_LINK_SECONDS = 300;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when an export written at `readyAt` may be downloaded (ISO). */
export function exportAvailableUntil(readyAt: string): string {
  return new Date(Date.parse(readyAt) + EXPORT_AVAILABLE_DAYS * DAY_MS).toISOString();
}

/** Before this instant, a request still 'preparing' counts as failed: a new request may take its place. */
export function exportStalledBefore(now: string): string {
  return new Date(Date.parse(now) - EXPORT_STALLED_MINUTES * 60 * 1000).toISOString();
}

export interface StoredExport {
  state: MemberExportState;
  requestedAt: string;
  availableUntil?: string | null;
}

/** What the member is shown: none yet, being prepared, ready (until a date), expired — or failed (stalled). */
export type ExportStatus = 'none' | 'preparing' | 'ready' | 'expired' | 'failed';

export function exportStatus(stored: StoredExport | null, now: string): ExportStatus {
  if (!stored) return 'none';
  if (stored.state === 'preparing') return stored.requestedAt < exportStalledBefore(now) ? 'failed' : 'preparing';
  return stored.availableUntil && stored.availableUntil > now ? 'ready' : 'expired';
}

/** Whether a new export may be requested: none is being prepared (a stalled one no longer counts). */
export function mayRequestExport(stored: StoredExport | null, now: string): boolean {
  return exportStatus(stored, now) !== 'preparing';
}
