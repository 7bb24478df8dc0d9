import { Alert, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Gift } from 'lucide-react';
import { pointsLabel } from '../../../../../shared/domain/points';
import { REWARDS } from '../../../../../shared/domain/rewards';
import { RewardListItem } from '../../../components/rewards/RewardListItem';
import { Card } from '../../../components/ui/Card';
import { useRewards } from '../api/points';

const cheapest = REWARDS[0]!;

/**
 * The member's unused rewards and credits, newest first (used ones are never shown, SPEC §4), each with the link to
 * where it is spent: the points page's place for what the member holds (issue 23: no floating panel over the page).
 */
export function MyRewards() {
  const rewards = useRewards();
  return (
    <Card as="section" aria-labelledby="my-rewards-title" id="mes-recompenses">
      <Stack gap="4">
        <Heading as="h2" id="my-rewards-title" size="xl">
          Mes récompenses et crédits
        </Heading>
        {rewards.isPending && (
          <Stack gap="3" aria-busy="true">
            <Text srOnly>Chargement de tes récompenses et crédits…</Text>
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        )}
        {rewards.isError && (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>Impossible de charger tes récompenses et crédits. Réessaie dans un instant.</Alert.Title>
          </Alert.Root>
        )}
        {rewards.data &&
          (rewards.data.rewards.length === 0 ? (
            <Stack gap="2" align="center" textAlign="center" py="4" color="fg.muted">
              <Gift size={28} aria-hidden="true" />
              <Text>
                Rien à utiliser pour l’instant. Dès {pointsLabel(cheapest.pointsCost)}, échange-les contre un {cheapest.name.toLowerCase()}.
              </Text>
            </Stack>
          ) : (
            <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
              {rewards.data.rewards.map((reward) => (
                <RewardListItem key={reward.id} reward={reward} showDescription showUse />
              ))}
            </Stack>
          ))}
      </Stack>
    </Card>
  );
}
