import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Main } from '../../../components/layout/Main';
import { PageContainer } from '../../../components/marketing/PageContainer';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { callApi } from '../../../lib/api';
import { failureMessage } from '../failure';

/**
 * /rappels/arret?t=…: where a reminder e-mail's 'Arrêter les rappels en un clic' leads a person (issue 25). Opening it
 * changes nothing (a mail scanner may open it); the button sends the one-click POST a mail client sends, without
 * sign-in. A notification's action sends it directly (web/public/push-sw.js).
 */
export default function StopRemindersPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const stop = useMutation({ mutationFn: (t: string) => callApi('stopReminders', { query: { t } }) });

  if (stop.isSuccess) {
    return (
      <Main>
        <PageHeader eyebrow="Rappels" title="C’est fait : tu ne recevras plus de rappel d’entraînement" lead="Ton objectif et ta série restent visibles sur ton tableau de bord. Tu peux réactiver les rappels à tout moment depuis « Mon compte ».">
          <HStack gap="3" flexWrap="wrap" justify="center">
            <ButtonLink to="/membre/compte#rythme" colorPalette="brand" variant="outline">
              Régler mes rappels
            </ButtonLink>
          </HStack>
        </PageHeader>
      </Main>
    );
  }

  return (
    <Main>
      <PageHeader eyebrow="Rappels" title="Arrêter les rappels d’entraînement ?" lead="Tu ne recevras plus ni e-mail ni notification de rappel." />
      <PageContainer maxW="xl" pb="16">
        <Card as="section" aria-label="Confirmer l’arrêt des rappels" p={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <Text>Un clic suffit, sans te connecter. Les autres e-mails liés à ton compte continuent de t’être envoyés.</Text>
            {(stop.isError || !token) && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{token ? failureMessage(stop.error) : 'Ce lien est incomplet : il a peut-être été coupé par ta messagerie. Tu peux arrêter tes rappels depuis « Mon compte ».'}</Alert.Title>
              </Alert.Root>
            )}
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="brand" disabled={!token} loading={stop.isPending} loadingText="Un instant…" onClick={() => stop.mutate(token)}>
                Arrêter les rappels
              </Button>
              <ButtonLink to="/" variant="ghost">
                Garder mes rappels
              </ButtonLink>
            </HStack>
          </Stack>
        </Card>
      </PageContainer>
    </Main>
  );
}
