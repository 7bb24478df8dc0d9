import { Badge, Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { pointsLabel } from '../../../../../shared/domain/points';
import { REWARDS, canExchange, type Reward } from '../../../../../shared/domain/rewards';
import { REWARD_ICONS } from '../../../components/rewards/rewardVisuals';
import { Card } from '../../../components/ui/Card';
import { useExchangeReward } from '../api/points';
import { WAYS_TO_EARN_ANCHOR } from './WaysToEarn';

/**
 * Reward exchange (SPEC §2 Points, §5): each reward's cost and whether the balance covers it. A reward within reach
 * has 'Échanger'; one out of reach says 'Encore N pts' and leads to the ways to earn them instead (issue 23), so the
 * page never sends an exchange the balance it shows cannot pay. The server still decides on its own balance (another
 * tab may have spent points meanwhile) and refuses a short one with 'Pas assez de points !'.
 */
export function ExchangeSection({ total }: { total: number }) {
  const exchange = useExchangeReward();
  const pendingType = exchange.isPending ? exchange.variables.rewardType : null;
  return (
    <Stack as="section" aria-labelledby="exchange-title" gap="4">
      <Stack gap="1">
        <Heading as="h2" id="exchange-title" size="xl">
          Échanger mes points
        </Heading>
        <Text color="fg.muted">Tes points se transforment en accompagnement, sur n’importe quel plan.</Text>
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" m="0" p="0">
        {REWARDS.map((reward) => (
          <li key={reward.type}>
            <RewardOffer
              reward={reward}
              total={total}
              pending={pendingType === reward.type}
              // A new key per click: a retry of this click (mutation retry) sends the same one, a new click another.
              onExchange={() => exchange.mutate({ rewardType: reward.type, requestId: crypto.randomUUID() })}
            />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function RewardOffer({ reward, total, pending, onExchange }: { reward: Reward; total: number; pending: boolean; onExchange: () => void }) {
  const Icon = REWARD_ICONS[reward.type];
  const affordable = canExchange(total, reward.type);
  const missing = reward.pointsCost - Math.max(0, total);
  const titleId = `reward-offer-${reward.type}`;
  const statusId = `${titleId}-status`;
  return (
    <Card as="article" aria-labelledby={titleId} h="full" p="5" borderColor={affordable ? 'brand.muted' : 'border'}>
      <Stack gap="3" h="full">
        <HStack gap="3">
          <HStack justify="center" boxSize="10" flexShrink={0} rounded="xl" bg="accent.subtle" color="accent.fg" aria-hidden="true">
            <Icon size={20} />
          </HStack>
          <Stack gap="0">
            <Heading as="h3" id={titleId} size="md">
              {reward.name}
            </Heading>
            <Text fontWeight="semibold" color="brand.fg">
              {pointsLabel(reward.pointsCost)}
            </Text>
          </Stack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {reward.description}
        </Text>
        <Stack gap="3" mt="auto">
          {affordable ? (
            <>
              <Badge id={statusId} colorPalette="green" variant="subtle" alignSelf="flex-start">
                À ta portée
              </Badge>
              <Button colorPalette="brand" loading={pending} loadingText="Échange…" aria-describedby={statusId} onClick={onExchange}>
                Échanger
                <Text as="span" srOnly>
                  {` contre ${reward.name}`}
                </Text>
              </Button>
            </>
          ) : (
            <>
              <Text id={statusId} fontWeight="semibold">
                Encore {missing} pts
                <Text as="span" srOnly>
                  {` pour ${reward.name}`}
                </Text>
              </Text>
              <Link href={`#${WAYS_TO_EARN_ANCHOR}`} fontSize="sm" color="brand.fg" fontWeight="medium" aria-describedby={statusId}>
                Comment gagner {missing > 1 ? 'ces points' : 'ce point'}
              </Link>
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
