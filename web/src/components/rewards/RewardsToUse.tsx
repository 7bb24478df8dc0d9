import { Box, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DISPLAY_LIMITS } from '../../../../shared/domain/display-limits';
import { rewardByType } from '../../../../shared/domain/rewards';
import { rewardsQuery } from '../../lib/api';
import { MAIN_CONTENT_ID } from '../layout/Main';
import { ButtonLink } from '../ui/ButtonLink';
import { dismissReward, isRewardDismissed } from './dismissedRewards';
import { CREDIT_BADGES, heldLabel, REWARD_ICONS, REWARD_USES } from './rewardVisuals';

const POINTS_PATH = '/membre/points#mes-recompenses';

/**
 * What the member holds and has not used yet, up to 3 (SPEC §2's reward panel), as a card in the dashboard's flow
 * (issue 23): a fixed panel covered the pages' own buttons ('Payer … et réserver', 'Envoyer'), so it is no longer
 * drawn over any page. Each item leads to where it is spent and can be hidden from this card for good in this
 * browser, by its close button or Escape (dismissedRewards.ts); it stays listed on the points page. Fed by
 * `GET /rewards`, which an exchange, a purchase and the live channel refresh, so a new one appears here by itself.
 */
export function RewardsToUse() {
  const rewards = useQuery(rewardsQuery());
  // Hidden in this page's life: localStorage says so too, unless storage was refused.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const closeButtons = useRef(new Map<string, HTMLButtonElement>());
  const card = useRef<HTMLElement>(null);

  const shown = (rewards.data?.rewards ?? [])
    .filter((reward) => !hidden.has(reward.id) && !isRewardDismissed(reward.id))
    .slice(0, DISPLAY_LIMITS.rewardPanel);
  if (shown.length === 0) return null;

  const dismiss = (id: string) => {
    const hadFocus = card.current?.contains(document.activeElement) ?? false;
    dismissReward(id);
    setHidden((previous) => new Set(previous).add(id));
    if (!hadFocus) return;
    // Focus would fall to the page's top with the removed button: it goes to the next item's button instead, or to
    // the page's main content when the card closes.
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
      ref={card}
      as="section"
      aria-labelledby="rewards-to-use-title"
      aria-describedby="rewards-to-use-hint"
      bg="bg.panel"
      rounded="card"
      borderWidth="1px"
      borderColor="accent.muted"
      p={{ base: '4', md: '5' }}
    >
      <HStack justify="space-between" align="baseline" flexWrap="wrap" gap="2" pb="3">
        <Heading as="h2" id="rewards-to-use-title" size="md">
          {heldLabel(shown.map((reward) => reward.origin))} à utiliser
        </Heading>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={POINTS_PATH}>Tout voir</RouterLink>
        </Link>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {shown.map((reward) => {
          const { name } = rewardByType(reward.type);
          const Icon = REWARD_ICONS[reward.type];
          const use = REWARD_USES[reward.type];
          return (
            <HStack as="li" key={reward.id} gap="3" p="2" rounded="lg" bg="accent.subtle" flexWrap="wrap" onKeyDown={onKeyDown(reward.id)}>
              <Box color="accent.fg" aria-hidden="true" flexShrink={0}>
                <Icon size={18} />
              </Box>
              <Stack gap="0" flex="1" minW="10rem">
                <Text fontWeight="semibold" fontSize="sm">
                  {name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {reward.origin === 'exchange' ? 'Récompense échangée contre tes points' : CREDIT_BADGES[reward.origin]}
                </Text>
              </Stack>
              <HStack gap="1" flexShrink={0}>
                <ButtonLink to={use.to} size="sm" variant="outline" colorPalette="brand" bg="bg.panel">
                  {use.label}
                </ButtonLink>
                <IconButton
                  ref={(element) => {
                    if (element) closeButtons.current.set(reward.id, element);
                    else closeButtons.current.delete(reward.id);
                  }}
                  aria-label={`Masquer ${name} de cette liste`}
                  size="sm"
                  variant="ghost"
                  onClick={() => dismiss(reward.id)}
                >
                  <X aria-hidden="true" />
                </IconButton>
              </HStack>
            </HStack>
          );
        })}
      </Stack>
      <Text id="rewards-to-use-hint" srOnly>
        Échap masque de cette liste la ligne où tu te trouves ; tu la retrouves sur la page de tes points.
      </Text>
    </Box>
  );
}
