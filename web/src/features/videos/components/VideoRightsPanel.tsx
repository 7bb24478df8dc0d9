import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Clapperboard } from 'lucide-react';
import { formatEuros } from '../../../../../shared/domain/money';
import { PLANS } from '../../../../../shared/domain/plans';
import { pointsLabel } from '../../../../../shared/domain/points';
import { isShopProductId } from '../../../../../shared/domain/shop';
import { VIDEO_EXTRA, VIDEOS_PER_MONTH } from '../../../../../shared/domain/videos';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import type { VideoRightsView } from '../rights';

const EXTRA = VIDEO_EXTRA.name.toLowerCase();
/** The shop sells the extra video once it is one of its products; until then only points buy it. */
const SOLD_IN_SHOP = isShopProductId(VIDEO_EXTRA.rewardType);
const WAYS = SOLD_IN_SHOP
  ? `prends un ${EXTRA} à l’unité en boutique (${formatEuros(VIDEO_EXTRA.price)}) ou échange ${pointsLabel(VIDEO_EXTRA.pointsCost)} contre un ${EXTRA}`
  : `échange ${pointsLabel(VIDEO_EXTRA.pointsCost)} contre un ${EXTRA}`;

/**
 * What the member may send now (the server's `rights` of GET /videos), and without any right why and how to get one,
 * as the tickets page does: 'Passer à Premium' for the free plan, the extra video for points (and in the shop once
 * sold there) for a month's videos all sent.
 */
export function VideoRightsPanel({ view }: { view: VideoRightsView }) {
  const { blocked } = view;
  return (
    <Card as="section" aria-labelledby="video-rights-title" borderColor={blocked ? 'accent.muted' : 'border'}>
      <HStack align="flex-start" gap="4">
        <HStack justify="center" boxSize="11" rounded="xl" bg="accent.subtle" color="accent.fg" aria-hidden="true" flexShrink={0} hideBelow="sm">
          <Clapperboard size={22} />
        </HStack>
        <Stack gap="3" minW="0" flex="1">
          <Heading as="h2" id="video-rights-title" size="lg">
            {blocked === 'planRequired'
              ? `L’envoi de vidéos est inclus dans les plans ${PLANS.premium.name} et ${PLANS.expert.name}`
              : blocked === 'quotaExhausted'
                ? 'Plus de vidéo disponible ce mois-ci'
                : 'Tes vidéos disponibles'}
          </Heading>
          {view.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          {blocked === 'planRequired' && (
            <Text>
              Avec {PLANS.premium.name}, un éducateur commente {VIDEOS_PER_MONTH.premium} vidéos de ton chien chaque mois ({VIDEOS_PER_MONTH.expert} avec{' '}
              {PLANS.expert.name}). Tu peux aussi essayer une fois : {WAYS}.
            </Text>
          )}
          {blocked === 'quotaExhausted' && <Text>Tes vidéos reviennent le mois prochain. D’ici là, {WAYS}.</Text>}
          {blocked && (
            <HStack gap="3" flexWrap="wrap">
              {blocked === 'planRequired' && (
                <ButtonLink to="/offres" colorPalette="brand">
                  Passer à Premium
                </ButtonLink>
              )}
              {SOLD_IN_SHOP && (
                <ButtonLink to="/boutique" colorPalette="brand" variant={blocked === 'planRequired' ? 'outline' : 'solid'}>
                  Acheter un {EXTRA}
                </ButtonLink>
              )}
              <ButtonLink to="/membre/points" colorPalette="brand" variant={blocked === 'quotaExhausted' && !SOLD_IN_SHOP ? 'solid' : 'outline'}>
                Échanger mes points
              </ButtonLink>
            </HStack>
          )}
        </Stack>
      </HStack>
    </Card>
  );
}
