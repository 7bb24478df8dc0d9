import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { levelById, levelProgress, type LevelId } from '../../../../../shared/domain/levels';
import { pointsLabel } from '../../../../../shared/domain/points';
import { nextReward, TOP_OF_LADDER_LABEL } from '../../../../../shared/domain/rewards';
import { Card } from '../../../components/ui/Card';
import { ProgressBar } from '../../../components/ui/ProgressBar';

/**
 * The level card (SPEC §2 Points, §4): the level the server derived, the balance, the bar to the next threshold of the
 * reward ladder (20, 50, 100), 'Niveau Expert atteint' past it, and the points to the next level.
 */
export function LevelCard({ total, level }: { total: number; level: LevelId }) {
  const upcoming = nextReward(total);
  const progress = levelProgress(total);
  const percent = upcoming ? upcoming.percent : 100;
  return (
    <Card as="section" aria-labelledby="level-card-title" bg="brand.subtle" borderColor="brand.muted">
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="4">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              Mon niveau
            </Text>
            <Heading as="h2" id="level-card-title" size="2xl">
              {levelById(level).label}
            </Heading>
          </Stack>
          <HStack justify="center" boxSize="12" rounded="xl" bg="brand.solid" color="white" aria-hidden="true" flexShrink={0}>
            <Trophy size={24} />
          </HStack>
        </HStack>
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" color="brand.900" data-testid="points-total">
          {pointsLabel(total)}
        </Text>
        <ProgressBar
          value={percent}
          size="md"
          trackBg="bg.panel"
          label={upcoming ? `Progression vers ${upcoming.reward.name} : ${percent} %` : TOP_OF_LADDER_LABEL}
        />
        {upcoming ? (
          <Text>
            Encore <strong>{upcoming.pointsToGo} pts</strong> pour débloquer : {upcoming.reward.name} ({upcoming.reward.pointsCost} pts)
          </Text>
        ) : (
          <Badge colorPalette="brand" variant="solid" size="lg" alignSelf="flex-start">
            {TOP_OF_LADDER_LABEL}
          </Badge>
        )}
        <Text fontSize="sm" color="fg.muted">
          {progress.next
            ? `Niveau suivant : ${progress.next.level.label} à ${progress.next.level.minPoints} pts, encore ${progress.next.pointsToGo} pts.`
            : 'Tu as atteint le plus haut niveau de la meute.'}
        </Text>
      </Stack>
    </Card>
  );
}
