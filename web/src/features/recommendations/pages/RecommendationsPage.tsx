import { Alert, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Dog, Trophy } from 'lucide-react';
import type { Recommendations } from '../../../../../shared/contract/dog-profile-schemas';
import { BEHAVIOUR_TAGS } from '../../../../../shared/domain/behaviour-tags';
import { COMPLETION_STATUS_LABELS, completionStatus } from '../../../../../shared/domain/dog-profile/completion';
import { levelProgress } from '../../../../../shared/domain/levels';
import { EDUCATOR_ALERT_TITLE } from '../../../../../shared/domain/tag-derivation';
import { pointsLabel } from '../../../../../shared/domain/points';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageState } from '../../../components/ui/PageState';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { TextLink } from '../../../components/ui/TextLink';
import { useRecommendations } from '../../../lib/api';
import { BehaviourTagPanel } from '../components/BehaviourTagPanel';
import { PagedCarousel } from '../components/PagedCarousel';
import { RecommendationCard } from '../components/RecommendationCard';

const TITLE = 'Mes recommandations';

/** /membre/recommandations (SPEC §2 Recommendations). */
export default function RecommendationsPage() {
  const recommendations = useRecommendations();

  if (recommendations.isPending) {
    return (
      <MemberPage title={TITLE}>
        <PageState kind="loading" label="Chargement de tes recommandations…">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h="48" rounded="card" />
            ))}
          </SimpleGrid>
        </PageState>
      </MemberPage>
    );
  }
  if (recommendations.isError) {
    return (
      <MemberPage title={TITLE}>
        <PageState
          kind="error"
          message="Impossible de charger tes recommandations. Réessaie dans un instant."
          onRetry={() => void recommendations.refetch()}
          retrying={recommendations.isFetching}
        />
      </MemberPage>
    );
  }
  const data = recommendations.data;
  if (!data.profile) return <NoProfile />;
  return <WithProfile data={data} profile={data.profile} />;
}

function NoProfile() {
  return (
    <MemberPage title={TITLE}>
      <Card textAlign="center">
        <Stack gap="4" align="center" py="6">
          <HStack justify="center" boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" aria-hidden="true">
            <Dog size={28} />
          </HStack>
          <Heading as="h2" size="xl">
            Parle-nous de ton chien
          </Heading>
          <Text color="fg.muted" maxW="md">
            Deux minutes de questions, et nous te proposons les fiches qui lui correspondent vraiment.
          </Text>
          <ButtonLink to="/profil-chien" colorPalette="brand" size="lg">
            Créer le profil de mon chien
          </ButtonLink>
        </Stack>
      </Card>
    </MemberPage>
  );
}

function WithProfile({ data, profile }: { data: Recommendations; profile: NonNullable<Recommendations['profile']> }) {
  const progress = levelProgress(data.points.total);
  const status = completionStatus(profile);
  return (
    <MemberPage
      title={TITLE}
      lead={profile.nom ? `Les fiches choisies pour ${profile.nom}, d’après son profil.` : 'Les fiches choisies pour ton chien, d’après son profil.'}
    >
      {data.ticketAlert && (
        <Alert.Root status="warning" rounded="card" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{EDUCATOR_ALERT_TITLE}</Alert.Title>
            <Alert.Description>
              Le profil de ton chien mentionne {data.ticketAlertTags.map((tag) => BEHAVIOUR_TAGS[tag].toLowerCase()).join(', ')} : un
              éducateur peut t’aider à avancer en sécurité. <TextLink to="/membre/tickets">Ouvrir un ticket</TextLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '4', md: '5' }}>
        <Card as="section" aria-labelledby="points-widget-title">
          <Stack gap="3">
            <HStack gap="2" color="accent.fg">
              <Trophy aria-hidden="true" size={20} />
              <Heading as="h2" id="points-widget-title" size="lg" color="fg">
                {pointsLabel(data.points.total)}
              </Heading>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Niveau {progress.level.label}
              {progress.next ? ` · encore ${progress.next.pointsToGo} pts pour ${progress.next.level.label}` : ''}
            </Text>
            <ProgressBar value={progress.percent} colorPalette="accent" label={`Progression du niveau : ${progress.percent} %`} />
            <TextLink to="/membre/points" fontSize="sm">
              Mes points & récompenses
            </TextLink>
          </Stack>
        </Card>

        <BehaviourTagPanel tags={data.tags} />

        <Card as="section" aria-labelledby="completion-title">
          <Stack gap="3">
            <Heading as="h2" id="completion-title" size="lg">
              Profil de {profile.nom ?? 'ton chien'}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {COMPLETION_STATUS_LABELS[status]} · {profile.completion_percentage} % complété
            </Text>
            <ProgressBar value={profile.completion_percentage} label={`Profil complété à ${profile.completion_percentage} %`} />
            <ButtonLink to="/profil-chien" variant="outline" size="sm" alignSelf="flex-start">
              Compléter le profil
            </ButtonLink>
          </Stack>
        </Card>
      </SimpleGrid>

      <Stack as="section" aria-labelledby="carousel-title" gap="4">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" id="carousel-title" size="xl">
            Tes fiches recommandées
          </Heading>
          <TextLink to="/membre/fiches" display="inline-flex" alignItems="center" gap="1">
            Voir toutes les fiches disponibles <ArrowRight aria-hidden="true" size={16} />
          </TextLink>
        </HStack>
        {data.fiches.length === 0 ? (
          <Text color="fg.muted">
            Aucune fiche ne ressort encore pour ce profil : complète-le ou parcours toute la bibliothèque.
          </Text>
        ) : (
          <PagedCarousel label="Fiches recommandées" items={data.fiches} itemKey={(fiche) => fiche.id} renderItem={(fiche) => <RecommendationCard fiche={fiche} />} />
        )}
      </Stack>
    </MemberPage>
  );
}
