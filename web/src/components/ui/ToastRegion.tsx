import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast, toastAsked } from './toaster';

const ToasterView = lazy(() => import('./ToasterView'));

/** Mounts the toast region once there is a toast to show, so its code is not part of the first page load. */
export function ToastRegion() {
  const [needed, setNeeded] = useState(toastAsked);
  useEffect(() => (needed ? undefined : onFirstToast(() => setNeeded(true))), [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
