import type { DogProfileResponse } from '../../../../../shared/contract/dog-profile-schemas';
import {
  answersToMonthsForm,
  COMPLETE_PROFILE_FORM_STEPS,
  completeProfileFormSchema,
} from '../../../../../shared/schemas/dog-profile-forms';
import { ProfileFormPage } from '../components/ProfileFormPage';
import { ProfileStepForm } from '../components/ProfileStepForm';
import { fieldsOf, toFormValues } from '../form-values';
import { SAVE_OUTCOMES, useProfileSave } from '../save-flow';

const FIELDS = fieldsOf(COMPLETE_PROFILE_FORM_STEPS);

/**
 * /profil-chien/complet: the complete profile in 7 steps, consent required at the last one (SPEC §2, §5). Every plan
 * may fill it (no entitlement restricts it, the server takes it from anyone): the header names no plan (issue 22).
 */
export default function CompleteProfilePage() {
  return (
    <ProfileFormPage
      eyebrow="Version complète · 7 étapes"
      title={(nom) => (nom ? `Le profil complet de ${nom}` : 'Le profil complet de ton chien')}
      lead="Plus tu nous en dis, plus tes fiches et nos conseils collent à ton chien."
      form={(data) => <CompleteProfileForm data={data} />}
    />
  );
}

function CompleteProfileForm({ data }: { data: DogProfileResponse | null }) {
  const save = useProfileSave(data, SAVE_OUTCOMES.complete);
  return (
    <ProfileStepForm
      label="Profil complet de ton chien"
      steps={COMPLETE_PROFILE_FORM_STEPS}
      defaultValues={toFormValues(FIELDS, data ? answersToMonthsForm(data.profile) : {})}
      canSaveAt={(step) => step === COMPLETE_PROFILE_FORM_STEPS.length}
      saveLabel="Enregistrer mon profil complet"
      schemaAt={() => completeProfileFormSchema}
      onSave={(profile) => save({ form: 'complete', profile })}
    />
  );
}
