import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Circle } from 'lucide-react';
import type { Me } from '../../../../../shared/contract/schemas';
import { levelProgress } from '../../../../../shared/domain/levels';
import { nextReward, REWARDS, TOP_OF_LADDER_LABEL } from '../../../../../shared/domain/rewards';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { DashboardCard } from './DashboardCard';

/** Progression (SPEC §2 Dashboard): level, progress to the next threshold, and the reward ladder (20, 50, 100 points). */
export function ProgressionCard({ points }: { points: Me['points'] }) {
  const progress = levelProgress(points.total);
  const upcoming = nextReward(points.total);
  return (
    <DashboardCard titleId="progression-title" eyebrow="Ma progression" title={`Niveau ${progress.level.label}`}>
      <Progress.Root value={progress.percent} colorPalette="brand" size="sm" aria-label={`Progression vers le niveau suivant : ${progress.percent} %`}>
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
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
      <ButtonLink to="/membre/points" mt="auto" alignSelf="flex-start" variant="outline" colorPalette="brand">
        Échanger mes points
      </ButtonLink>
    </DashboardCard>
  );
}
