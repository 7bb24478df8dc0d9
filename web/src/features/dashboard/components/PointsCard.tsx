import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import type { Me } from '../../../../../shared/contract/schemas';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';

/** Points summary: the balance and a way to the points page. */
export function PointsCard({ points }: { points: Me['points'] }) {
  return (
    <Card as="section" aria-labelledby="points-card-title">
      <Stack gap="4" h="full">
        <HStack justify="space-between" align="flex-start">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              Mes points
            </Text>
            <Heading as="h2" id="points-card-title" size="xl">
              {points.total} {points.total > 1 ? 'points' : 'point'}
            </Heading>
          </Stack>
          <HStack justify="center" boxSize="11" rounded="xl" bg="accent.subtle" color="accent.fg" aria-hidden="true" flexShrink={0}>
            <Trophy size={22} />
          </HStack>
        </HStack>
        <Text color="fg.muted">Valide des fiches pour gagner des points et les échanger contre des tickets ou une visio.</Text>
        <ButtonLink to="/membre/points" mt="auto" alignSelf="flex-start" variant="outline" colorPalette="brand">
          Mes points & récompenses
        </ButtonLink>
      </Stack>
    </Card>
  );
}
