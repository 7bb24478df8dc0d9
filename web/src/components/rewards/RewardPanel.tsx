import { Box, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DISPLAY_LIMITS } from '../../../../shared/domain/display-limits';
import { rewardByType } from '../../../../shared/domain/rewards';
import { rewardsQuery } from '../../lib/api';
import { MAIN_CONTENT_ID } from '../layout/Main';
import { TAB_BAR_ROOM } from '../layout/MobileTabBar';
import { dismissReward, isRewardDismissed } from './dismissedRewards';
import { REWARD_ICONS } from './rewardVisuals';

const POINTS_PATH = '/membre/points';

/**
 * The floating panel at the bottom right of member pages (SPEC §2): up to 3 unused rewards, each hidden for good in
 * this browser by its close button or Escape. On phones it sits above the tab bar. Fed by `GET /rewards`, which an
 * exchange and the live channel refresh, so a new reward appears here by itself.
 */
export default function RewardPanel() {
  const rewards = useQuery(rewardsQuery());
  // Hidden in this page's life: localStorage says so too, unless storage was refused.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const closeButtons = useRef(new Map<string, HTMLButtonElement>());
  const panel = useRef<HTMLElement>(null);

  const shown = (rewards.data?.rewards ?? [])
    .filter((reward) => !hidden.has(reward.id) && !isRewardDismissed(reward.id))
    .slice(0, DISPLAY_LIMITS.rewardPanel);
  if (shown.length === 0) return null;

  const dismiss = (id: string) => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false;
    dismissReward(id);
    setHidden((previous) => new Set(previous).add(id));
    if (!hadFocus) return;
    // Focus would fall to the page's top with the removed button: it goes to the next reward's button instead, or
    // to the page's main content when the panel closes.
    const next = shown.find((reward) => reward.id !== id);
    const target = next ? closeButtons.current.get(next.id) : document.getElementById(MAIN_CONTENT_ID);
    requestAnimationFrame(() => target?.focus());
  };

  const onKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dismiss(id);
  };

  return (
    <Box
      ref={panel}
      as="aside"
      aria-labelledby="reward-panel-title"
      aria-describedby="reward-panel-hint"
      position="fixed"
      zIndex="sticky"
      insetInlineStart={{ base: '3', md: 'auto' }}
      insetInlineEnd={{ base: '3', md: '6' }}
      bottom={{ base: `calc(${TAB_BAR_ROOM} + 0.75rem)`, md: '6' }}
      w={{ md: '22rem' }}
      bg="bg.panel"
      rounded="card"
      shadow="lg"
      borderWidth="1px"
      borderColor="accent.muted"
      p="3"
    >
      <Heading as="h2" id="reward-panel-title" size="sm" px="1" pb="2">
        {shown.length > 1 ? 'Tes récompenses à utiliser' : 'Ta récompense à utiliser'}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {shown.map((reward) => {
          const { name } = rewardByType(reward.type);
          const Icon = REWARD_ICONS[reward.type];
          return (
            <HStack as="li" key={reward.id} gap="2" p="2" rounded="lg" bg="accent.subtle" onKeyDown={onKeyDown(reward.id)}>
              <Box color="accent.fg" aria-hidden="true" flexShrink={0}>
                <Icon size={18} />
              </Box>
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="semibold" fontSize="sm">
                  {name}
                </Text>
                <Link asChild fontSize="sm" color="brand.fg" alignSelf="flex-start">
                  <RouterLink to={POINTS_PATH}>Voir mes récompenses</RouterLink>
                </Link>
              </Stack>
              <IconButton
                ref={(element) => {
                  if (element) closeButtons.current.set(reward.id, element);
                  else closeButtons.current.delete(reward.id);
                }}
                aria-label={`Masquer ${name} du panneau`}
                size="sm"
                variant="ghost"
                flexShrink={0}
                onClick={() => dismiss(reward.id)}
              >
                <X aria-hidden="true" />
              </IconButton>
            </HStack>
          );
        })}
      </Stack>
      <Text id="reward-panel-hint" srOnly>
        Échap masque la récompense où tu te trouves.
      </Text>
    </Box>
  );
}
