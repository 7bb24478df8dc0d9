import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { SignIn, TotpCode } from '../../../../../shared/schemas/auth';
import { BRAND } from '../../../../../shared/brand';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { homePathOf, useReturnTo } from '../../../app/guards';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import { authErrorName, totpFailure, useAuth, type SignInOutcome } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { signInFailure } from '../errors';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<SignIn>(async () => (await import('../../../../../shared/schemas/auth')).signInSchema);
type NewPassword = { password: string };
const newPasswordResolver = lazyZodResolver<NewPassword>(async () => (await import('../../../../../shared/schemas/auth')).updatePasswordSchema.pick({ password: true }));
const totpResolver = lazyZodResolver<TotpCode>(async () => (await import('../../../../../shared/schemas/auth')).totpCodeSchema);

/** What the sign-in waits for next; 'signedIn' ends it. */
type Step = Exclude<SignInOutcome, 'signedIn'> | 'credentials';

/**
 * An educator invited by an admin signs in with the temporary password Cognito e-mailed them, then chooses their own
 * under the sign-up rules (issue 14).
 */
function NewPasswordForm({ onOutcome }: { onOutcome: (outcome: SignInOutcome) => void }) {
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
function TotpCodeForm({ onOutcome, onRestart }: { onOutcome: (outcome: SignInOutcome) => void; onRestart: () => void }) {
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
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<SignIn>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const outcome = await signIn(email, password);
      setCredentials(outcome === 'confirmSignUpRequired' ? { email, password } : null);
      onOutcome(outcome);
    } catch (error) {
      toaster.create({ type: 'error', ...signInFailure(error) });
    }
  });

  if (step === 'newPasswordRequired') return <NewPasswordForm onOutcome={onOutcome} />;
  if (step === 'totpRequired') return <TotpCodeForm onOutcome={onOutcome} onRestart={() => setStep('credentials')} />;
  if (step === 'confirmSignUpRequired' && credentials) {
    return <ConfirmSignUpForm {...credentials} reason="signIn" onOutcome={onOutcome} onBack={() => setStep('credentials')} />;
  }
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
