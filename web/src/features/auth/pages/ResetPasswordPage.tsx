import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { Link as RouterLink } from 'react-router-dom';
import type { PasswordReset } from '../../../../../shared/schemas/auth';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { authErrorName, sendResetCode } from '../../../lib/auth';
import { config } from '../../../lib/config';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { AuthCard } from '../components/AuthCard';

/** Cognito answers these for an unknown or unusable account: the page must not reveal whether an account exists. */
const SILENT_FAILURES = new Set(['UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException']);

const updatePasswordPath = (email: string) => `/update-password?${new URLSearchParams({ email })}`;

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<PasswordReset>(async () => (await import('../../../../../shared/schemas/auth')).passwordResetSchema);

/** /reset-password: sends a reset code; the same answer whether or not the account exists (SPEC §2, §5). */
export default function ResetPasswordPage() {
  const [sent, setSent] = useState<{ email: string; local: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<PasswordReset>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await sendResetCode(email);
    } catch (error) {
      if (!SILENT_FAILURES.has(authErrorName(error) ?? '')) {
        toaster.create({ type: 'error', title: ERRORS.passwordReset });
        return;
      }
    }
    toaster.create({ type: 'success', ...SUCCESS.passwordResetSent });
    setSent({ email, local: (await config()).stage === 'local' });
  });

  return (
    <AuthCard title="Mot de passe oublié" intro="Indique l’email de ton compte : on t’envoie un code pour choisir un nouveau mot de passe.">
      {sent ? (
        <Stack gap="5">
          <Alert.Root status="success" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{SUCCESS.passwordResetSent.title}</Alert.Title>
              <Alert.Description>
                {SUCCESS.passwordResetSent.description} Pense à regarder dans tes courriers indésirables.
                {sent.local && ' En local, le code s’affiche dans la console du serveur de développement.'}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={updatePasswordPath(sent.email)}>J’ai reçu mon code</RouterLink>
          </Button>
          <Button variant="ghost" onClick={() => setSent(null)}>
            Utiliser une autre adresse
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Recevoir un code de réinitialisation">
          <Stack gap="5">
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
            <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Envoi…">
              Recevoir un code
            </Button>
            <Text fontSize="sm" textAlign="center" color="fg.muted">
              Tu t’en souviens ?{' '}
              <Link asChild color="brand.fg">
                <RouterLink to="/auth">Retour à la connexion</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
