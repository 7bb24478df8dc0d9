import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '../../../../shared/schemas/toast-durations';

/**
 * The queue behind `toaster` (./toaster.ts): Chakra's toaster, with zag's toast machines. Loaded with the first
 * toast, and by the region that shows the toasts (./ToasterView.tsx).
 */
export const toastStore = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
  duration: TOAST_DURATION_MS,
});
