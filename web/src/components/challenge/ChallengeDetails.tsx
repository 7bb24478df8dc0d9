import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, CheckCircle2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { challengeLastDay, MONTHLY_CHALLENGE_RULE } from '../../../../shared/domain/monthly-challenge';
import { pointsLabel, POINTS_RULES } from '../../../../shared/domain/points';
import { formatDate } from '../../lib/dates';

export interface ChallengeView {
  /** `YYYY-MM`, Paris. */
  month: string;
  fiches: readonly { id: string; title: string }[];
  /** Whether the member has earned this month's bonus; absent for a visitor. */
  completed?: boolean;
}

/** 'dimanche 30 novembre 2026' would be too long on a card: '30 novembre 2026', the month's last day in Paris. */
export const challengeLastDayLabel = (month: string): string => formatDate(`${challengeLastDay(month)}T12:00:00Z`);

/**
 * The month's challenge as every page shows it (issue 23: one rule): its reward, the rule, the last day (Paris) and its
 * fiches — linked to the fiche for a member, plain titles for a visitor. The page gives the heading around it.
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
        <Text>Jusqu’au {challengeLastDayLabel(challenge.month)} inclus, heure de Paris</Text>
      </HStack>
      <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" aria-label="Fiches du défi">
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
