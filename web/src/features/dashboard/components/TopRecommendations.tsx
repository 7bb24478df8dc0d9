import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { FICHE_CATEGORY_LABELS } from '../../../../../shared/domain/fiche-vocabulary';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { TextLink } from '../../../components/ui/TextLink';
import { useRecommendations } from '../../../lib/api';
import { DashboardCard } from './DashboardCard';

/** The top 3 recommended fiches (SPEC §2 Dashboard, §9). Hidden on load error and without a dog profile. */
export function TopRecommendations() {
  const recommendations = useRecommendations();
  if (recommendations.isPending) return <Skeleton h="64" rounded="card" />;
  if (recommendations.isError || !recommendations.data.profile) return null;
  const top = recommendations.data.fiches.slice(0, DISPLAY_LIMITS.dashboardRecommendedFiches);

  return (
    <DashboardCard titleId="top-fiches-title" title={`Recommandées pour ${recommendations.data.profile.nom ?? 'ton chien'}`}>
      {top.length === 0 ? (
        <Text color="fg.muted">Complète son profil pour recevoir des fiches sur mesure.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {top.map((fiche) => (
            <HStack as="li" key={fiche.id} justify="space-between" gap="3" p="3" rounded="lg" bg="bg.muted">
              <Stack gap="0.5" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Badge colorPalette="brand" variant="subtle">
                    {FICHE_CATEGORY_LABELS[fiche.category]}
                  </Badge>
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {fiche.durationMinutes} min · +{fiche.pointsReward} pts
                  </Text>
                </HStack>
                {fiche.lock ? (
                  <Text fontWeight="semibold" display="flex" alignItems="center" gap="1.5">
                    {fiche.title}
                    <Lock aria-hidden="true" size={14} />
                    <Text as="span" srOnly>
                      ({fiche.lock.reason})
                    </Text>
                  </Text>
                ) : (
                  <TextLink to={`/membre/fiche/${encodeURIComponent(fiche.id)}`} fontWeight="semibold" variant="plain" color="fg">
                    {fiche.title}
                  </TextLink>
                )}
              </Stack>
            </HStack>
          ))}
        </Stack>
      )}
      <ButtonLink to="/membre/recommandations" mt="auto" alignSelf="flex-start" variant="outline" colorPalette="brand">
        Toutes mes recommandations
      </ButtonLink>
    </DashboardCard>
  );
}
