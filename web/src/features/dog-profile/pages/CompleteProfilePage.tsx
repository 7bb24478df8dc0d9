import { useNavigate } from 'react-router-dom';
import {
  answersToMonthsForm,
  COMPLETE_PROFILE_FORM_STEPS,
  completeProfileFormSchema,
} from '../../../../../shared/schemas/dog-profile-forms';
import { completeProfileSavedToast, ERRORS } from '../../../../../shared/schemas/messages';
import { MemberPage } from '../../../components/layout/MemberPage';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { toaster } from '../../../components/ui/toaster';
import { useDogProfile } from '../../../lib/api';
import { useSaveDogProfile } from '../api/dog-profile';
import { ProfileStepForm } from '../components/ProfileStepForm';
import { fieldsOf, toFormValues } from '../form-values';
import { HUB_PATH } from '../paths';

const FIELDS = fieldsOf(COMPLETE_PROFILE_FORM_STEPS);

/** /profil-chien/complet: the complete profile in 7 steps, consent required at the last one (SPEC §2, §5). */
export default function CompleteProfilePage() {
  const navigate = useNavigate();
  const dogProfile = useDogProfile();
  const saveProfile = useSaveDogProfile();
  const total = COMPLETE_PROFILE_FORM_STEPS.length;

  if (dogProfile.isPending) return <PageSpinner />;
  const profile = dogProfile.data?.profile;

  return (
    <MemberPage
      maxW="3xl"
      eyebrow="Version complète · Premium et Expert+"
      title={profile?.nom ? `Le profil complet de ${profile.nom}` : 'Le profil complet de ton chien'}
      lead="Plus tu nous en dis, plus tes fiches et nos conseils collent à ton chien."
    >
      <ProfileStepForm
        label="Profil complet de ton chien"
        steps={COMPLETE_PROFILE_FORM_STEPS}
        defaultValues={toFormValues(FIELDS, profile ? answersToMonthsForm(profile) : {})}
        canSaveAt={(step) => step === total}
        saveLabel="Enregistrer mon profil complet"
        schemaAt={() => completeProfileFormSchema}
        onSave={async (values) => {
          try {
            const saved = await saveProfile.mutateAsync({ form: 'complete', profile: values });
            toaster.create({
              type: 'success',
              ...completeProfileSavedToast(saved.profile.profil_complet, saved.profile.completion_percentage),
            });
          } catch (error) {
            toaster.create({ type: 'error', ...ERRORS.profileSave });
            throw error;
          }
          navigate(HUB_PATH);
        }}
      />
    </MemberPage>
  );
}
