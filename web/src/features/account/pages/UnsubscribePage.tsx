import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CONSENTS, type ConsentKind } from '../../../../../shared/domain/consents';
import { Main } from '../../../components/layout/Main';
import { PageContainer } from '../../../components/marketing/PageContainer';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { failureMessage } from '../failure';
import { useUnsubscribe } from '../api/consents';

/** The consent a link names (its token is `<member>.<kind>.<signature>`; only the server checks the signature). */
function kindOf(token: string): ConsentKind | null {
  const kind = token.split('.')[1] ?? '';
  return kind in CONSENTS ? (kind as ConsentKind) : null;
}

/**
 * /desinscription?t=…: where an e-mail's 'Se désinscrire en un clic' leads a person (issue 22). Opening it changes
 * nothing (a link checker or a mail scanner may open it); the button sends the same one-click POST a mail client
 * sends (RFC 8058), without sign-in, and the page confirms in French.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const kind = kindOf(token);
  const unsubscribe = useUnsubscribe();
  const label = kind ? CONSENTS[kind].label : null;

  if (unsubscribe.isSuccess) {
    return (
      <Main>
        <PageHeader eyebrow="Désinscription" title="C’est fait : tu ne recevras plus ces e-mails" lead={`« ${unsubscribe.data.label} » est désactivé pour ton compte. Tu peux changer d’avis à tout moment depuis « Mon compte ».`}>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <ButtonLink to="/membre/compte#consentements" colorPalette="brand" variant="outline">
              Gérer mes e-mails
            </ButtonLink>
          </HStack>
        </PageHeader>
      </Main>
    );
  }

  if (!label) {
    return (
      <Main>
        <PageHeader eyebrow="Désinscription" title="Ce lien de désinscription est incomplet" lead="Il a peut-être été coupé en deux par ta messagerie. Tu peux choisir les e-mails que tu reçois depuis « Mon compte », une fois connecté.">
          <HStack gap="3" flexWrap="wrap" justify="center">
            <ButtonLink to="/membre/compte#consentements" colorPalette="brand">
              Gérer mes e-mails
            </ButtonLink>
          </HStack>
        </PageHeader>
      </Main>
    );
  }

  return (
    <Main>
      <PageHeader eyebrow="Désinscription" title="Ne plus recevoir ces e-mails ?" lead={`Tu es sur le point de désactiver « ${label} ».`} />
      <PageContainer maxW="xl" pb="16">
        <Card as="section" aria-label="Confirmer la désinscription" p={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <Text>Un clic suffit, sans te connecter. Les e-mails liés à ton compte (réponses de l’équipe, visios, paiements) continuent de t’être envoyés.</Text>
            {unsubscribe.isError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failureMessage(unsubscribe.error)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="brand" loading={unsubscribe.isPending} loadingText="Désinscription…" onClick={() => unsubscribe.mutate(token)}>
                Me désinscrire
              </Button>
              <ButtonLink to="/" variant="ghost">
                Garder ces e-mails
              </ButtonLink>
            </HStack>
          </Stack>
        </Card>
      </PageContainer>
    </Main>
  );
}
