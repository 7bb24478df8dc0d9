import { Button, Checkbox, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { useNavigate } from 'react-router-dom';
import type { SignUp, SignUpInput } from '../../../../../shared/schemas/auth';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { DASHBOARD_PATH } from '../../../app/guards';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { toaster } from '../../../components/ui/toaster';
import type { SignInOutcome } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { signUp } from '../api/accounts';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';
import { formFieldErrors, signUpFailure } from '../errors';
import { PASSWORD_HINT } from '../passwordHint';

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<SignUpInput, SignUp>(async () => (await import('../../../../../shared/schemas/auth')).signUpSchema);

const FIELDS = ['firstName', 'email', 'password', 'acceptCgu', 'newsletter'] as const;

/**
 * Sign-up tab (SPEC §2 Auth screen, §5): the shared schema checks every field here, and the API checks them again
 * before it creates the account; then the code e-mailed to the address confirms it (issue 22) and the member is
 * signed in with the password just typed, kept in this component's memory only.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useAppForm<SignUpInput, unknown, SignUp>({
    resolver,
    defaultValues: { firstName: '', email: '', password: '', newsletter: false },
  });
  const cguAccepted = watch('acceptCgu') === true;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp(values);
    } catch (error) {
      const failure = signUpFailure(error);
      for (const [field, message] of formFieldErrors(failure.fields, FIELDS)) setError(field, { message });
      toaster.create({ type: 'error', title: failure.message });
      return;
    }
    setCreated({ email: values.email, password: values.password });
  });

  const onOutcome = (outcome: SignInOutcome) => {
    if (outcome !== 'signedIn') {
      // A new account has no second factor nor provisional password: anything else is unexpected.
      toaster.create({ type: 'error', title: ERRORS.signInUnexpected });
      return;
    }
    toaster.create({ type: 'success', ...SUCCESS.signUp });
    navigate(DASHBOARD_PATH, { replace: true });
  };

  if (created) return <ConfirmSignUpForm email={created.email} password={created.password} reason="signUp" onOutcome={onOutcome} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Créer un compte">
      <Stack gap="5">
        <FormField label="Prénom" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Mot de passe" error={errors.password?.message} helper={PASSWORD_HINT} required>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>

        <Stack gap="3">
          <Controller
            control={control}
            name="acceptCgu"
            render={({ field }) => (
              <Field.Root invalid={Boolean(errors.acceptCgu)}>
                <ConsentCheckbox field={field} label="J’accepte les conditions générales de vente et d’utilisation (obligatoire)" />
                {errors.acceptCgu && <Field.ErrorText>{errors.acceptCgu.message}</Field.ErrorText>}
              </Field.Root>
            )}
          />
          <Text fontSize="sm" color="fg.muted" ps="7">
            Consulte les{' '}
            <Link href="/cgv" target="_blank" rel="noopener" color="brand.fg" variant="underline">
              CGU
            </Link>{' '}
            et la{' '}
            <Link href="/confidentialite" target="_blank" rel="noopener" color="brand.fg" variant="underline">
              politique de confidentialité
            </Link>{' '}
            (nouvel onglet).
          </Text>
          <Controller
            control={control}
            name="newsletter"
            render={({ field }) => (
              <ConsentCheckbox field={field} label="Je veux recevoir la newsletter (conseils et nouvelles fiches)" />
            )}
          />
        </Stack>

        <Button type="submit" colorPalette="brand" size="lg" disabled={!cguAccepted} loading={isSubmitting} loadingText="Création du compte…">
          Créer mon compte
        </Button>
      </Stack>
    </form>
  );
}

/** A yes/no choice of the form (a boolean field), its label beside the box. */
function ConsentCheckbox({ field, label }: { field: ControllerRenderProps<SignUpInput, 'acceptCgu' | 'newsletter'>; label: string }) {
  return (
    <Checkbox.Root
      name={field.name}
      checked={field.value === true}
      onCheckedChange={(details) => field.onChange(details.checked === true)}
      colorPalette="brand"
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
