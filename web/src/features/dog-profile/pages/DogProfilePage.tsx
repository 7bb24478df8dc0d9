import { Alert, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageLoading } from '../../../components/ui/PageState';
import { useDogProfile } from '../../../lib/api';
import { useCurrentDog } from '../../../lib/current-dog';
import { DogProfileHub } from '../components/DogProfileHub';
import { QuickProfileForm } from '../components/QuickProfileForm';
import { EDIT_QUERY_FLAG, NEW_DOG_QUERY_FLAG } from '../paths';

/**
 * /profil-chien: the quick profile for a member without one (SPEC §2 route list), the hub of the current dog once it
 * exists; /profil-chien?modifier=1 opens the quick form on its profile, /profil-chien?nouveau=1 the quick form for
 * another dog ('Ajouter un chien', issue 25). A load error is treated as no profile yet (SPEC §8: profile load
 * errors are ignored).
 */
export default function DogProfilePage() {
  const dogProfile = useDogProfile();
  const { dogId } = useCurrentDog();
  const [search] = useSearchParams();
  if (search.has(NEW_DOG_QUERY_FLAG)) return <NewDogPage />;
  if (dogProfile.isPending) return <PageLoading label="Chargement du profil de ton chien…" />;
  const data = dogProfile.data ?? null;

  if (data && !search.has(EDIT_QUERY_FLAG)) return <DogProfileHub data={data} />;
  return (
    <MemberPage
      maxW="3xl"
      eyebrow="Version rapide - 2 min"
      title={data?.profile.nom ? `Modifier le profil de ${data.profile.nom}` : 'Parle-nous de ton chien'}
      lead="Six questions rapides pour débloquer des fiches adaptées à ton chien."
    >
      <QuickProfileForm key={dogId} data={data} />
    </MemberPage>
  );
}

/**
 * 'Ajouter un chien' (issue 25): the quick form for a new dog while the plan allows one more; past its limit, why
 * not (shared/domain/dogs.ts, as GET /dogs says it) and the way to the plans.
 */
function NewDogPage() {
  const { list } = useCurrentDog();
  if (!list) return <PageLoading label="Chargement de tes chiens…" />;
  const title = 'Ajouter un chien';
  if (!list.canAdd) {
    return (
      <MemberPage maxW="3xl" title={title}>
        <Alert.Root status="info" rounded="card">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Tu as atteint le nombre de chiens de ton offre</Alert.Title>
            <Alert.Description>{list.limitMessage}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <ButtonLink to="/offres" colorPalette="brand">
            Voir les offres
          </ButtonLink>
          <ButtonLink to="/membre/dashboard" variant="outline">
            Retour au tableau de bord
          </ButtonLink>
        </Stack>
      </MemberPage>
    );
  }
  return (
    <MemberPage
      maxW="3xl"
      eyebrow="Version rapide - 2 min"
      title={title}
      lead="Six questions rapides sur ce chien : ses fiches, ses séances et sa progression seront les siennes."
    >
      <QuickProfileForm data={null} newDog />
    </MemberPage>
  );
}
