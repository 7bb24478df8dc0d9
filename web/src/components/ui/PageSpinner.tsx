import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/**
 * Spinner while the app's shell loads: a page's code, a permission check (a page loading its data says so with
 * PageState, which also knows what to say offline). `fill` makes it as tall as the viewport, for a whole page that
 * has not arrived yet: the footer stays below the fold instead of showing and then being pushed down (layout shift).
 */
export function PageSpinner({ label = 'Chargement…', fill = false }: { label?: string; fill?: boolean }) {
  return (
    <Center minH={fill ? '100dvh' : '50vh'} role="status">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
