import type { QueryClient } from '@tanstack/react-query';
import { toaster } from '../../components/ui/toaster';
import { ficheLibraryQuery, meQuery, pointsOverviewQuery, progressionQuery, recommendationsQuery } from '../api/queries';
import { setDeviceDataRestored } from './pending';
import { forgetQueries, keepQueries, restoreQueries } from './persist';
import { forgetPins, loadPins } from './pins';
import { drainQueue, showQueueOf } from './queue';
import { drainRetryDelay } from './rules';

/** What a validation applied later changes: points, level, the dog's progress and recommendations (as useValidateFiche). */
const AFTER_VALIDATIONS = () => [meQuery(), ficheLibraryQuery(), recommendationsQuery(), pointsOverviewQuery(), progressionQuery()];

/**
 * The signed-in member's offline work (issue 27), from sign-in to sign-out: their queue shown to the pages, and sent
 * at start (every app start: Safari has no Background Sync) and each time the browser goes back online, then again
 * later while a send failed and the browser still says it is online ('online' comes when a network is joined, not
 * when it answers: drainRetryDelay); once some were applied, points and recommendations are refetched. Their data
 * kept on the device is put back in the cache and kept up to date (persist.ts), with their kept fiches (pins.ts).
 * Returns what stops it.
 */
export function startOfflineSync(userId: string, queryClient: QueryClient): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  const drain = async () => {
    clearTimeout(retry);
    if (stopped || !navigator.onLine) return;
    const outcome = await drainQueue(userId).catch(() => null);
    if (stopped) return;
    // Validations still waiting (a refused one waits for the member, not for the network): sent again later.
    if (!outcome || outcome.waiting > 0) {
      retry = setTimeout(() => void drain(), drainRetryDelay(attempt));
      attempt += 1;
    } else attempt = 0;
    if (!outcome) return;
    if (outcome.sent > 0) {
      toaster.create({
        type: 'success',
        title: outcome.sent > 1 ? `${outcome.sent} validations envoyées` : 'Validation envoyée',
        description: 'Tes validations faites hors connexion sont enregistrées.',
      });
      await Promise.all(AFTER_VALIDATIONS().map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey })));
    }
    if (outcome.refused > 0) {
      toaster.create({ type: 'error', title: 'Validation refusée', description: 'Le serveur a refusé une validation faite hors connexion : la raison est affichée dans la liste.' });
    }
  };
  const online = () => {
    attempt = 0;
    void drain();
  };
  window.addEventListener('online', online);
  let stopKeeping: (() => void) | null = null;
  void Promise.all([loadPins(userId), restoreQueries(userId, queryClient)]).then(() => {
    if (stopped) return;
    stopKeeping = keepQueries(userId, queryClient);
    // From now on, a page offline that still has no data will not get it from the device: it says so (PageState).
    setDeviceDataRestored(true);
  });
  void showQueueOf(userId).then(drain);
  return () => {
    stopped = true;
    clearTimeout(retry);
    stopKeeping?.();
    setDeviceDataRestored(false);
    window.removeEventListener('online', online);
    void showQueueOf(null);
  };
}

/**
 * The member signed out: what the device kept of their data leaves it (their queries, the worker's images, the list
 * of fiches kept), so that nobody using the device after them reads it, offline or not. Their queue of validations
 * stays, theirs only (queue.ts says why).
 */
export async function forgetMember(userId: string): Promise<void> {
  await Promise.all([forgetQueries(userId), forgetPins(userId)]);
}
