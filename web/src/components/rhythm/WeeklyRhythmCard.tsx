import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { jokerLabel, streakLabel, weekCountLabel } from '../../../../shared/domain/weekly-rhythm';
import { rhythmQuery } from '../../lib/api';
import { BlockSkeleton } from '../ui/BlockSkeleton';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';

/**
 * The weekly rhythm in one block (issue 25): 'Cette semaine : 2 séances sur 3' with one mark per session of the goal,
 * the streak ('4 semaines d’affilée') and the month's joker, with a link to the settings. Shown on the dashboard and
 * on /membre/progression (the `rhythm` slot of engineer G's page). Reads `GET /me/rhythm`; a validation elsewhere
 * invalidates it through the `['me']` queries.
 */
export function WeeklyRhythmCard({ titleId = 'rythme-semaine-titre' }: { titleId?: string }) {
  const rhythm = useQuery(rhythmQuery());
  if (rhythm.isPending) return <BlockSkeleton h="44" />;
  if (!rhythm.data) return null;
  const { thisWeek, streak, joker } = rhythm.data;
  const marks = Array.from({ length: Math.max(thisWeek.goal, thisWeek.sessions) }, (_, index) => index < thisWeek.sessions);
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="weekly-rhythm">
      <Stack gap="4" h="full">
        <HStack justify="space-between" align="flex-start">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              Mon rythme
            </Text>
            <Heading as="h2" id={titleId} size="xl">
              {weekCountLabel(thisWeek)}
            </Heading>
          </Stack>
          <HStack justify="center" boxSize="11" rounded="xl" bg="accent.subtle" color="accent.fg" aria-hidden="true" flexShrink={0}>
            <Flame size={22} />
          </HStack>
        </HStack>
        <HStack gap="1.5" aria-hidden="true">
          {marks.map((done, index) => (
            <Box key={index} flex="1" h="2.5" rounded="full" bg={done ? 'brand.solid' : 'bg.emphasized'} />
          ))}
        </HStack>
        {thisWeek.met && <Text color="green.700">Objectif de la semaine atteint, bravo !</Text>}
        <Text fontWeight="semibold">{streakLabel(streak)}</Text>
        <Text color="fg.muted" fontSize="sm">
          {jokerLabel(joker)}
        </Text>
        <Box mt="auto">
          <TextLink to="/membre/compte#rythme">Régler mon objectif et mes rappels</TextLink>
        </Box>
      </Stack>
    </Card>
  );
}
