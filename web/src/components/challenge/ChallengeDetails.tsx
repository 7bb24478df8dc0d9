import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { MONTHLY_CHALLENGE_RULE } from '../../../../shared/domain/monthly-challenge';
import { pointsLabel, POINTS_RULES } from '../../../../shared/domain/points';
import { challengeLastDayLabel } from '../../lib/dates';
import { SLOT } from '../../islands/markers';

export interface ChallengeView {
  /** `YYYY-MM`, Paris. */
  month: string;
  fiches: readonly { id: string; title: string }[];
  /** Whether the member has earned this month's bonus; absent for a visitor. */
  completed?: boolean;
}

export { challengeLastDayLabel };

/**
 * The month's challenge as every page shows it (issue 23: one rule): its reward, the rule, the last day (Paris) and its
 * fiches — linked to the fiche for a member, plain titles for a visitor. The page gives the heading around it. The
 * slots are where the islands put the month's values on a static page (web/src/islands/data.ts).
 */
export function ChallengeDetails({ challenge, linkFiches }: { challenge: ChallengeView; linkFiches: boolean }) {
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="accent" variant="solid">{pointsLabel(POINTS_RULES.monthlyChallenge, { sign: true })}</Badge>
        {challenge.completed && (
          <Badge colorPalette="green" variant="solid">
            <CheckCircle2 size={12} aria-hidden="true" /> Défi réussi ce mois-ci
          </Badge>
        )}
      </HStack>
      <Text>{MONTHLY_CHALLENGE_RULE}</Text>
      <HStack gap="2" color="fg.muted" fontSize="sm" align="center">
        <CalendarCheck size={16} aria-hidden="true" />
        <Text>Jusqu’au <span {...{ [SLOT]: 'last-day' }}>{challengeLastDayLabel(challenge.month)}</span> inclus, heure de Paris</Text>
      </HStack>
      <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" aria-label="Fiches du défi" {...{ [SLOT]: 'fiches' }}>
        {challenge.fiches.map((fiche) => (
          <Text as="li" key={fiche.id} fontWeight="medium">
            {linkFiches ? (
              <Link asChild color="brand.fg" variant="underline">
                <RouterLink to={`/membre/fiche/${encodeURIComponent(fiche.id)}`}>{fiche.title}</RouterLink>
              </Link>
            ) : (
              fiche.title
            )}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
