import { Button, Input, Stack, Text } from '@chakra-ui/react';
import type { TotpCode } from '../../../../../shared/schemas/auth';
import { BRAND } from '../../../../../shared/brand';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import { authErrorName, totpFailure, useAuth, type SignInOutcome } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { signInFailure } from '../errors';

/**
 * The sign-in's later steps, which only some accounts reach (issue 24: they load, with react-hook-form, when the
 * sign-in form is sent, not with /auth).
 */

type NewPassword = { password: string };
const newPasswordResolver = lazyZodResolver<NewPassword>(async () => (await import('../../../../../shared/schemas/auth')).updatePasswordSchema.pick({ password: true }));
const totpResolver = lazyZodResolver<TotpCode>(async () => (await import('../../../../../shared/schemas/auth')).totpCodeSchema);

/**
 * An educator invited by an admin signs in with the temporary password Cognito e-mailed them, then chooses their own
 * under the sign-up rules (issue 14).
 */
export function NewPasswordForm({ onOutcome }: { onOutcome: (outcome: SignInOutcome) => void }) {
  const { continueSignIn } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<NewPassword>({ resolver: newPasswordResolver, defaultValues: { password: '' } });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      onOutcome(await continueSignIn(password));
    } catch (error) {
      toaster.create({ type: 'error', ...signInFailure(error) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choisir ton mot de passe">
      <Stack gap="5">
        <Text>Bienvenue dans l’équipe ! Ton mot de passe provisoire est accepté : choisis maintenant ton propre mot de passe.</Text>
        <FormField label="Nouveau mot de passe" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Enregistrement…">
          Enregistrer et me connecter
        </Button>
      </Stack>
    </form>
  );
}

/**
 * An account with an authenticator app (issue 20): the 6-digit code it shows now. An expired step (Cognito gives three
 * minutes) starts the sign-in again.
 */
export function TotpCodeForm({ onOutcome, onRestart }: { onOutcome: (outcome: SignInOutcome) => void; onRestart: () => void }) {
  const { continueSignIn } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<TotpCode>({ resolver: totpResolver, defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onOutcome(await continueSignIn(code));
    } catch (error) {
      toaster.create({ type: 'error', title: totpFailure(error, ERRORS.signInUnexpected) });
      if (authErrorName(error) === 'NotAuthorizedException') onRestart();
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Double authentification">
      <Stack gap="5">
        <Text>Ton compte est protégé par la double authentification : ouvre ton application d’authentification et saisis le code à 6 chiffres affiché pour {BRAND.name}.</Text>
        <FormField label="Code à 6 chiffres" error={errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} autoFocus {...register('code')} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Vérification…">
          Vérifier et me connecter
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          Revenir à la connexion
        </Button>
      </Stack>
    </form>
  );
}
