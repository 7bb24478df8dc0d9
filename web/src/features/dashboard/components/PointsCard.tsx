import { Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import type { Me } from '../../../../../shared/contract/schemas';
import { pointsLabel } from '../../../../../shared/domain/points';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { DashboardCard } from './DashboardCard';

/** Points summary: the balance and a way to the points page. */
export function PointsCard({ points }: { points: Me['points'] }) {
  return (
    <DashboardCard
      titleId="points-card-title"
      eyebrow="Mes points"
      title={pointsLabel(points.total)}
      icon={{ Icon: Trophy, palette: 'accent' }}
    >
      <Text color="fg.muted">Valide des fiches pour gagner des points et les échanger contre des tickets ou une visio.</Text>
      <ButtonLink to="/membre/points" mt="auto" alignSelf="flex-start" variant="outline" colorPalette="brand">
        Mes points & récompenses
      </ButtonLink>
    </DashboardCard>
  );
}
