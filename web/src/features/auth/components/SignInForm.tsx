import { Button, Input, Link, Stack } from '@chakra-ui/react';
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

/** Sign-in tab: email, password, forgot-password link (SPEC §2 Auth screen, §5). */
export function SignInForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const target = useAfterSignInPath();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignIn>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
      toaster.create({ type: 'success', title: SUCCESS.signIn });
      navigate(target, { replace: true });
    } catch (error) {
      toaster.create({ type: 'error', ...signInFailure(error) });
    }
  });

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
