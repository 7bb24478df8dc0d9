import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { MemberPage } from '../../../components/layout/MemberPage';
import { PageState } from '../../../components/ui/PageState';
import { usePointsOverview } from '../api/points';
import { ExchangeSection } from '../components/ExchangeSection';
import { LevelCard } from '../components/LevelCard';
import { MyRewards } from '../components/MyRewards';
import { PointsHistory } from '../components/PointsHistory';
import { WaysToEarn } from '../components/WaysToEarn';

const TITLE = 'Mes points & récompenses';
const LEAD = 'Chaque progrès avec ton chien te rapporte des points : échange-les contre un ticket ou une visio avec un éducateur.';

/** /membre/points (SPEC §2 Points): level card, my rewards, exchange, ways to earn and the history. */
export default function PointsPage() {
  const overview = usePointsOverview();

  if (overview.isPending) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="loading" label="Chargement de tes points…">
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              <Skeleton h="72" rounded="card" />
              <Skeleton h="72" rounded="card" />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} h="56" rounded="card" />
              ))}
            </SimpleGrid>
          </Stack>
        </PageState>
      </MemberPage>
    );
  }
  if (overview.isError) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState
          kind="error"
          message="Impossible de charger tes points. Réessaie dans un instant."
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      </MemberPage>
    );
  }

  const { total, level, history, challenge, validationsToday } = overview.data;
  return (
    <MemberPage title={TITLE} lead={LEAD}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <LevelCard total={total} level={level} />
        <MyRewards />
      </SimpleGrid>
      <ExchangeSection total={total} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <WaysToEarn challenge={challenge} validationsToday={validationsToday} />
        <PointsHistory history={history} />
      </SimpleGrid>
    </MemberPage>
  );
}
