import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { SignIn } from '../../../../../shared/schemas/auth';
import { SUCCESS } from '../../../../../shared/schemas/action-messages';
import { homePathOf, useReturnTo } from '../../../app/guards';
import { FormField } from '../../../components/ui/FormField';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import { useAuth, type SignInOutcome } from '../../../lib/auth';
import { usePlainForm } from '../../../lib/forms/usePlainForm';
import { signInFailure } from '../errors';

/**
 * The steps after the credentials (a new password, a second factor, an unconfirmed address) and react-hook-form, which
 * they use, load when the form is sent (issue 24: not in /auth's first load); the same download serves all three.
 */
const loadSteps = () => Promise.all([import('./SignInSteps'), import('./ConfirmSignUpForm')]);
const NewPasswordForm = lazy(async () => ({ default: (await loadSteps())[0].NewPasswordForm }));
const TotpCodeForm = lazy(async () => ({ default: (await loadSteps())[0].TotpCodeForm }));
const ConfirmSignUpForm = lazy(async () => ({ default: (await loadSteps())[1].ConfirmSignUpForm }));

/** What the sign-in waits for next; 'signedIn' ends it. */
type Step = Exclude<SignInOutcome, 'signedIn'> | 'credentials';

/**
 * Sign-in tab: email, password, forgot-password link (SPEC §2 Auth screen, §5), then the step Cognito asks for if any.
 * Once signed in: the page the visitor came from, else their home by role (issue 21: staff in their area), which only
 * the new session's roles tell.
 */
export function SignInForm() {
  const { signIn, sessionRoles } = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [step, setStep] = useState<Step>('credentials');
  // The credentials of an account whose address is unconfirmed (issue 22), to sign in once its code is accepted.
  const [credentials, setCredentials] = useState<SignIn | null>(null);
  const onOutcome = (outcome: SignInOutcome) => {
    if (outcome !== 'signedIn') {
      setStep(outcome);
      return;
    }
    toaster.create({ type: 'success', title: SUCCESS.signIn });
    navigate(returnTo ?? homePathOf(sessionRoles()), { replace: true });
  };
  const {
    field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = usePlainForm<SignIn>({
    // The shared schema (and zod) load on the first check, not with the page.
    loadSchema: async () => (await import('../../../../../shared/schemas/auth')).signInSchema,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    void loadSteps().catch(() => undefined); // ready if Cognito asks for a step; a failed download is the step's to report
    try {
      const outcome = await signIn(email, password);
      setCredentials(outcome === 'confirmSignUpRequired' ? { email, password } : null);
      onOutcome(outcome);
    } catch (error) {
      toaster.create({ type: 'error', ...signInFailure(error) });
    }
  });

  const later =
    step === 'newPasswordRequired' ? (
      <NewPasswordForm onOutcome={onOutcome} />
    ) : step === 'totpRequired' ? (
      <TotpCodeForm onOutcome={onOutcome} onRestart={() => setStep('credentials')} />
    ) : step === 'confirmSignUpRequired' && credentials ? (
      <ConfirmSignUpForm {...credentials} reason="signIn" onOutcome={onOutcome} onBack={() => setStep('credentials')} />
    ) : null;
  if (later) return <Suspense fallback={<PageSpinner />}>{later}</Suspense>;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Connexion">
      <Stack gap="5">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </FormField>
        <FormField label="Mot de passe" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...field('password')} />
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
