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
import { SAVE_OUTCOMES, useAddDogSave, useProfileSave } from '../save-flow';
import { ProfileStepForm } from './ProfileStepForm';

const FIELDS = fieldsOf(QUICK_PROFILE_FORM_STEPS);

/**
 * The quick profile (SPEC §2 Profile wizards: 6 steps, 'Débloquer mes fiches'); prefilled when editing.
 * `newDog`: 'Ajouter un chien' (issue 25), the same questions for another dog, created by `POST /dogs`.
 * Success leads to the recommendations.
 */
export function QuickProfileForm({ data, newDog = false }: { data: DogProfileResponse | null; newDog?: boolean }) {
  const update = useProfileSave(data, SAVE_OUTCOMES.quick);
  const add = useAddDogSave();
  const save = newDog ? add : update;
  const total = QUICK_PROFILE_FORM_STEPS.length;

  return (
    <ProfileStepForm
      label={newDog ? 'Profil rapide du nouveau chien' : 'Profil rapide de ton chien'}
      steps={QUICK_PROFILE_FORM_STEPS}
      defaultValues={toFormValues(FIELDS, data ? answersToMonthsForm(data.profile) : {})}
      canSaveAt={(step) => step === total}
      saveLabel={newDog ? 'Ajouter ce chien' : 'Débloquer mes fiches'}
      schemaAt={() => quickProfileFormSchema}
      onSave={(profile) => save({ form: 'quick', profile })}
      extra={(step) =>
        step === total &&
        !newDog && (
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
