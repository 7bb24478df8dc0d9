import { Fragment, type ReactNode } from 'react';
import type { DogProfileResponse } from '../../../../../shared/contract/dog-profile-schemas';
import { MemberPage } from '../../../components/layout/MemberPage';
import { PageLoading } from '../../../components/ui/PageState';
import { useDogProfile } from '../../../lib/api';
import { useCurrentDog } from '../../../lib/current-dog';

export interface ProfileFormPageProps {
  eyebrow: string;
  /** The page's title, naming the dog once it has a name. */
  title: (nom: string | null | undefined) => string;
  lead: string;
  /** The form, mounted once the stored profile (or its absence) is known, so it saves from the revision it shows. */
  form: (data: DogProfileResponse | null) => ReactNode;
}

/** A page holding one of the profile forms (/profil-chien/complet, /profil-chien/simple). */
export function ProfileFormPage({ eyebrow, title, lead, form }: ProfileFormPageProps) {
  const dogProfile = useDogProfile();
  const { dogId } = useCurrentDog();
  if (dogProfile.isPending) return <PageLoading label="Chargement du profil de ton chien…" />;
  const data = dogProfile.data ?? null;
  return (
    <MemberPage maxW="3xl" eyebrow={eyebrow} title={title(data?.profile.nom)} lead={lead}>
      {/* Another dog chosen in the header starts the form afresh, on that dog's profile. */}
      <Fragment key={dogId}>{form(data)}</Fragment>
    </MemberPage>
  );
}
