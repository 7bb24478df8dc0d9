import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { SignIn } from '../../../../../shared/schemas/auth';
import { SUCCESS } from '../../../../../shared/schemas/messages';
import { useAfterSignInPath } from '../../../app/guards';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { signInFailure } from '../errors';

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<SignIn>(async () => (await import('../../../../../shared/schemas/auth')).signInSchema);
type NewPassword = { password: string };
const newPasswordResolver = lazyZodResolver<NewPassword>(async () => (await import('../../../../../shared/schemas/auth')).updatePasswordSchema.pick({ password: true }));

/**
 * An educator invited by an admin signs in with the temporary password Cognito e-mailed them, then chooses their own
 * under the sign-up rules (issue 14).
 */
function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const { confirmNewPassword } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({ resolver: newPasswordResolver, defaultValues: { password: '' } });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await confirmNewPassword(password);
      onDone();
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

/** Sign-in tab: email, password, forgot-password link (SPEC §2 Auth screen, §5). */
export function SignInForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const target = useAfterSignInPath();
  const [choosingPassword, setChoosingPassword] = useState(false);
  const signedIn = () => {
    toaster.create({ type: 'success', title: SUCCESS.signIn });
    navigate(target, { replace: true });
  };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignIn>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      if ((await signIn(email, password)) === 'newPasswordRequired') setChoosingPassword(true);
      else signedIn();
    } catch (error) {
      toaster.create({ type: 'error', ...signInFailure(error) });
    }
  });

  if (choosingPassword) return <NewPasswordForm onDone={signedIn} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Connexion">
      <Stack gap="5">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Mot de passe" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
          <RouterLink to="/reset-password">Mot de passe oublié ?</RouterLink>
        </Link>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Connexion…">
          Se connecter
        </Button>
      </Stack>
    </form>
  );
}
