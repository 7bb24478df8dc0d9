import { Text, type TextProps } from '@chakra-ui/react';
import { usePublicFicheStats } from '../api/public-fiches';
import { FICHE_COUNTS_FALLBACK } from '../content/fiche-counts';

const count = new Intl.NumberFormat('fr-FR');

const fiches = (n: number, adjective?: string) =>
  `${count.format(n)} fiche${n > 1 ? 's' : ''}${adjective ? ` ${adjective}${n > 1 ? 's' : ''}` : ''}`;

/** The number of free and of all published fiches, from the public stats route. */
export default function FicheCounts(props: TextProps) {
  const { data } = usePublicFicheStats();
  return (
    <Text aria-live="polite" {...props}>
      {data
        ? `${fiches(data.freeCount, 'gratuite')} à essayer tout de suite, ${fiches(data.totalCount, 'publiée')} au total dans la bibliothèque.`
        : FICHE_COUNTS_FALLBACK}
    </Text>
  );
}
