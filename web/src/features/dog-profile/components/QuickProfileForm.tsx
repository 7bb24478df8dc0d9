import { Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { DogProfile } from '../../../../../shared/schemas/dog-profile';
import {
  answersToMonthsForm,
  QUICK_PROFILE_FORM_STEPS,
  quickProfileFormSchema,
} from '../../../../../shared/schemas/dog-profile-forms';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { TextLink } from '../../../components/ui/TextLink';
import { toaster } from '../../../components/ui/toaster';
import { useSaveDogProfile } from '../api/dog-profile';
import { fieldsOf, toFormValues } from '../form-values';
import { COMPLETE_PATH } from '../paths';
import { ProfileStepForm } from './ProfileStepForm';

const FIELDS = fieldsOf(QUICK_PROFILE_FORM_STEPS);

/**
 * The quick profile (SPEC §2 Profile wizards: 6 steps, 'Débloquer mes fiches'); prefilled when editing.
 * Success leads to the recommendations.
 */
export function QuickProfileForm({ profile }: { profile?: DogProfile | undefined }) {
  const navigate = useNavigate();
  const saveProfile = useSaveDogProfile();
  const total = QUICK_PROFILE_FORM_STEPS.length;

  return (
    <ProfileStepForm
      label="Profil rapide de ton chien"
      steps={QUICK_PROFILE_FORM_STEPS}
      defaultValues={toFormValues(FIELDS, profile ? answersToMonthsForm(profile) : {})}
      canSaveAt={(step) => step === total}
      saveLabel="Débloquer mes fiches"
      schemaAt={() => quickProfileFormSchema}
      onSave={async (values) => {
        try {
          await saveProfile.mutateAsync({ form: 'quick', profile: values });
        } catch (error) {
          toaster.create({ type: 'error', ...ERRORS.profileSave });
          throw error;
        }
        toaster.create({ type: 'success', ...(profile ? { title: SUCCESS.profileUpdated } : SUCCESS.profileCreated) });
        navigate('/membre/recommandations');
      }}
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
