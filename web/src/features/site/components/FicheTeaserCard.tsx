import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Clock, Lock } from 'lucide-react';
import { useId } from 'react';
import { FICHE_CATEGORY_LABELS } from '../../../../../shared/domain/fiche-vocabulary';
import type { FicheTeaser } from '../../../../../shared/contract/fiche-schemas';
import { SLOT } from '../../../islands/markers';

/**
 * A read-only glimpse of a free fiche: category, title, objective and duration; the content opens once signed up.
 * The slots are where the islands put a sample's values in a clone (web/src/islands/data.ts).
 */
export function FicheTeaserCard({ fiche }: { fiche: Pick<FicheTeaser, 'title' | 'objective' | 'category' | 'durationMinutes'> }) {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="elevated" h="full">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Badge colorPalette="brand" variant="subtle" {...{ [SLOT]: 'category' }}>{FICHE_CATEGORY_LABELS[fiche.category]}</Badge>
          <Badge colorPalette="accent" variant="outline">Gratuite</Badge>
        </HStack>
        <Heading as="h3" id={titleId} fontSize="lg" color="brand.900" {...{ [SLOT]: 'title' }}>{fiche.title}</Heading>
        <Text color="fg.muted" flex="1" {...{ [SLOT]: 'objective' }}>{fiche.objective}</Text>
        <HStack justify="space-between" fontSize="sm" color="fg.muted" pt="2" borderTopWidth="1px" borderColor="border">
          <HStack gap="1.5"><Clock size={16} aria-hidden /><Text><span {...{ [SLOT]: 'duration' }}>{fiche.durationMinutes}</span> min par séance</Text></HStack>
          <HStack gap="1.5"><Lock size={14} aria-hidden /><Text>Avec un compte</Text></HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
