import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const ToasterView = lazy(() => import('./ToasterView'));

/** Mounts the toast region once there is a toast to show, so its code is not part of the first page load. */
export function ToastRegion() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
