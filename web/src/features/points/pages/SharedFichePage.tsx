import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock, PawPrint, Target } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { FICHE_CATEGORIES, FICHE_CATEGORY_LABELS, type FicheCategory } from '../../../../../shared/domain/fiche-vocabulary';
import { Main } from '../../../components/layout/Main';
import { CtaBand } from '../../../components/marketing/CtaBand';
import { PageContainer } from '../../../components/marketing/PageContainer';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { PageState } from '../../../components/ui/PageState';
import { isApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useCountShareVisit, useSharedFiche } from '../api/shares';

const isCategory = (value: string): value is FicheCategory => (FICHE_CATEGORIES as readonly string[]).includes(value);
/** The API types the shared fiche's category as a string: a category outside the vocabulary reads as written. */
const categoryLabel = (category: string) => (isCategory(category) ? FICHE_CATEGORY_LABELS[category] : category);

/**
 * /partage/:token: a fiche a member shared (issue 10's verified share). A visitor sees its teaser, never its content,
 * and an invitation to join; the visit is counted once by this page's script.
 */
export default function SharedFichePage() {
  const { token = '' } = useParams();
  const shared = useSharedFiche(token);
  const signedIn = useAuth().state.status === 'signedIn';
  useCountShareVisit(token, shared.isSuccess);

  if (shared.isPending) return <PageSpinner fill label="Chargement de la fiche partagée…" />;
  if (shared.isError) {
    const gone = isApiError(shared.error) && (shared.error.status === 404 || shared.error.status === 400);
    return (
      <Main>
        <PageHeader
          eyebrow="Fiche partagée"
          title={gone ? 'Ce lien de partage n’est plus valable' : 'Fiche indisponible pour le moment'}
          lead={gone ? 'La fiche a peut-être été retirée, ou le lien est incomplet. Les autres fiches de la meute t’attendent.' : 'Impossible de charger la fiche. Réessaie dans un instant.'}
        >
          {gone ? (
            <ButtonLink to="/decouvrir" colorPalette="brand">
              Découvrir La Meute
            </ButtonLink>
          ) : (
            <PageState kind="error" message="La fiche n’a pas pu être chargée." onRetry={() => void shared.refetch()} retrying={shared.isFetching}>
              <ButtonLink to="/decouvrir" size="sm" colorPalette="brand" variant="outline">
                Découvrir La Meute
              </ButtonLink>
            </PageState>
          )}
        </PageHeader>
      </Main>
    );
  }

  const { sharedBy, fiche } = shared.data;
  return (
    <Main>
      <PageHeader
        eyebrow={`Partagée par ${sharedBy}`}
        title={fiche.title}
        lead={`${sharedBy} a réussi cette fiche avec son chien et pense qu’elle peut t’aider aussi.`}
      />
      <PageContainer>
        <Card as="section" aria-labelledby="shared-fiche-title" maxW="3xl" mx="auto">
          <Stack gap="4">
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette="brand" variant="subtle">
                {categoryLabel(fiche.category)}
              </Badge>
              {fiche.durationMinutes !== null && (
                <Badge variant="outline">
                  <Clock size={12} aria-hidden="true" /> {fiche.durationMinutes} min par séance
                </Badge>
              )}
            </HStack>
            <Heading as="h2" id="shared-fiche-title" size="lg">
              <HStack as="span" gap="2">
                <Target size={20} aria-hidden="true" /> L’objectif de la fiche
              </HStack>
            </Heading>
            <Text fontSize="lg">{fiche.objective}</Text>
            <Text color="fg.muted">
              Les étapes détaillées, le matériel et les erreurs à éviter sont réservés aux membres : crée ton compte pour
              les découvrir et suivre tes progrès.
            </Text>
            {signedIn && (
              <ButtonLink to={`/membre/fiche/${encodeURIComponent(fiche.id)}`} colorPalette="brand" alignSelf="flex-start">
                Ouvrir la fiche
              </ButtonLink>
            )}
          </Stack>
        </Card>
      </PageContainer>
      {!signedIn && (
        <CtaBand
          title="Rejoins la meute"
          text="Le profil de ton chien en deux minutes, des fiches choisies pour lui, des éducateurs pour répondre à tes questions. C’est gratuit pour commencer."
        >
          <ButtonLink to="/auth?tab=signup" colorPalette="accent" size="lg">
            <PawPrint aria-hidden="true" /> Commencer gratuitement
          </ButtonLink>
          <ButtonLink to="/offres" variant="outline" size="lg" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            Découvrir nos offres
          </ButtonLink>
        </CtaBand>
      )}
    </Main>
  );
}
