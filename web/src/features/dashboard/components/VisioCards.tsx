import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Gift, Video } from 'lucide-react';
import type { Me } from '../../../../../shared/contract/schemas';
import { formatEuros } from '../../../../../shared/domain/money';
import { REWARDS } from '../../../../../shared/domain/rewards';
import { CREDIT_VISIO, VISIO_PRICES } from '../../../../../shared/domain/visios';
import { pointsLabel } from '../../../../../shared/domain/points';
import { BlockSkeleton } from '../../../components/ui/BlockSkeleton';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { formatDateTime } from '../../../lib/dates';
import { visiosQuery } from '../../../lib/api';
import { DashboardCard } from './DashboardCard';

const VISIOS_PATH = '/membre/visios';

/**
 * The expert visio card (SPEC §2 Dashboard): the next session booked; for Expert+, whether the visio of the month is
 * still to book; otherwise what a visio costs and that Expert+ includes one each month.
 */
export function ExpertVisioCard({ subscription }: { subscription: Me['subscription'] }) {
  const visios = useQuery(visiosQuery());
  if (visios.isPending) return <BlockSkeleton h="48" />;
  if (visios.isError) return null;
  const next = visios.data.upcoming[0];
  const expert = subscription.type === 'expert';
  return (
    <DashboardCard titleId="expert-visio-title" eyebrow="Visios" title="Ma visio avec un éducateur" icon={{ Icon: Video, palette: 'brand' }}>
      <Stack gap="2">
        {next && (
          <Text>
            Prochaine visio : <strong>le {formatDateTime(next.start)}</strong> avec {next.educator.name} ({next.durationMinutes} min).
          </Text>
        )}
        {expert ? (
          <Text color="fg.muted">
            {subscription.visiosRemaining > 0
              ? `Ta ${CREDIT_VISIO.name.toLowerCase()} Expert+ de ${CREDIT_VISIO.durationMinutes} minutes de ce mois-ci est à réserver : elle est incluse.`
              : 'Ta visio Expert+ de ce mois-ci est utilisée : la prochaine arrive le mois prochain.'}
          </Text>
        ) : (
          <Text color="fg.muted">
            Une {CREDIT_VISIO.name.toLowerCase()} de {CREDIT_VISIO.durationMinutes} minutes coûte {formatEuros(VISIO_PRICES[30])} ; le plan Expert+ en inclut une chaque mois.
          </Text>
        )}
      </Stack>
      <ButtonLink to={VISIOS_PATH} mt="auto" alignSelf="flex-start" colorPalette="brand" variant={expert && subscription.visiosRemaining > 0 ? 'solid' : 'outline'}>
        {expert && subscription.visiosRemaining > 0 ? 'Réserver ma visio du mois' : 'Mes visios'}
      </ButtonLink>
    </DashboardCard>
  );
}

/** The bonus-visio card (SPEC §2 Dashboard): the bonus visios and free-visio rewards held, or how to get one. */
export function BonusVisioCard() {
  const visios = useQuery(visiosQuery());
  if (visios.isPending) return <BlockSkeleton h="48" />;
  if (visios.isError) return null;
  const { visiosBonus, freeVisioRewards } = visios.data.credits;
  const held = visiosBonus + freeVisioRewards;
  const freeVisio = REWARDS.find((reward) => reward.type === 'visio_gratuite');
  return (
    <DashboardCard titleId="bonus-visio-title" eyebrow="Visios" title="Mes crédits visio" icon={{ Icon: Gift, palette: 'accent' }}>
      {held > 0 ? (
        <Text>
          {held} {(held > 1 ? CREDIT_VISIO.pluralName : CREDIT_VISIO.name).toLowerCase()} de {CREDIT_VISIO.durationMinutes} minutes à réserver quand tu veux
          {visiosBonus > 0 && freeVisioRewards > 0 ? ` (${visiosBonus} achetée${visiosBonus > 1 ? 's' : ''} en boutique, ${freeVisioRewards} offerte${freeVisioRewards > 1 ? 's' : ''} contre tes points)` : ''} : {held > 1 ? 'elles n’expirent pas' : 'elle n’expire pas'}.
        </Text>
      ) : (
        <Text color="fg.muted">
          Pas de crédit visio pour l’instant : échange {pointsLabel(freeVisio?.pointsCost ?? 100)} contre une {CREDIT_VISIO.name.toLowerCase()} offerte, ou achète-la{' '}
          {formatEuros(CREDIT_VISIO.priceCents)} dans la boutique.
        </Text>
      )}
      <ButtonLink to={held > 0 ? VISIOS_PATH : '/boutique'} mt="auto" alignSelf="flex-start" variant="outline" colorPalette="accent">
        {held > 0 ? `Réserver ma ${CREDIT_VISIO.name.toLowerCase()}` : 'Voir la boutique'}
      </ButtonLink>
    </DashboardCard>
  );
}
