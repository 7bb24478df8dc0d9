import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { UpdatePassword } from '../../../../../shared/schemas/auth';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { homePathOf } from '../../../app/guards';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { confirmPasswordReset } from '../api/accounts';
import { AuthCard } from '../components/AuthCard';
import { formFieldErrors, passwordResetFailure } from '../errors';
import { PASSWORD_HINT } from '../passwordHint';

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<UpdatePassword>(async () => (await import('../../../../../shared/schemas/auth')).updatePasswordSchema);

const FIELDS = ['email', 'code', 'password'] as const;

/**
 * /update-password: the e-mailed code and a new password under the sign-up rules (checked here, then by the API),
 * then straight into the account: its home by role (issue 21: staff in their area), as the new session's roles tell.
 */
export default function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signIn, sessionRoles } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm<UpdatePassword>({
    resolver,
    defaultValues: { email: searchParams.get('email') ?? '', code: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await confirmPasswordReset(values);
    } catch (error) {
      const failure = passwordResetFailure(error);
      for (const [field, message] of formFieldErrors(failure.fields, FIELDS)) setError(field, { message });
      toaster.create({ type: 'error', title: failure.message });
      return;
    }
    try {
      await signIn(values.email, values.password);
      toaster.create({ type: 'success', title: SUCCESS.signIn });
      navigate(homePathOf(sessionRoles()), { replace: true });
    } catch {
      toaster.create({ type: 'error', title: ERRORS.signInUnexpected });
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
