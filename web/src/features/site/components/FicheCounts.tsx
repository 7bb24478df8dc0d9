import { Text, type TextProps } from '@chakra-ui/react';
import { ISLAND } from '../../../islands/markers';
import { usePublicFicheStats } from '../api/public-fiches';
import { FICHE_COUNTS_FALLBACK, ficheCountsSentence } from '../content/fiche-counts';

/**
 * The number of free and of all published fiches, from the public stats route. On a static page the islands fill
 * the sentence (web/src/islands/data.ts).
 */
export default function FicheCounts(props: TextProps) {
  const { data } = usePublicFicheStats();
  return (
    <Text aria-live="polite" {...{ [ISLAND]: 'fiche-counts' }} {...props}>
      {data ? ficheCountsSentence(data) : FICHE_COUNTS_FALLBACK}
    </Text>
  );
}
