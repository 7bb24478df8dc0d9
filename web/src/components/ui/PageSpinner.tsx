import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Full-area spinner while a page or a permission check loads. */
export function PageSpinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
