import { Text, type TextProps } from '@chakra-ui/react';
import { usePublicFicheStats } from '../api/fiche-stats';

const count = new Intl.NumberFormat('fr-FR');

const fiches = (n: number, adjective?: string) =>
  `${count.format(n)} fiche${n > 1 ? 's' : ''}${adjective ? ` ${adjective}${n > 1 ? 's' : ''}` : ''}`;

/**
 * The number of free and of all published fiches, from the public stats route. While loading or if the
 * API cannot be reached, a neutral sentence stands in (never a wrong number).
 */
export function FicheCounts(props: TextProps) {
  const { data } = usePublicFicheStats();
  return (
    <Text aria-live="polite" {...props}>
      {data
        ? `${fiches(data.freeCount, 'gratuite')} à essayer tout de suite, ${fiches(data.totalCount, 'publiée')} au total dans la bibliothèque.`
        : 'Des fiches rédigées par nos éducateurs, dont une partie en accès libre dès la création de ton compte.'}
    </Text>
  );
}
