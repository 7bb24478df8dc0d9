import { Box, type BoxProps } from '@chakra-ui/react';

/** The id of every page's `<main>`, target of the skip link. */
export const MAIN_CONTENT_ID = 'contenu';

/** A page's `<main>` landmark: the skip link's target, focusable by script so the skip link moves focus to it. */
export function Main(props: BoxProps) {
  return <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" {...props} />;
}
