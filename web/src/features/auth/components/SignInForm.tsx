import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { signInSchema, type SignIn } from '../../../../../shared/schemas/auth';
import { SUCCESS } from '../../../../../shared/schemas/messages';
import { useAfterSignInPath } from '../../../app/guards';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { signInFailure } from '../errors';

/** Sign-in tab: email, password, forgot-password link (SPEC §2 Auth screen, §5). */
export function SignInForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const target = useAfterSignInPath();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

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
