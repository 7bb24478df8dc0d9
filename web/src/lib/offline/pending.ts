import { useSyncExternalStore } from 'react';
import type { QueuedValidation } from './rules';

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
