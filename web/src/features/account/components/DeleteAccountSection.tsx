import { Box, Button, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { DELETION_WORD, type DeleteAccount } from '../../../../../shared/schemas/account-deletion';
import { Card } from '../../../components/ui/Card';
import { FormField } from '../../../components/ui/FormField';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useDeleteAccount } from '../api/deletion';
import { showFailure } from '../failure';

export const DELETION_SECTION_ID = 'supprimer-mon-compte';

/** The shared schema (and zod) load on the first validation, not with the page. */
const resolver = lazyZodResolver<DeleteAccount>(async () => (await import('../../../../../shared/schemas/account-deletion')).deleteAccountSchema);

/**
 * 'Supprimer mon compte' (issue 22, RGPD article 17): the danger zone, last on 'Mon compte'. It says what is erased and
 * what the law keeps, and asks for the password and the typed word; the button stays disabled until both are there.
 * Once the API has committed the deletion, the browser shows /compte-supprime, which signs it out (api/deletion.ts).
 */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useAppForm<DeleteAccount>({ resolver, defaultValues: { password: '', confirmation: '' } });
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  const ready = password.length > 0 && confirmation.trim() === DELETION_WORD;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      showFailure(error, setError, ['password', 'confirmation'], 'password');
    }
  });
  const titleId = `${DELETION_SECTION_ID}-titre`;
  return (
    <Card as="section" aria-labelledby={titleId} id={DELETION_SECTION_ID} p={{ base: '4', md: '6' }} borderColor="border.error" borderWidth="2px">
      <Stack gap="4">
        <Heading as="h2" size="lg" id={titleId}>
          Supprimer mon compte
        </Heading>
        <Text>La suppression est définitive et immédiate. Elle :</Text>
        <List.Root gap="1" ps="5">
          <List.Item>arrête ton abonnement tout de suite, sans renouvellement ni remboursement de la période en cours ;</List.Item>
          <List.Item>annule tes visios à venir et libère les créneaux réservés ;</List.Item>
          <List.Item>retire ton rôle sur Discord et délie ton compte Discord ;</List.Item>
          <List.Item>efface ton compte, le profil de ton chien, tes fiches validées, tes points et tes récompenses.</List.Item>
        </List.Root>
        <Text>
          La loi nous oblige à garder tes factures pendant 10 ans (article L123-22 du Code de commerce) : elles ne porteront plus que leurs montants, leurs dates et une
          référence anonyme. Tes tickets restent dans l’historique de nos éducateurs, sous le nom « Membre supprimé ». Tu recevras un dernier e-mail pour confirmer la
          suppression.
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label="Supprimer définitivement mon compte">
          <Stack gap="4" maxW="md">
            <FormField label="Mot de passe" error={errors.password?.message}>
              <PasswordInput autoComplete="current-password" {...register('password')} />
            </FormField>
            <FormField label={`Pour confirmer, tape ${DELETION_WORD}`} error={errors.confirmation?.message}>
              <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register('confirmation')} />
            </FormField>
            <Box>
              <Button type="submit" colorPalette="red" disabled={!ready} loading={isSubmitting} loadingText="Suppression…">
                Supprimer définitivement mon compte
              </Button>
            </Box>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
