import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { startAppWorker, subscribeWaitingWorker, waitingWorker } from '../../lib/pwa/app-worker';
import { currentInstallOffer, startInstallOffer, subscribeInstallOffer } from '../../lib/pwa/install';

// Drawn only when there is something to say: not part of the app's first load.
const UpdateBanner = lazy(() => import('./UpdateBanner'));
const InstallBanner = lazy(() => import('./InstallBanner'));

/**
 * The member app's service worker and what it has to say (issue 27), under the header, in the page's flow (it covers
 * nothing): 'Nouvelle version disponible — Recharger' when a newer build waits, else 'Installer l'application' when
 * web/src/lib/pwa/install-rule.ts says so. Mounted for a signed-in member only (web/src/components/layout/SiteLayout.tsx).
 */
export function PwaPrompts() {
  useEffect(() => {
    startInstallOffer();
    startAppWorker();
  }, []);
  const waiting = useSyncExternalStore(subscribeWaitingWorker, waitingWorker, () => null);
  const offer = useSyncExternalStore(subscribeInstallOffer, currentInstallOffer, () => 'none' as const);
  if (!waiting && offer === 'none') return null;
  return <Suspense fallback={null}>{waiting ? <UpdateBanner /> : offer !== 'none' && <InstallBanner offer={offer} />}</Suspense>;
}
