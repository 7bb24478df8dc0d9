import { Badge, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { PointsOverview } from '../../../../../shared/contract/points-schemas';
import { dailyValidationsSummary, WAYS_TO_EARN } from '../../../../../shared/domain/points';
import { challengeLastDayLabel } from '../../../components/challenge/ChallengeDetails';
import { Card } from '../../../components/ui/Card';
import { formatMonth } from '../../../lib/dates';

/** Where a reward out of reach sends the member: this card (issue 23). */
export const WAYS_TO_EARN_ANCHOR = 'gagner-des-points';

/**
 * Ways to earn (SPEC §2 Points): every source of points, the month's challenge with its fiches when there is one,
 * and today's validation points against the daily cap (issue 23).
 */
export function WaysToEarn({ challenge, validationsToday }: { challenge: PointsOverview['challenge']; validationsToday: PointsOverview['validationsToday'] }) {
  return (
    <Card as="section" id={WAYS_TO_EARN_ANCHOR} aria-labelledby="ways-title" scrollMarginTop="24">
      <Stack gap="4">
        <Heading as="h2" id="ways-title" size="xl">
          Comment gagner des points
        </Heading>
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {WAYS_TO_EARN.map((way) => (
            <Stack as="li" key={way.id} gap="1" pb="4" borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: '0', pb: '0' }}>
              <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
                <Text fontWeight="semibold">{way.label}</Text>
                <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
                  {way.points}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {way.detail}
              </Text>
              {way.id === 'fiche' && (
                <Text fontSize="sm" fontWeight="medium" color={validationsToday.remaining === 0 ? 'accent.fg' : 'brand.fg'}>
                  {dailyValidationsSummary(validationsToday)}
                  {validationsToday.remaining === 0 && ' Les prochaines fiches rapporteront leurs points demain.'}
                </Text>
              )}
              {way.id === 'monthlyChallenge' && <MonthlyChallenge challenge={challenge} />}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

function MonthlyChallenge({ challenge }: { challenge: PointsOverview['challenge'] }) {
  if (!challenge || challenge.fiches.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" fontStyle="italic">
        Le défi de ce mois n’est pas encore lancé : reviens bientôt.
      </Text>
    );
  }
  return (
    <Stack gap="2" mt="1" p="3" rounded="lg" bg="accent.subtle">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Text fontSize="sm" fontWeight="semibold">
          Défi de {formatMonth(challenge.month)}
        </Text>
        {challenge.completed && (
          <Badge colorPalette="green" variant="solid">
            <CheckCircle2 size={12} aria-hidden="true" /> Défi réussi
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Jusqu’au {challengeLastDayLabel(challenge.month)} inclus, heure de Paris
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Fiches du défi">
        {challenge.fiches.map((fiche) => (
          <li key={fiche.id}>
            <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
              <RouterLink to={`/membre/fiche/${encodeURIComponent(fiche.id)}`}>{fiche.title}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
