import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let store: Promise<CreateToasterReturn> | undefined;
let asked = false;
const firstToastListeners = new Set<() => void>();

/**
 * The app's one toast queue: `toaster.create({ title, description, type, duration })` from anywhere. The queue itself
 * (./toast-store.ts: Chakra's toaster with zag's toast machines, ~10 KB gzip) loads with the first toast, like the
 * region that shows it (./ToastRegion.tsx): no first load pays for it. Toasts keep the order they were asked in.
 */
export const toaster = {
  create(options: ToastOptions): void {
    if (!asked) {
      asked = true;
      for (const listener of firstToastListeners) listener();
      firstToastListeners.clear();
    }
    store ??= import('./toast-store').then((module) => module.toastStore);
    // A queue that cannot load (the network lost with the page's chunks) shows nothing rather than failing the caller.
    void store.then((queue) => queue.create(options)).catch(() => undefined);
  },
};

/** Whether a toast has been asked for since the app started. */
export const toastAsked = (): boolean => asked;

/** Calls `listener` once, at the first toast (now if one was already asked for); returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (asked) {
    listener();
    return () => undefined;
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}
