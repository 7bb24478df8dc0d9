import { idbDelete, idbGet, idbPut } from './idb';
import { setPinsSnapshot } from './pending';
import { pinFiche, unpinFiche } from './rules';

/** 'Garder hors connexion' (issue 27): the member's kept fiches, in IndexedDB (`pins:<userId>`), at most PIN_LIMIT. */
const storageKey = (userId: string) => `pins:${userId}`;

export async function loadPins(userId: string): Promise<void> {
  setPinsSnapshot((await idbGet<string[]>('kept', storageKey(userId)).catch(() => undefined)) ?? []);
}

/** Keeps a fiche offline; the French refusal at the limit, null when kept. */
export async function keepFiche(userId: string, ficheId: string): Promise<string | null> {
  const pinned = (await idbGet<string[]>('kept', storageKey(userId))) ?? [];
  const outcome = pinFiche(pinned, ficheId);
  if ('refusal' in outcome) return outcome.refusal;
  await idbPut('kept', outcome.pinned, storageKey(userId));
  setPinsSnapshot(outcome.pinned);
  return null;
}

export async function releaseFiche(userId: string, ficheId: string): Promise<void> {
  const pinned = unpinFiche((await idbGet<string[]>('kept', storageKey(userId))) ?? [], ficheId);
  await idbPut('kept', pinned, storageKey(userId));
  setPinsSnapshot(pinned);
}

/** Signing out: the list leaves the device with the fiches it kept (persist.ts), and the pages show none kept. */
export async function forgetPins(userId: string): Promise<void> {
  await idbDelete('kept', storageKey(userId)).catch(() => undefined);
  setPinsSnapshot([]);
}
