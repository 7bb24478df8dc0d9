import { Text, type TextProps } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { FICHE_COUNTS_FALLBACK } from '../content/fiche-counts';

const FicheCounts = lazy(() => import('./FicheCounts'));

/**
 * The fiche counts, loaded after the page: the query code is not part of the page's first load and the
 * neutral sentence shows meanwhile.
 */
export function LazyFicheCounts(props: TextProps) {
  return (
    <Suspense fallback={<Text {...props}>{FICHE_COUNTS_FALLBACK}</Text>}>
      <FicheCounts {...props} />
    </Suspense>
  );
}
