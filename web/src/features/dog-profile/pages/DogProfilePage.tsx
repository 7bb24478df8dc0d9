import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { useDogProfile } from '../../../lib/api';
import { DogProfileHub } from '../components/DogProfileHub';
import { QuickProfileForm } from '../components/QuickProfileForm';
import { EDIT_QUERY_FLAG } from '../paths';

/**
 * /profil-chien: the quick profile for a member without one (SPEC §2 route list), the hub once it exists;
 * /profil-chien?modifier=1 opens the quick form on the existing profile. A load error is treated as no
 * profile yet (SPEC §8: profile load errors are ignored).
 */
export default function DogProfilePage() {
  const dogProfile = useDogProfile();
  const [search] = useSearchParams();
  if (dogProfile.isPending) return <PageSpinner />;
  const data = dogProfile.data ?? null;

  if (data && !search.has(EDIT_QUERY_FLAG)) return <DogProfileHub data={data} />;
  return (
    <MemberPage
      maxW="3xl"
      eyebrow="Version rapide - 2 min"
      title={data?.profile.nom ? `Modifier le profil de ${data.profile.nom}` : 'Parle-nous de ton chien'}
      lead="Six questions rapides pour débloquer des fiches adaptées à ton chien."
    >
      <QuickProfileForm data={data} />
    </MemberPage>
  );
}
