import { Stack, Text } from '@chakra-ui/react';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { BlockSkeleton } from '../../../components/ui/BlockSkeleton';
import { FicheCard } from '../../../components/fiche/FicheCard';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useRecommendations } from '../../../lib/api';
import { DashboardCard } from './DashboardCard';

/** The top 3 recommended fiches (SPEC §2 Dashboard, §9). Hidden on load error and without a dog profile. */
export function TopRecommendations() {
  const recommendations = useRecommendations();
  if (recommendations.isPending) return <BlockSkeleton h="64" />;
  if (recommendations.isError || !recommendations.data.profile) return null;
  const top = recommendations.data.fiches.slice(0, DISPLAY_LIMITS.dashboardRecommendedFiches);

  return (
    <DashboardCard titleId="top-fiches-title" title={`Recommandées pour ${recommendations.data.profile.nom ?? 'ton chien'}`}>
      {top.length === 0 ? (
        <Text color="fg.muted">Complète son profil pour recevoir des fiches sur mesure.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {top.map((fiche) => (
            <li key={fiche.id}>
              <FicheCard fiche={fiche} headingLevel="h3" size="sm" />
            </li>
          ))}
        </Stack>
      )}
      <ButtonLink to="/membre/recommandations" mt="auto" alignSelf="flex-start" variant="outline" colorPalette="brand">
        Toutes mes recommandations
      </ButtonLink>
    </DashboardCard>
  );
}
