import { HStack, Stack, Text } from '@chakra-ui/react';
import { levelProgress } from '../../../../../shared/domain/levels';
import { pointsLabel } from '../../../../../shared/domain/points';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { useMe } from '../../../lib/api';

/** The member's points and level progress, with what this fiche adds (the fiche page's points gauge). */
export function PointsGauge({ pointsReward, completed }: { pointsReward: number; completed: boolean }) {
  const me = useMe();
  if (!me.data) return null;
  const total = me.data.points.total;
  const progress = levelProgress(total);
  return (
    <Stack gap="2" p="4" rounded="card" bg="brand.subtle">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="semibold">
          {pointsLabel(total)} · niveau {progress.level.label}
        </Text>
        <Text fontSize="sm" color="brand.fg" fontWeight="medium">
          {completed ? `+${pointsReward} pts gagnés avec cette fiche` : `+${pointsReward} pts à gagner avec cette fiche`}
        </Text>
      </HStack>
      <ProgressBar value={progress.percent} trackBg="bg.panel" label={`Progression vers le niveau suivant : ${progress.percent} %`} />
      <Text fontSize="sm" color="fg.muted">
        {progress.next ? `Encore ${progress.next.pointsToGo} pts pour le niveau ${progress.next.level.label}` : 'Niveau maximal atteint'}
      </Text>
    </Stack>
  );
}
