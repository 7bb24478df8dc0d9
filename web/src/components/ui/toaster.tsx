import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** The app's one toast queue: `toaster.create({ title, description, type, duration })` from anywhere. */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
});

/** Standard duration of SPEC §9 (4000 ms is reserved for the plan upgrade). */
export const TOAST_DURATION_MS = 3500;

/** Renders the queued toasts (mounted once, in the app providers). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable !== false && <Toast.CloseTrigger aria-label="Fermer la notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
