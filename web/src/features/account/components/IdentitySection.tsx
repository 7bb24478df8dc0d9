import { Box, Button, Heading, HStack, Input, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import type { EmailChange, EmailCode, FirstNameChange } from '../../../../../shared/schemas/account-identity';
import { Card } from '../../../components/ui/Card';
import { SectionLoading } from '../../../components/ui/SectionLoading';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { useMe } from '../../../lib/api';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useChangeFirstName, useConfirmEmailChange, useRequestEmailChange } from '../api/identity';
import { failureMessage, showFailure } from '../failure';

export const IDENTITY_SECTION_ID = 'identite';

/** The shared schemas (and zod) load on the first validation, not with the page. */
const identitySchemas = () => import('../../../../../shared/schemas/account-identity');
const firstNameResolver = lazyZodResolver<FirstNameChange>(async () => (await identitySchemas()).firstNameChangeSchema);
const emailResolver = lazyZodResolver<EmailChange>(async () => (await identitySchemas()).emailChangeSchema);
const codeResolver = lazyZodResolver<EmailCode>(async () => (await identitySchemas()).emailCodeSchema);

function FirstNameForm({ firstName }: { firstName: string }) {
  const change = useChangeFirstName();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useAppForm<FirstNameChange>({ resolver: firstNameResolver, defaultValues: { firstName } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await change.mutateAsync(values.firstName);
      reset({ firstName: saved.firstName });
      toaster.create({ type: 'success', title: 'Ton prénom est enregistré.' });
    } catch (error) {
      showFailure(error, setError, ['firstName'], 'firstName');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Changer mon prénom">
      <Stack gap="3" maxW="md">
        <FormField label="Prénom" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <Box>
          <Button type="submit" colorPalette="brand" variant="outline" loading={isSubmitting} loadingText="Enregistrement…" disabled={!isDirty}>
            Enregistrer mon prénom
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Step 2: the code sent to the new address. 'Renvoyer le code' asks for the same address again (a new code). */
function EmailCodeForm({ pendingEmail, onResend, resending, onDone, onCancel }: { pendingEmail: string; onResend: () => void; resending: boolean; onDone: () => void; onCancel: () => void }) {
  const confirm = useConfirmEmailChange();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm<EmailCode>({ resolver: codeResolver, defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const saved = await confirm.mutateAsync(code);
      toaster.create({ type: 'success', title: `Ton adresse e-mail est maintenant ${saved.email}.`, description: 'Ton ancienne adresse en a été prévenue.' });
      onDone();
    } catch (error) {
      showFailure(error, setError, ['code'], 'code');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirmer ma nouvelle adresse e-mail">
      <Stack gap="3" maxW="md">
        <Text role="status">
          Un code à 6 chiffres a été envoyé à <strong>{pendingEmail}</strong>. Ton adresse actuelle reste celle de ton compte tant que tu ne l’as pas saisi.
        </Text>
        <FormField label="Code reçu à la nouvelle adresse" error={errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} {...register('code')} />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Vérification…">
            Confirmer ma nouvelle adresse
          </Button>
          <Button type="button" variant="outline" onClick={onResend} loading={resending} loadingText="Envoi…">
            Renvoyer le code
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Annuler
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Step 1: the new address; Cognito sends it a code and the account keeps its address until the code is entered. */
function EmailChangeBlock({ email }: { email: string }) {
  const request = useRequestEmailChange();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm<EmailChange>({ resolver: emailResolver, defaultValues: { email: '' } });

  const ask = async (address: string) => {
    const { pendingEmail: sentTo } = await request.mutateAsync(address);
    setPendingEmail(sentTo);
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await ask(values.email);
    } catch (error) {
      showFailure(error, setError, ['email'], 'email');
    }
  });
  const resend = async () => {
    if (!pendingEmail) return;
    try {
      await ask(pendingEmail);
      toaster.create({ type: 'success', title: `Un nouveau code a été envoyé à ${pendingEmail}.` });
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    }
  };
  const close = () => {
    setPendingEmail(null);
    reset({ email: '' });
  };

  return (
    <Stack gap="3">
      <Text>
        Adresse actuelle :{' '}
        <Text as="strong" overflowWrap="anywhere" data-testid="current-email">
          {email}
        </Text>
      </Text>
      {pendingEmail ? (
        <EmailCodeForm pendingEmail={pendingEmail} onResend={() => void resend()} resending={request.isPending} onDone={close} onCancel={close} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Changer mon adresse e-mail">
          <Stack gap="3" maxW="md">
            <FormField label="Nouvelle adresse e-mail" error={errors.email?.message} helper="Nous y enverrons un code à 6 chiffres pour la confirmer.">
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
            <Box>
              <Button type="submit" colorPalette="brand" variant="outline" loading={isSubmitting} loadingText="Envoi du code…">
                Recevoir un code
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** Who the member is to the service (issue 22): their first name and the address they sign in with and receive e-mails at. */
export function IdentitySection() {
  const me = useMe();
  return (
    <Card as="section" aria-labelledby={`${IDENTITY_SECTION_ID}-titre`} id={IDENTITY_SECTION_ID} p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h2" size="lg" id={`${IDENTITY_SECTION_ID}-titre`}>
          Mes informations
        </Heading>
        {me.isPending ? (
          <SectionLoading>
            <Skeleton height="40" />
          </SectionLoading>
        ) : me.isError ? (
          <Text color="fg.error">Tes informations n’ont pas pu être lues. Recharge la page.</Text>
        ) : (
          <>
            <FirstNameForm firstName={me.data.profile.firstName} />
            <Separator />
            <Stack gap="3">
              <Heading as="h3" size="md">
                Adresse e-mail
              </Heading>
              <EmailChangeBlock email={me.data.profile.email} />
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
