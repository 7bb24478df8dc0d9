import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '../../../../shared/schemas/toast-durations';

/** The app's one toast queue: `toaster.create({ title, description, type, duration })` from anywhere. */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
  duration: TOAST_DURATION_MS,
});
