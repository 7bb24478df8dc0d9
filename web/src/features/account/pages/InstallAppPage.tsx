import { Alert, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { MemberPage } from '../../../components/layout/MemberPage';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { isInstalled, isIos } from '../../../lib/device';
import { acceptInstallOffer, installPromptAvailable, subscribeInstallOffer } from '../../../lib/pwa/install';
import { RHYTHM_SECTION_ID } from '../components/RhythmSection';

/**
 * /membre/installer (issue 27): how to install La Meute on each kind of device, and why on iPhone (the training
 * reminders arrive as notifications only in the installed app, iOS 16.4 and later). The browser's install button when
 * it has one; this device's steps first.
 */
export default function InstallAppPage() {
  const canPrompt = useSyncExternalStore(subscribeInstallOffer, installPromptAvailable, () => false);
  const installed = isInstalled();
  const ios = isIos();
  const iosSteps = (
    <Card key="ios" p={{ base: '5', md: '6' }}>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Sur iPhone et iPad
        </Heading>
        <Text color="fg.muted">
          Sur iPhone et iPad (iOS 16.4 ou plus récent), les rappels d’entraînement arrivent en notification seulement dans l’application installée. Sans elle, ils arrivent par e-mail.
        </Text>
        <List.Root as="ol" ps="5" gap="2">
          <List.Item>Ouvre La Meute dans Safari.</List.Item>
          <List.Item>Touche le bouton « Partager » (le carré d’où sort une flèche vers le haut), en bas de l’écran sur iPhone, en haut sur iPad.</List.Item>
          <List.Item>Fais défiler et choisis « Sur l’écran d’accueil », puis « Ajouter ».</List.Item>
          <List.Item>Ouvre La Meute depuis sa nouvelle icône, connecte-toi et active les rappels dans « Mon compte ».</List.Item>
        </List.Root>
      </Stack>
    </Card>
  );
  const otherSteps = (
    <Card key="other" p={{ base: '5', md: '6' }}>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Sur Android et sur ordinateur
        </Heading>
        <List.Root ps="5" gap="2">
          <List.Item>Android (Chrome, Samsung Internet) : ouvre le menu du navigateur et choisis « Installer l’application » ou « Ajouter à l’écran d’accueil ».</List.Item>
          <List.Item>Ordinateur (Chrome, Edge) : clique sur l’icône d’installation à droite de la barre d’adresse, ou passe par le menu du navigateur.</List.Item>
        </List.Root>
      </Stack>
    </Card>
  );
  return (
    <MemberPage
      title="Installer l’application"
      lead="Installée, La Meute s’ouvre depuis ton écran d’accueil, en plein écran, comme une application, et peut t’envoyer tes rappels d’entraînement."
      maxW="3xl"
    >
      <Stack gap="6">
        {installed ? (
          <Alert.Root status="success" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>L’application est installée sur cet appareil.</Alert.Title>
          </Alert.Root>
        ) : (
          canPrompt && (
            <Box>
              <Button colorPalette="brand" onClick={() => void acceptInstallOffer()}>
                Installer l’application
              </Button>
            </Box>
          )
        )}
        {ios ? [iosSteps, otherSteps] : [otherSteps, iosSteps]}
        <Text color="fg.muted">
          Tes rappels se règlent dans <TextLink to={`/membre/compte#${RHYTHM_SECTION_ID}`}>Mon compte</TextLink>.
        </Text>
      </Stack>
    </MemberPage>
  );
}
