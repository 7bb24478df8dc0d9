import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { ChallengeDetails } from '../../../components/challenge/ChallengeDetails';
import { formatMonth } from '../../../lib/dates';
import { pointsOverviewQuery } from '../../../lib/api';

/** The month's challenge above the library (issue 23): its fiches, last day and reward; nothing while it loads or fails. */
export function ChallengeBanner() {
  const overview = useQuery(pointsOverviewQuery());
  const challenge = overview.data?.challenge;
  if (!challenge) return null;
  return (
    <Stack as="section" aria-labelledby="library-challenge-title" gap="3" p={{ base: '4', md: '5' }} rounded="card" bg="accent.subtle" borderWidth="1px" borderColor="accent.muted">
      <HStack gap="2">
        <Trophy size={20} aria-hidden="true" />
        <Heading as="h2" id="library-challenge-title" size="md">
          Défi de {formatMonth(challenge.month)}
        </Heading>
      </HStack>
      <ChallengeDetails challenge={challenge} linkFiches />
    </Stack>
  );
}
