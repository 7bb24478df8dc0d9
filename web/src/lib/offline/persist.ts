import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { FicheDetail, Me } from '../../../../shared/contract';
import { IMAGE_CACHE } from '../../sw/messages';
import { dogProfileQuery, dogsQuery, ficheDetailQuery, ficheLibraryQuery, meQuery, pointsOverviewQuery, progressionQuery, recommendationsQuery } from '../api/queries';
import { idbDelete, idbGet, idbPut } from './idb';
import { currentPins, setLastUpdate } from './pending';

/**
 * The member's data readable offline (issue 27): TanStack Query's own dehydrate/hydrate of the queries a member reads
 * in the field (their profile and points, dogs and dog profiles, recommendations, progression, the library and every
 * fiche opened in the last OPENED_DAYS or kept with 'Garder hors connexion'), saved in IndexedDB under the member's
 * id (`queries:<userId>`) a moment after each change, and put back in the cache at the app's start, before the
 * network answers. Nothing else is kept (tickets, visios, admin pages, exports: they need the network and say so).
 * (@tanstack/query-persist-client-core is not used: no version is published for the installed query-core 5.108.0; its
 * core is these two calls.)
 *
 * Only what the member's plan may read is kept: a locked fiche's answer (its teaser, no content: nothing to train with)
 * never is; the plan is saved with the rest, and when the server's answer says the plan changed, the fiches and
 * recommendations kept are dropped, from the cache and the device, with the images cached by the worker.
 */
const KEPT_SCOPES = [meQuery(), dogsQuery(), dogProfileQuery(), recommendationsQuery(), progressionQuery(), pointsOverviewQuery(), ficheLibraryQuery()].map(
  (query): readonly unknown[] => query.queryKey,
);
const KEPT_ROOTS = new Set(KEPT_SCOPES.map((key) => key[0]));
const LIBRARY_ROOT = ficheLibraryQuery().queryKey[0];
const ME_ROOT = meQuery().queryKey[0];
export const OPENED_DAYS = 14;
const PLAN_DEPENDENT_SCOPES = [ficheLibraryQuery(), recommendationsQuery()].map((query): readonly unknown[] => query.queryKey);

interface KeptQueries {
  /** The latest instant the server answered one of them: the banner's 'données du …'. */
  updatedAt: number;
  plan: string | null;
  state: DehydratedState;
}

const storageKey = (userId: string) => `queries:${userId}`;

/** A fiche's page (`['fiches', id]` or `['fiches', { dogId }, id]`), not the library. */
const ficheIdOf = (key: readonly unknown[]): string | null => (key[0] === LIBRARY_ROOT && key.length >= 2 && typeof key.at(-1) === 'string' ? (key.at(-1) as string) : null);

function kept(query: Query, now: number): boolean {
  const key: readonly unknown[] = query.queryKey;
  const state = query.state;
  if (state.status !== 'success' || !KEPT_ROOTS.has(key[0])) return false;
  if (key[0] === ME_ROOT && key.length > 1) return false; // consents, export, rhythm: read online
  const ficheId = ficheIdOf(key);
  // A fiche's page the plan may read (a locked one's teaser has nothing to train with), opened lately or kept.
  if (ficheId) return !(state.data as FicheDetail).locked && (currentPins().includes(ficheId) || now - state.dataUpdatedAt <= OPENED_DAYS * 86_400_000);
  return true;
}

const planOf = (client: QueryClient): string | null => client.getQueryData<Me>(meQuery().queryKey)?.subscription.type ?? null;

/** Puts the member's kept queries back in the cache (the ones the cache already has fresher stay). */
export async function restoreQueries(userId: string, client: QueryClient): Promise<void> {
  const saved = await idbGet<KeptQueries>('kept', storageKey(userId)).catch(() => undefined);
  if (!saved) return;
  // The server already answered with another plan: what was kept for the old one is not put back.
  const plan = planOf(client);
  const samePlan = plan === null || saved.plan === null || plan === saved.plan;
  const queries = samePlan ? saved.state.queries : saved.state.queries.filter((query) => !PLAN_DEPENDENT_SCOPES.some((scope) => query.queryKey[0] === scope[0]));
  // Shown at once but never taken as fresh: a copy from the device may be seconds old yet predate a change made since
  // (a Discord link, a purchase), and a page reading it must still ask the server (a copy newer than the cache's is
  // the only one hydrate puts back, so this never marks the server's own answer stale).
  hydrate(client, { ...saved.state, queries: queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })) });
  setLastUpdate(saved.updatedAt);
}

/**
 * Saves the member's kept queries a second after each change of the cache, and drops the plan's fiches when the
 * server's answer says the plan changed (called after `restoreQueries`: the plan first seen is the kept one's). Returns
 * what stops it.
 */
export function keepQueries(userId: string, client: QueryClient): () => void {
  // Queries kept must outlive the pages that read them: the cache would forget them after 5 minutes unobserved.
  for (const scope of KEPT_SCOPES) client.setQueryDefaults(scope, { gcTime: OPENED_DAYS * 86_400_000 });
  let plan = planOf(client);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = async () => {
    timer = null;
    const now = Date.now();
    const state = dehydrate(client, { shouldDehydrateQuery: (query) => kept(query, now) });
    if (state.queries.length === 0) return;
    const updatedAt = Math.max(...state.queries.map((query) => query.state.dataUpdatedAt));
    await idbPut('kept', { updatedAt, plan, state } satisfies KeptQueries, storageKey(userId)).catch(() => undefined);
    setLastUpdate(updatedAt);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    const next = planOf(client);
    const planChanged = next !== null && plan !== null && next !== plan;
    // The new plan first: dropping the queries notifies this listener again, which must then see nothing to drop.
    if (next !== null) plan = next;
    if (planChanged) void dropPlanContent(client);
    timer ??= setTimeout(() => void save(), 1000);
  });
  // What the cache already holds is kept too: the page's queries may have settled before this started (the chunk and
  // the device's reads come after the first render), and then no change would ever call for a save.
  timer = setTimeout(() => void save(), 1000);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/**
 * The plan changed: the fiches and recommendations kept were answered for the other one. The fiches kept with 'Garder
 * hors connexion' are asked again, for the same dog, so that they stay readable offline as the new plan may read them
 * (one it may not comes back locked, and is not kept).
 */
async function dropPlanContent(client: QueryClient): Promise<void> {
  const pinned = client
    .getQueryCache()
    .findAll({ queryKey: ficheLibraryQuery().queryKey })
    .flatMap((query) => {
      const id = ficheIdOf(query.queryKey);
      return id && currentPins().includes(id) ? [ficheDetailQuery(id, dogIdOf(query.queryKey))] : [];
    });
  for (const query of [ficheLibraryQuery(), recommendationsQuery()]) client.removeQueries({ queryKey: query.queryKey });
  await Promise.all([deleteImageCache(), ...pinned.map((query) => client.prefetchQuery(query))]);
}

/** The dog of a fiche's page (`['fiches', { dogId }, id]`), none for `['fiches', id]`. */
const dogIdOf = (key: readonly unknown[]): string | undefined => (key.length === 3 ? (key[1] as { dogId?: string }).dogId : undefined);

async function deleteImageCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(IMAGE_CACHE).catch(() => false);
}

/** Signing out: the member's kept queries leave the device, with the worker's images (sync.ts, `forgetMember`). */
export async function forgetQueries(userId: string): Promise<void> {
  await idbDelete('kept', storageKey(userId)).catch(() => undefined);
  await deleteImageCache();
  setLastUpdate(null);
}
