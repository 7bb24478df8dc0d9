import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { pointsLabel } from '../../../../../shared/domain/points';
import { REWARDS } from '../../../../../shared/domain/rewards';
import { BlockSkeleton } from '../../../components/ui/BlockSkeleton';
import { RewardListItem } from '../../../components/rewards/RewardListItem';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { rewardsQuery } from '../../../lib/api';
import { DashboardCard } from './DashboardCard';

const cheapest = REWARDS[0]!;

/**
 * Reward history (SPEC §2 Dashboard, §9): the first 5 unused rewards and credits (bought in the shop or offered by
 * the team, issue 23), newest first. Hidden on load error (SPEC §8).
 */
export function RewardHistoryCard() {
  const rewards = useQuery(rewardsQuery());
  if (rewards.isPending) return <BlockSkeleton h="64" />;
  if (rewards.isError) return null;
  const latest = rewards.data.rewards.slice(0, DISPLAY_LIMITS.dashboardRewardHistory);
  return (
    <DashboardCard titleId="reward-history-title" eyebrow="À utiliser" title="Mes récompenses et crédits" icon={{ Icon: Gift, palette: 'accent' }}>
      {latest.length === 0 ? (
        <Text color="fg.muted">
          Tes récompenses et crédits apparaîtront ici. Dès {pointsLabel(cheapest.pointsCost)}, échange-les contre un {cheapest.name.toLowerCase()}.
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {latest.map((reward) => (
            <RewardListItem key={reward.id} reward={reward} />
          ))}
        </Stack>
      )}
      <ButtonLink to="/membre/points" mt="auto" alignSelf="flex-start" variant="outline" colorPalette="brand">
        Mes points & récompenses
      </ButtonLink>
    </DashboardCard>
  );
}
