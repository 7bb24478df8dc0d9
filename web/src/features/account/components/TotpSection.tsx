import { Alert, Badge, Box, Button, Code, Heading, HStack, Input, Link, List, QrCode, Skeleton, Stack, Text } from '@chakra-ui/react';
import { qrCodeSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { BRAND } from '../../../../../shared/brand';
import type { TotpCode } from '../../../../../shared/schemas/auth';
import { Card } from '../../../components/ui/Card';
import { SectionLoading } from '../../../components/ui/SectionLoading';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { groupSecret, totp, totpFailure, useAuth, type TotpSetup } from '../../../lib/auth';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useConfirmTotp, useTotpStatus, useTurnTotpOff } from '../api/totp';

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<TotpCode>(async () => (await import('../../../../../shared/schemas/auth')).totpCodeSchema);

export const TOTP_SECTION_ID = 'double-authentification';

/** Step 2 of the setup: the app, added by its QR code or its key, and the first code it shows. */
function TotpSetupForm({ setup, onDone, onCancel }: { setup: TotpSetup; onDone: () => void; onCancel: () => void }) {
  const confirm = useConfirmTotp();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<TotpCode>({ resolver, defaultValues: { code: '' } });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
      toaster.create({ type: 'success', title: 'Double authentification activée : ton application te demandera un code à chaque connexion.' });
      onDone();
    } catch (error) {
      toaster.create({ type: 'error', title: totpFailure(error) });
    }
  });
  return (
    <Stack gap="5">
      <List.Root as="ol" gap="2" ps="5">
        <List.Item>Installe une application d’authentification sur ton téléphone (Google Authenticator, Microsoft Authenticator, 1Password…).</List.Item>
        <List.Item>Scanne ce QR code avec elle, ou saisis la clé ci-dessous.</List.Item>
        <List.Item>Saisis le code à 6 chiffres qu’elle affiche.</List.Item>
      </List.Root>
      <HStack gap="6" align="flex-start" flexWrap="wrap">
        <QrCode.Root recipe={qrCodeSlotRecipe} value={setup.uri} size="xl" role="img" aria-label="QR code à scanner avec ton application d’authentification" flexShrink={0}>
          <QrCode.Frame>
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
        <Stack gap="2" minW="0" flex="1" flexBasis="14rem">
          <Text fontWeight="medium" id="totp-secret-label">
            Clé à saisir dans l’application
          </Text>
          <Code aria-labelledby="totp-secret-label" data-testid="totp-secret" fontSize="md" p="2" overflowWrap="anywhere" whiteSpace="normal">
            {groupSecret(setup.secret)}
          </Code>
          <Text fontSize="sm" color="fg.muted">
            Sur ton téléphone, ce lien ouvre directement ton application :{' '}
            <Link href={setup.uri} color="brand.fg">
              ajouter {BRAND.name} à mon application d’authentification
            </Link>
          </Text>
        </Stack>
      </HStack>
      <form onSubmit={onSubmit} noValidate aria-label="Vérifier le code de l’application">
        <Stack gap="4" maxW="sm">
          <FormField label="Code à 6 chiffres" error={errors.code?.message}>
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} {...register('code')} />
          </FormField>
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Vérification…">
              Vérifier et activer
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Annuler
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The account's second factor (issue 20): offered to everyone, set up in two steps (a secret from Cognito, then a
 * first code), required of admins (the API refuses admin routes without it in AWS), so an admin cannot turn it off.
 */
export function TotpSection() {
  const { state, hasAccess } = useAuth();
  const status = useTotpStatus();
  const turnOff = useTurnTotpOff();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const isAdmin = hasAccess('admin');

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await totp.start(state.user?.email ?? ''));
    } catch (error) {
      toaster.create({ type: 'error', title: totpFailure(error) });
    } finally {
      setStarting(false);
    }
  };
  const disable = async () => {
    try {
      await turnOff.mutateAsync();
      toaster.create({ type: 'success', title: 'Double authentification désactivée : ton mot de passe suffit de nouveau pour te connecter.' });
    } catch (error) {
      toaster.create({ type: 'error', title: totpFailure(error) });
    }
  };

  return (
    <Card as="section" aria-labelledby={`${TOTP_SECTION_ID}-titre`} id={TOTP_SECTION_ID} p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg" id={`${TOTP_SECTION_ID}-titre`}>
            Double authentification
          </Heading>
          {status.data !== undefined && (
            <Badge colorPalette={status.data ? 'green' : 'gray'} size="md">
              {status.data ? 'Activée' : 'Désactivée'}
            </Badge>
          )}
        </HStack>
        <Text>
          En plus de ton mot de passe, un code à 6 chiffres donné par une application de ton téléphone te sera demandé à chaque connexion : même avec ton mot de passe, personne ne peut entrer dans ton compte sans ton téléphone.
        </Text>
        {isAdmin && !status.data && (
          <Alert.Root status="warning" rounded="md">
            <Alert.Indicator />
            <Alert.Title>Obligatoire pour l’administration : active-la pour accéder à l’espace admin.</Alert.Title>
          </Alert.Root>
        )}
        {status.isPending ? (
          <SectionLoading>
            <Skeleton height="10" maxW="xs" />
          </SectionLoading>
        ) : status.isError ? (
          <Text color="fg.error">L’état de ta double authentification n’a pas pu être lu. Recharge la page.</Text>
        ) : setup ? (
          <TotpSetupForm setup={setup} onDone={() => setSetup(null)} onCancel={() => setSetup(null)} />
        ) : status.data ? (
          isAdmin ? (
            <Text color="fg.muted">Elle reste activée sur ton compte : l’administration l’exige.</Text>
          ) : (
            <Box>
              <Button variant="outline" colorPalette="red" onClick={disable} loading={turnOff.isPending} loadingText="Désactivation…">
                Désactiver la double authentification
              </Button>
            </Box>
          )
        ) : (
          <Box>
            <Button colorPalette="brand" onClick={start} loading={starting} loadingText="Préparation…">
              Activer la double authentification
            </Button>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
