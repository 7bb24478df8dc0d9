import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { WIZARD_LIGHT_STEPS } from '../../../../../shared/domain/dog-profile/steps';
import {
  WIZARD_PROFILE_FORM_STEPS,
  wizardLightProfileFormSchema,
  wizardProfileFormSchema,
} from '../../../../../shared/schemas/dog-profile-forms';
import { SUCCESS, wizardSaveErrorMessage } from '../../../../../shared/schemas/messages';
import { MemberPage } from '../../../components/layout/MemberPage';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { toaster } from '../../../components/ui/toaster';
import { isApiError, useDogProfile } from '../../../lib/api';
import { useSaveDogProfile } from '../api/dog-profile';
import { ProfileStepForm } from '../components/ProfileStepForm';
import { fieldsOf, toFormValues } from '../form-values';

const FIELDS = fieldsOf(WIZARD_PROFILE_FORM_STEPS);

/**
 * The text SPEC §8's wizard messages are chosen from: a refused value, a refused permission and a lost
 * connection read as such; any other failure keeps the server's French message.
 */
function saveErrorText(error: unknown): string | undefined {
  if (!isApiError(error)) return error instanceof Error ? error.message : undefined;
  if (error.status === 0) return 'network';
  if (error.status === 400) return 'violates';
  if (error.status === 401 || error.status === 403) return 'permission';
  return error.message;
}

/**
 * /profil-chien/simple: the 10-step wizard (SPEC §2, §5). Steps 1–6 make the light profile; a light profile is
 * saved at step 6, where a card invites to the complete version (steps 7–10). After saving: the fiche library.
 */
export default function WizardProfilePage() {
  const navigate = useNavigate();
  const dogProfile = useDogProfile();
  const saveProfile = useSaveDogProfile();
  const total = WIZARD_PROFILE_FORM_STEPS.length;

  if (dogProfile.isPending) return <PageSpinner />;
  const profile = dogProfile.data?.profile;
  const light = profile?.profile_version !== 'complete';
  const savesLightAt = (step: number) => light && step === WIZARD_LIGHT_STEPS;

  return (
    <MemberPage
      maxW="3xl"
      eyebrow="Profil en 10 étapes"
      title={profile?.nom ? `Le profil de ${profile.nom}` : 'Le profil de ton chien'}
      lead="Les champs marqués d'un * sont obligatoires. Tu peux revenir en arrière à tout moment."
    >
      <ProfileStepForm
        label="Profil de ton chien en 10 étapes"
        steps={WIZARD_PROFILE_FORM_STEPS}
        defaultValues={toFormValues(FIELDS, profile ?? {})}
        canSaveAt={(step) => step === total || savesLightAt(step)}
        saveLabel={profile ? 'Mettre à jour' : 'Créer mon profil'}
        schemaAt={(step) => (savesLightAt(step) ? wizardLightProfileFormSchema : wizardProfileFormSchema)}
        onSave={async (values, step) => {
          try {
            await saveProfile.mutateAsync({ form: savesLightAt(step) ? 'wizard_light' : 'wizard_complete', profile: values });
          } catch (error) {
            toaster.create({ type: 'error', title: wizardSaveErrorMessage(saveErrorText(error)) });
            throw error;
          }
          toaster.create({ type: 'success', ...(profile ? { title: SUCCESS.profileUpdated } : SUCCESS.profileCreated) });
          navigate('/membre/fiches');
        }}
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
    </MemberPage>
  );
}
