import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import type { ChangePassword } from '../../../../../shared/schemas/auth';
import { Card } from '../../../components/ui/Card';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { PASSWORD_HINT } from '../../../lib/forms/passwordHint';
import { useChangePassword } from '../api/identity';
import { showFailure } from '../failure';

export const PASSWORD_SECTION_ID = 'mot-de-passe';

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<ChangePassword>(async () => (await import('../../../../../shared/schemas/auth')).changePasswordSchema);

/** A new password with the current one (Cognito checks it), under the shared password rules (issue 22). */
export function PasswordSection() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm<ChangePassword>({ resolver, defaultValues: { currentPassword: '', newPassword: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
      toaster.create({ type: 'success', title: 'Ton mot de passe est changé : utilise-le à ta prochaine connexion.' });
    } catch (error) {
      // A wrong current password is about that field; a refused new password, about the new one.
      const main = error instanceof Error && 'code' in error && error.code === 'CURRENT_PASSWORD_INCORRECT' ? 'currentPassword' : 'newPassword';
      showFailure(error, setError, ['currentPassword', 'newPassword'], main);
    }
  });
  return (
    <Card as="section" aria-labelledby={`${PASSWORD_SECTION_ID}-titre`} id={PASSWORD_SECTION_ID} p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h2" size="lg" id={`${PASSWORD_SECTION_ID}-titre`}>
          Mot de passe
        </Heading>
        <Text>Pour le changer, saisis d’abord ton mot de passe actuel.</Text>
        <form onSubmit={onSubmit} noValidate aria-label="Changer mon mot de passe">
          <Stack gap="4" maxW="md">
            <FormField label="Mot de passe actuel" error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
            </FormField>
            <FormField label="Nouveau mot de passe" error={errors.newPassword?.message} helper={PASSWORD_HINT}>
              <PasswordInput autoComplete="new-password" {...register('newPassword')} />
            </FormField>
            <Box>
              <Button type="submit" colorPalette="brand" variant="outline" loading={isSubmitting} loadingText="Enregistrement…">
                Changer mon mot de passe
              </Button>
            </Box>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
