import { Text } from '@chakra-ui/react';
import type { DogProfileResponse } from '../../../../../shared/contract/dog-profile-schemas';
import {
  answersToMonthsForm,
  QUICK_PROFILE_FORM_STEPS,
  quickProfileFormSchema,
} from '../../../../../shared/schemas/dog-profile-forms';
import { TextLink } from '../../../components/ui/TextLink';
import { fieldsOf, toFormValues } from '../form-values';
import { COMPLETE_PATH } from '../paths';
import { SAVE_OUTCOMES, useProfileSave } from '../save-flow';
import { ProfileStepForm } from './ProfileStepForm';

const FIELDS = fieldsOf(QUICK_PROFILE_FORM_STEPS);

/**
 * The quick profile (SPEC §2 Profile wizards: 6 steps, 'Débloquer mes fiches'); prefilled when editing.
 * Success leads to the recommendations.
 */
export function QuickProfileForm({ data }: { data: DogProfileResponse | null }) {
  const save = useProfileSave(data, SAVE_OUTCOMES.quick);
  const total = QUICK_PROFILE_FORM_STEPS.length;

  return (
    <ProfileStepForm
      label="Profil rapide de ton chien"
      steps={QUICK_PROFILE_FORM_STEPS}
      defaultValues={toFormValues(FIELDS, data ? answersToMonthsForm(data.profile) : {})}
      canSaveAt={(step) => step === total}
      saveLabel="Débloquer mes fiches"
      schemaAt={() => quickProfileFormSchema}
      onSave={(profile) => save({ form: 'quick', profile })}
      extra={(step) =>
        step === total && (
          <Text fontSize="sm" color="fg.muted">
            Tu veux des conseils encore plus précis ?{' '}
            <TextLink to={COMPLETE_PATH} color="brand.fg">
              Compléter mon profil plus tard
            </TextLink>
          </Text>
        )
      }
    />
  );
}
