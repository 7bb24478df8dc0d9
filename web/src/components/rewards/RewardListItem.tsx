import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { RewardView } from '../../../../shared/contract/points-schemas';
import { rewardByType } from '../../../../shared/domain/rewards';
import { formatDate } from '../../lib/dates';
import { ButtonLink } from '../ui/ButtonLink';
import { CREDIT_BADGES, REWARD_ICONS, REWARD_USES } from './rewardVisuals';

const DATE_LABELS = { exchange: 'Débloqué le', gift: 'Offert le', purchase: 'Acheté le' } as const;

/**
 * One unused reward or credit in a list (`<li>`): its icon, name, when and how the member got it (a reward exchanged
 * for points; a credit bought in the shop or offered by the team, issue 23) and, with `showUse`, the link to where it
 * is spent.
 */
export function RewardListItem({ reward, showDescription = false, showUse = false }: { reward: RewardView; showDescription?: boolean; showUse?: boolean }) {
  const { name, description } = rewardByType(reward.type);
  const use = REWARD_USES[reward.type];
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
              {CREDIT_BADGES[reward.origin]}
            </Badge>
          )}
        </HStack>
        {showDescription && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {DATE_LABELS[reward.origin]} {formatDate(reward.unlockedAt)}
        </Text>
        {showUse && (
          <ButtonLink to={use.to} size="xs" variant="outline" colorPalette="brand" alignSelf="flex-start" mt="1">
            {use.label}
          </ButtonLink>
        )}
      </Stack>
    </HStack>
  );
}
