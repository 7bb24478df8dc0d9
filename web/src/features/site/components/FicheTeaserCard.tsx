import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Clock, Lock } from 'lucide-react';
import { useId } from 'react';
import { FICHE_CATEGORY_LABELS } from '../../../../../shared/domain/fiche-vocabulary';
import type { FicheTeaser } from '../../../../../shared/contract/fiche-schemas';

/** A read-only glimpse of a free fiche: category, title, objective and duration; the content opens once signed up. */
export function FicheTeaserCard({ fiche }: { fiche: FicheTeaser }) {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="elevated" h="full">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Badge colorPalette="brand" variant="subtle">{FICHE_CATEGORY_LABELS[fiche.category]}</Badge>
          <Badge colorPalette="accent" variant="outline">Gratuite</Badge>
        </HStack>
        <Heading as="h3" id={titleId} fontSize="lg" color="brand.900">{fiche.title}</Heading>
        <Text color="fg.muted" flex="1">{fiche.objective}</Text>
        <HStack justify="space-between" fontSize="sm" color="fg.muted" pt="2" borderTopWidth="1px" borderColor="border">
          <HStack gap="1.5"><Clock size={16} aria-hidden /><Text>{fiche.durationMinutes} min par séance</Text></HStack>
          <HStack gap="1.5"><Lock size={14} aria-hidden /><Text>Avec un compte</Text></HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
