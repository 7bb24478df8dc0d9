import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Ticket } from 'lucide-react';
import { PLANS } from '../../../../../shared/domain/plans';
import { REWARDS } from '../../../../../shared/domain/rewards';
import { SHOP_PRODUCTS } from '../../../../../shared/domain/shop';
import { formatEuros } from '../../../../../shared/domain/money';
import { pointsLabel } from '../../../../../shared/domain/points';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import type { TicketRightsView } from '../rights';

const standardTicketReward = REWARDS.find((reward) => reward.type === 'ticket_standard');
const SHOP_LINE = `un ticket à l’unité en boutique (${formatEuros(SHOP_PRODUCTS.ticket_standard.price)}, il n’expire jamais)`;
const POINTS_LINE = standardTicketReward ? `${pointsLabel(standardTicketReward.pointsCost)} contre un ticket` : 'tes points contre un ticket';

/**
 * What the member may open now (the server's `rights`): the plan's tickets and the credits held; without any right,
 * why, and the ways to get one: 'Passer à Premium' for the free plan (SPEC §2 Tickets), the shop and the points.
 */
export function TicketRightsPanel({ view }: { view: TicketRightsView }) {
  const blocked = view.blocked;
  return (
    <Card as="section" aria-labelledby="ticket-rights-title" borderColor={blocked ? 'accent.muted' : 'border'}>
      <HStack align="flex-start" gap="4">
        <HStack justify="center" boxSize="11" rounded="xl" bg="accent.subtle" color="accent.fg" aria-hidden="true" flexShrink={0} hideBelow="sm">
          <Ticket size={22} />
        </HStack>
        <Stack gap="3" minW="0" flex="1">
          <Heading as="h2" id="ticket-rights-title" size="lg">
            {blocked === 'planRequired'
              ? `Les tickets sont réservés aux plans ${PLANS.premium.name} et ${PLANS.expert.name}`
              : blocked === 'quotaExhausted'
                ? 'Plus de ticket disponible ce mois-ci'
                : 'Tes tickets disponibles'}
          </Heading>
          {view.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          {blocked === 'planRequired' && (
            <Text>
              Passe à {PLANS.premium.name} pour poser tes questions à un éducateur chaque mois, ou prends {SHOP_LINE}, ou échange{' '}
              {POINTS_LINE}.
            </Text>
          )}
          {blocked === 'quotaExhausted' && (
            <Text>
              Tes tickets reviennent le mois prochain. D’ici là, prends {SHOP_LINE} ou échange {POINTS_LINE}.
            </Text>
          )}
          {blocked && (
            <HStack gap="3" flexWrap="wrap">
              {blocked === 'planRequired' && (
                <ButtonLink to="/offres" colorPalette="brand">
                  Passer à Premium
                </ButtonLink>
              )}
              <ButtonLink to="/boutique" colorPalette="brand" variant={blocked === 'planRequired' ? 'outline' : 'solid'}>
                Acheter un ticket
              </ButtonLink>
              <ButtonLink to="/membre/points" colorPalette="brand" variant="outline">
                Échanger mes points
              </ButtonLink>
            </HStack>
          )}
        </Stack>
      </HStack>
    </Card>
  );
}
