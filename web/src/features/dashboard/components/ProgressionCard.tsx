import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import type { Me } from '../../../../../shared/contract/schemas';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { levelProgress } from '../../../../../shared/domain/levels';
import { nextReward, REWARDS, TOP_OF_LADDER_LABEL } from '../../../../../shared/domain/rewards';
import { RewardListItem } from '../../../components/rewards/RewardListItem';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { rewardsQuery } from '../../../lib/api';
import { DashboardCard } from './DashboardCard';

/**
 * Progression (SPEC §2 Dashboard): level, progress to the next threshold, the reward ladder (20, 50, 100 points) and
 * the member's available rewards, the first 3 (SPEC §9).
 */
export function ProgressionCard({ points }: { points: Me['points'] }) {
  const progress = levelProgress(points.total);
  const upcoming = nextReward(points.total);
  return (
    <DashboardCard titleId="progression-title" eyebrow="Ma progression" title={`Niveau ${progress.level.label}`}>
      <ProgressBar value={progress.percent} label={`Progression vers le niveau suivant : ${progress.percent} %`} />
      <Text fontSize="sm" color="fg.muted">
        {progress.next
          ? `Encore ${progress.next.pointsToGo} pts pour passer ${progress.next.level.label} (${progress.next.level.minPoints} pts)`
          : 'Tu as atteint le plus haut niveau.'}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Paliers de récompenses">
        {REWARDS.map((reward) => {
          const reached = points.total >= reward.pointsCost;
          return (
            <HStack as="li" key={reward.type} gap="2" color={reached ? 'brand.fg' : 'fg.muted'}>
              {reached ? <CheckCircle2 aria-hidden="true" size={16} /> : <Circle aria-hidden="true" size={16} />}
              <Text as="span" fontWeight={reached ? 'semibold' : 'normal'}>
                {reward.pointsCost} pts · {reward.name}
              </Text>
              <Text as="span" srOnly>
                {reached ? '(atteint)' : '(à atteindre)'}
              </Text>
            </HStack>
          );
        })}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {upcoming ? `Prochaine récompense : ${upcoming.reward.name}, encore ${upcoming.pointsToGo} pts` : TOP_OF_LADDER_LABEL}
      </Text>
      <AvailableRewards />
      <ButtonLink to="/membre/points" mt="auto" alignSelf="flex-start" variant="outline" colorPalette="brand">
        Échanger mes points
      </ButtonLink>
    </DashboardCard>
  );
}

/** The first 3 unused rewards and credits; nothing while loading or on a load error (SPEC §8: dashboard load errors are ignored). */
function AvailableRewards() {
  const rewards = useQuery(rewardsQuery());
  const available = rewards.data?.rewards.slice(0, DISPLAY_LIMITS.dashboardRewards) ?? [];
  if (available.length === 0) return null;
  return (
    <Stack gap="3" pt="3" borderTopWidth="1px" borderColor="border">
      <Heading as="h3" id="available-rewards-title" size="sm">
        Récompenses et crédits disponibles
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-labelledby="available-rewards-title">
        {available.map((reward) => (
          <RewardListItem key={reward.id} reward={reward} />
        ))}
      </Stack>
    </Stack>
  );
}
