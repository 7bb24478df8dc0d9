import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { UpdatePassword } from '../../../../../shared/schemas/auth';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { DASHBOARD_PATH } from '../../../app/guards';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import { confirmResetPassword, useAuth } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { AuthCard } from '../components/AuthCard';
import { PASSWORD_HINT } from '../passwordHint';

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<UpdatePassword>(async () => (await import('../../../../../shared/schemas/auth')).updatePasswordSchema);

/** /update-password: the e-mailed code and a new password under the sign-up rules, then straight into the account. */
export default function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePassword>({
    resolver,
    defaultValues: { email: searchParams.get('email') ?? '', code: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, code, password }) => {
    try {
      await confirmResetPassword(email, code, password);
      await signIn(email, password);
      toaster.create({ type: 'success', title: SUCCESS.signIn });
      navigate(DASHBOARD_PATH, { replace: true });
    } catch {
      toaster.create({ type: 'error', title: ERRORS.passwordReset });
    }
  });

  return (
    <AuthCard title="Nouveau mot de passe" intro="Saisis le code reçu par email et choisis ton nouveau mot de passe.">
      <form onSubmit={onSubmit} noValidate aria-label="Choisir un nouveau mot de passe">
        <Stack gap="5">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
          <FormField label="Code reçu par email" error={errors.code?.message}>
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...register('code')} />
          </FormField>
          <FormField label="Nouveau mot de passe" error={errors.password?.message} helper={PASSWORD_HINT}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Enregistrement…">
            Enregistrer et me connecter
          </Button>
          <Text fontSize="sm" textAlign="center" color="fg.muted">
            Pas reçu de code ?{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/reset-password">Renvoyer un code</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
