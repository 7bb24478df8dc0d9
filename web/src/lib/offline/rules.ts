import { ApiError } from '../api/ApiError';

/**
 * The offline rules (issue 27), pure: which queued validation goes first, what an answer means for it, how many fiches
 * a member may keep offline, what the 'Hors connexion' banner says, and when a page says it waits for the network. The
 * IndexedDB storage and the sending are in queue.ts; this file is what the unit tests check.
 */

/** A validation made on the device and not yet applied by the server. */
export interface QueuedValidation {
  /** The `Idempotency-Key`, made at the tap (crypto.randomUUID): the server applies it once, however often it is sent. */
  key: string;
  /** The member whose queue it is (a queue is per member: another member signed in on the device never sends it). */
  userId: string;
  ficheId: string;
  /** Shown in the pending list. */
  ficheTitle: string;
  dogId?: string;
  /** 'Refaire la séance'. */
  repeat: boolean;
  /** The tap's instant (ISO): the server counts it when recent (shared/domain/training-sessions.ts). */
  validatedAt: string;
  /** The order of the taps on the device (the tap's Date.now(), raised past the last one when equal). */
  seq: number;
  /** The server refused it: its French reason, shown until the member dismisses it. */
  refusal?: string;
}

/** The validations to send, in the order they were made; the refused ones wait for the member, never sent again. */
export function drainOrder(items: readonly QueuedValidation[]): QueuedValidation[] {
  return items.filter((item) => item.refusal === undefined).sort((a, b) => a.seq - b.seq);
}

/** The next sequence number: after every one in the queue, even if the device's clock went back. */
export function nextSeq(items: readonly QueuedValidation[], now: number): number {
  return Math.max(now, ...items.map((item) => item.seq + 1));
}

/**
 * What a failed send means for a queued validation: `retry` (it stays queued, and the drain stops there to keep the
 * order) when the network failed, the server failed (5xx), or the request may pass later (a session to renew, too
 * many requests, busy); otherwise the server refused it for good (the plan changed, the fiche was removed, the dog is
 * read-only…): its French message is the reason shown to the member.
 */
export function sendFailure(error: unknown): { retry: true } | { retry: false; reason: string } {
  if (!(error instanceof ApiError)) return { retry: true };
  if (error.status === 0 || error.status >= 500 || RETRYABLE_STATUSES.has(error.status)) return { retry: true };
  return { retry: false, reason: error.message };
}

/** 401: the session needs renewing (the member signs in again); 408, 409 (BUSY), 425, 429: the same request may pass later. */
const RETRYABLE_STATUSES = new Set([401, 408, 409, 425, 429]);

/**
 * How long to wait before sending the queue again after a drain left validations waiting (a failed send: the network
 * the browser announced is not there yet — a Wi-Fi joined before it reaches the internet, a tunnel's exit —, or the
 * server was busy): 2 s, then twice as long each time, at most a minute, for as long as the browser says it is online.
 */
export function drainRetryDelay(attempt: number): number {
  return Math.min(2_000 * 2 ** attempt, 60_000);
}

/** 'Garder hors connexion': at most this many fiches kept on the device (issue 27). */
export const PIN_LIMIT = 30;

export const PIN_LIMIT_MESSAGE = `Tu gardes déjà ${PIN_LIMIT} fiches hors connexion : retire-en une pour garder celle-ci.`;

/** Keeps one more fiche offline, or says why not (the limit); keeping one already kept changes nothing. */
export function pinFiche(pinned: readonly string[], ficheId: string): { pinned: string[] } | { refusal: string } {
  if (pinned.includes(ficheId)) return { pinned: [...pinned] };
  if (pinned.length >= PIN_LIMIT) return { refusal: PIN_LIMIT_MESSAGE };
  return { pinned: [...pinned, ficheId] };
}

export function unpinFiche(pinned: readonly string[], ficheId: string): string[] {
  return pinned.filter((id) => id !== ficheId);
}

/** 'Hors connexion — données du 26/11 à 14:05' (the device's time), or without a date when nothing was saved yet. */
export function offlineBannerText(savedAt: number | null, timeZone?: string): string {
  if (savedAt === null) return 'Hors connexion — aucune donnée enregistrée sur cet appareil pour l’instant';
  const parts = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).formatToParts(savedAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `Hors connexion — données du ${part('day')}/${part('month')} à ${part('hour')}:${part('minute')}`;
}

/** What TanStack Query says of a query a mounted page or block reads. */
export interface ReadQueryState {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * Whether a page still loading waits for a network that is not there, and must say so rather than spin: the member's
 * data kept on the device is back in the cache (`restored`: before that, the page may still get its data from the
 * device), and a query read on screen has nothing yet while TanStack holds it until the network returns (pending and
 * paused: its `networkMode` 'online' pauses a fetch offline, or a retry once the network is lost).
 */
export function waitsForNetwork(queries: readonly ReadQueryState[], restored: boolean): boolean {
  return restored && queries.some((query) => query.status === 'pending' && query.fetchStatus === 'paused');
}
