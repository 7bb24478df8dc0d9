import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { RewardView } from '../../../../shared/contract/points-schemas';
import { rewardByType } from '../../../../shared/domain/rewards';
import { formatDate } from '../../lib/dates';
import { REWARD_ICONS } from './rewardVisuals';

const ORIGIN_BADGES = { gift: "Offert par l'équipe", purchase: 'Acheté en boutique' } as const;

/** One unused reward in a list (`<li>`): its icon, name, when it was unlocked and how (exchanged, offered or bought). */
export function RewardListItem({ reward, showDescription = false }: { reward: RewardView; showDescription?: boolean }) {
  const { name, description } = rewardByType(reward.type);
  const Icon = REWARD_ICONS[reward.type];
  return (
    <HStack as="li" gap="3" align="flex-start">
      <HStack justify="center" boxSize="9" flexShrink={0} rounded="lg" bg="accent.subtle" color="accent.fg" aria-hidden="true">
        <Icon size={18} />
      </HStack>
      <Stack gap="0.5" minW="0" flex="1">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          {reward.origin !== 'exchange' && (
            <Badge colorPalette="accent" variant="subtle">
              {ORIGIN_BADGES[reward.origin]}
            </Badge>
          )}
        </HStack>
        {showDescription && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {reward.origin === 'purchase' ? 'Acheté le' : 'Débloqué le'} {formatDate(reward.unlockedAt)}
        </Text>
      </Stack>
    </HStack>
  );
}
