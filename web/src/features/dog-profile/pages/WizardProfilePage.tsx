import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { DogProfileResponse } from '../../../../../shared/contract/dog-profile-schemas';
import { WIZARD_LIGHT_STEPS } from '../../../../../shared/domain/dog-profile/steps';
import {
  WIZARD_PROFILE_FORM_STEPS,
  wizardLightProfileFormSchema,
  wizardProfileFormSchema,
} from '../../../../../shared/schemas/dog-profile-forms';
import { ProfileFormPage } from '../components/ProfileFormPage';
import { ProfileStepForm } from '../components/ProfileStepForm';
import { fieldsOf, toFormValues } from '../form-values';
import { SAVE_OUTCOMES, useProfileSave } from '../save-flow';

const FIELDS = fieldsOf(WIZARD_PROFILE_FORM_STEPS);

/**
 * /profil-chien/simple: the 10-step wizard (SPEC §2, §5). Steps 1–6 make the light profile; a light profile is
 * saved at step 6, where a card invites to the complete version (steps 7–10). After saving: the fiche library.
 */
export default function WizardProfilePage() {
  return (
    <ProfileFormPage
      eyebrow="Profil en 10 étapes"
      title={(nom) => (nom ? `Le profil de ${nom}` : 'Le profil de ton chien')}
      lead="Les champs marqués d’un * sont obligatoires. Tu peux revenir en arrière à tout moment."
      form={(data) => <WizardProfileForm data={data} />}
    />
  );
}

function WizardProfileForm({ data }: { data: DogProfileResponse | null }) {
  const save = useProfileSave(data, SAVE_OUTCOMES.wizard);
  const total = WIZARD_PROFILE_FORM_STEPS.length;
  const light = data?.profile.profile_version !== 'complete';
  const savesLightAt = (step: number) => light && step === WIZARD_LIGHT_STEPS;

  return (
    <ProfileStepForm
      label="Profil de ton chien en 10 étapes"
      steps={WIZARD_PROFILE_FORM_STEPS}
      defaultValues={toFormValues(FIELDS, data?.profile ?? {})}
      canSaveAt={(step) => step === total || savesLightAt(step)}
      saveLabel={data ? 'Mettre à jour' : 'Créer mon profil'}
      schemaAt={(step) => (savesLightAt(step) ? wizardLightProfileFormSchema : wizardProfileFormSchema)}
      onSave={(profile, step) => save(savesLightAt(step) ? { form: 'wizard_light', profile } : { form: 'wizard_complete', profile })}
      extra={(step, next) =>
        savesLightAt(step) && (
          <Stack gap="3" p="5" rounded="card" bg="accent.subtle" borderWidth="1px" borderColor="accent.muted">
            <Heading as="h3" size="md" display="flex" alignItems="center" gap="2">
              <Sparkles aria-hidden="true" size={20} /> Passe à la version experte
            </Heading>
            <Text color="fg.muted">
              Quatre étapes de plus (santé, alimentation, activités, éducation) pour des recommandations encore plus
              justes et un profil complet.
            </Text>
            <Button type="button" colorPalette="accent" variant="solid" alignSelf="flex-start" onClick={() => void next()}>
              Continuer vers la version experte
            </Button>
          </Stack>
        )
      }
    />
  );
}
