import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { waitsForNetwork, type QueuedValidation } from './rules';

/**
 * What the signed-in member's queue holds, for the pages (issue 27): a snapshot kept in memory, written by queue.ts
 * (loaded lazily, with IndexedDB) and read through `usePendingValidations`. Small on purpose: the pages import it,
 * not the queue's storage.
 */
let snapshot: readonly QueuedValidation[] = [];
const listeners = new Set<() => void>();

export function setPendingSnapshot(items: readonly QueuedValidation[]): void {
  snapshot = items;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The member's queued validations (waiting, or refused with their reason), in the order they were made. */
export function usePendingValidations(): readonly QueuedValidation[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}

const EMPTY: readonly QueuedValidation[] = [];

/** Whether the browser says it is online (`navigator.onLine`), followed through its 'online' and 'offline' events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** When the member's data kept on the device was last read from the server (ms), null when nothing is kept yet. */
let lastUpdate: number | null = null;
const updateListeners = new Set<() => void>();

export function setLastUpdate(at: number | null): void {
  if (at === lastUpdate) return;
  lastUpdate = at;
  updateListeners.forEach((listener) => listener());
}

export function useLastUpdate(): number | null {
  return useSyncExternalStore(
    (listener) => {
      updateListeners.add(listener);
      return () => updateListeners.delete(listener);
    },
    () => lastUpdate,
    () => null,
  );
}

/** The fiches the member keeps offline ('Garder hors connexion'), written by pins.ts. */
let pins: readonly string[] = [];
const pinListeners = new Set<() => void>();

export function setPinsSnapshot(next: readonly string[]): void {
  pins = next;
  pinListeners.forEach((listener) => listener());
}

export function currentPins(): readonly string[] {
  return pins;
}

export function usePins(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      pinListeners.add(listener);
      return () => pinListeners.delete(listener);
    },
    () => pins,
    () => EMPTY_PINS,
  );
}

const EMPTY_PINS: readonly string[] = [];

/**
 * Whether the signed-in member's data kept on the device is back in the cache (sync.ts sets it once the device has
 * been read, whether it kept anything or not; false again at sign-out).
 */
let restored = false;
const restoredListeners = new Set<() => void>();

export function setDeviceDataRestored(value: boolean): void {
  if (value === restored) return;
  restored = value;
  restoredListeners.forEach((listener) => listener());
}

/** The states of the queries read on screen now (a query no mounted component observes is nobody's wait). */
const readQueryStates = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0)
    .map((query) => query.state);

/**
 * Whether what a page is loading waits for a network that is not there (rules.ts, `waitsForNetwork`): offline, the
 * device's data put back, and a query read on screen still without data. Read by the loading states, which then say
 * so instead of spinning (PageState for a page, SectionLoading for a section) or hide (BlockSkeleton, a dashboard
 * block); it turns false by itself when the network returns (TanStack resumes the paused queries), and the page loads.
 */
export function useWaitsForNetwork(): boolean {
  const client = useQueryClient();
  return useSyncExternalStore(
    (listener) => {
      const unsubscribe = client.getQueryCache().subscribe(notifyManager.batchCalls(listener));
      restoredListeners.add(listener);
      return () => {
        unsubscribe();
        restoredListeners.delete(listener);
      };
    },
    () => waitsForNetwork(readQueryStates(client), restored),
    () => false,
  );
}
