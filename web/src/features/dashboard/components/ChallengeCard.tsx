import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { BlockSkeleton } from '../../../components/ui/BlockSkeleton';
import { ChallengeDetails } from '../../../components/challenge/ChallengeDetails';
import { formatMonth } from '../../../lib/dates';
import { pointsOverviewQuery } from '../../../lib/api';
import { DashboardCard } from './DashboardCard';

/** The month's challenge (issue 23): its fiches, last day and reward, and whether the member has earned it. */
export function ChallengeCard() {
  const overview = useQuery(pointsOverviewQuery());
  if (overview.isPending) return <BlockSkeleton h="48" />;
  if (overview.isError) return null;
  const { challenge } = overview.data;
  return (
    <DashboardCard titleId="challenge-title" eyebrow="Défi du mois" title={challenge ? `Le défi de ${formatMonth(challenge.month)}` : 'Le défi du mois'} icon={{ Icon: Trophy, palette: 'accent' }}>
      {challenge ? (
        <ChallengeDetails challenge={challenge} linkFiches />
      ) : (
        <Text color="fg.muted">Le défi de ce mois arrive bientôt : reviens dans quelques jours.</Text>
      )}
    </DashboardCard>
  );
}
