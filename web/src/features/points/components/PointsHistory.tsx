import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import type { PointsOverview } from '../../../../../shared/contract/points-schemas';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { Card } from '../../../components/ui/Card';
import { formatDateTime } from '../../../lib/dates';

/** '+3 pts', '−100 pts', '+1 pt'. */
const signed = (points: number) => `${points >= 0 ? '+' : '−'}${Math.abs(points)} ${Math.abs(points) > 1 ? 'pts' : 'pt'}`;

/** The last 20 points transactions, newest first, with French dates on Paris time (SPEC §2 Points, §9). */
export function PointsHistory({ history }: { history: PointsOverview['history'] }) {
  const lines = history.slice(0, DISPLAY_LIMITS.pointsHistoryRead);
  return (
    <Card as="section" aria-labelledby="history-title">
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" id="history-title" size="xl">
            Historique
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Tes {DISPLAY_LIMITS.pointsHistoryRead} dernières opérations.
          </Text>
        </Stack>
        {lines.length === 0 ? (
          <Stack gap="2" align="center" textAlign="center" py="4" color="fg.muted">
            <History size={28} aria-hidden="true" />
            <Text>Aucune opération pour l’instant : valide ta première fiche pour gagner tes premiers points.</Text>
          </Stack>
        ) : (
          <Stack as="ol" gap="0" listStyleType="none" m="0" p="0">
            {lines.map((line) => (
              <HStack
                as="li"
                key={line.source}
                justify="space-between"
                align="flex-start"
                gap="3"
                py="3"
                borderBottomWidth="1px"
                borderColor="border"
                _last={{ borderBottomWidth: '0' }}
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {line.reason}
                  </Text>
                  <Text asChild fontSize="sm" color="fg.muted">
                    <time dateTime={line.createdAt}>{formatDateTime(line.createdAt)}</time>
                  </Text>
                </Stack>
                <Text fontWeight="bold" flexShrink={0} color={line.points >= 0 ? 'green.700' : 'red.700'}>
                  {signed(line.points)}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
