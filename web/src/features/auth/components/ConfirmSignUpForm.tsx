import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import type { ConfirmSignUp } from '../../../../../shared/schemas/auth';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { useAuth, type SignInOutcome } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { confirmSignUp, resendSignUpCode } from '../api/accounts';
import { apiFailure } from '../errors';

type CodeForm = Pick<ConfirmSignUp, 'code'>;
const resolver = lazyZodResolver<CodeForm>(async () => (await import('../../../../../shared/schemas/auth')).confirmSignUpSchema.pick({ code: true }));

export const CONFIRM_SIGN_UP_MESSAGES = {
  resent: 'Un nouveau code vient de t’être envoyé : seul ce dernier code est valable.',
  unexpected: 'Ton adresse n’a pas pu être confirmée. Réessaye dans un instant.',
  resendUnexpected: 'Le code n’a pas pu être renvoyé. Réessaye dans un instant.',
} as const;

interface Props {
  /** The address signed up, and the password just typed: kept in this component's memory only, to sign in after. */
  email: string;
  password: string;
  /** Why the code is asked: right after the sign-up, or at a sign-in of an account never confirmed. */
  reason: 'signUp' | 'signIn';
  /** Once the code is accepted, the sign-in's outcome ('signedIn' for a new account). */
  onOutcome: (outcome: SignInOutcome) => void;
  /** Back to the sign-in form (a sign-up's account exists already: signing up again would be refused). */
  onBack?: () => void;
}

/**
 * The sign-up's code step (issue 22): the 6-digit code e-mailed to the address proves it. The API confirms it with
 * Cognito (French errors for a wrong or expired code), then the member is signed in with the password they have just
 * typed. 'Renvoyer le code' asks for a new one (at most one a minute, five an hour: the API says so in French).
 */
export function ConfirmSignUpForm({ email, password, reason, onOutcome, onBack }: Props) {
  const { signIn } = useAuth();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm<CodeForm>({ resolver, defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirmSignUp({ email, code });
    } catch (error) {
      const failure = apiFailure(error, CONFIRM_SIGN_UP_MESSAGES.unexpected);
      setError('code', { message: failure.fields.code ?? failure.message }, { shouldFocus: true });
      return;
    }
    try {
      onOutcome(await signIn(email, password));
    } catch {
      // The address is confirmed: the sign-in tab lets the member try again.
      toaster.create({ type: 'error', title: ERRORS.signInUnexpected });
      onBack?.();
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      await resendSignUpCode({ email });
      toaster.create({ type: 'success', title: CONFIRM_SIGN_UP_MESSAGES.resent });
    } catch (error) {
      toaster.create({ type: 'error', title: apiFailure(error, CONFIRM_SIGN_UP_MESSAGES.resendUnexpected).message });
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirmer ton adresse email">
      <Stack gap="5">
        <Text>
          {reason === 'signUp'
            ? 'Ton compte est créé. Pour confirmer ton adresse, saisis le code à 6 chiffres que nous venons d’envoyer à '
            : 'Ton adresse n’est pas encore confirmée. Saisis le code à 6 chiffres envoyé lors de ton inscription à '}
          <Text as="strong" wordBreak="break-all">
            {email}
          </Text>
          {reason === 'signUp' ? '.' : ', ou demande-en un nouveau.'}
        </Text>
        <FormField label="Code à 6 chiffres" error={errors.code?.message} helper="Pense à regarder dans tes courriers indésirables." required>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} autoFocus {...register('code')} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Vérification…">
          Confirmer et me connecter
        </Button>
        <Button type="button" variant="outline" onClick={() => void resend()} loading={resending} loadingText="Envoi…">
          Renvoyer le code
        </Button>
        {onBack && (
          <Button type="button" variant="ghost" onClick={onBack}>
            Revenir à la connexion
          </Button>
        )}
      </Stack>
    </form>
  );
}
