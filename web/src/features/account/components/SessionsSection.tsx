import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { toaster } from '../../../components/ui/toaster';
import { useSignOutEverywhere } from '../api/identity';
import { failureMessage } from '../failure';

export const SESSIONS_SECTION_ID = 'appareils';

/**
 * 'Se déconnecter de tous les appareils' (issue 22): every session of the account ends, this browser's included,
 * after a confirmation; the member signs in again with their password.
 */
export function SessionsSection() {
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const run = async () => {
    try {
      await signOutEverywhere.mutateAsync();
      toaster.create({ type: 'success', title: 'Tu es déconnecté(e) de tous tes appareils.', description: 'Reconnecte-toi avec ton mot de passe.' });
      navigate('/auth', { replace: true });
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    }
  };
  return (
    <Card as="section" aria-labelledby={`${SESSIONS_SECTION_ID}-titre`} id={SESSIONS_SECTION_ID} p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h2" size="lg" id={`${SESSIONS_SECTION_ID}-titre`}>
          Appareils connectés
        </Heading>
        <Text>Un téléphone perdu, un ordinateur partagé ? Ferme toutes les sessions ouvertes sur ton compte, celle-ci comprise : il faudra ensuite te reconnecter partout avec ton mot de passe.</Text>
        {confirming ? (
          <Stack gap="3" role="group" aria-labelledby={`${SESSIONS_SECTION_ID}-confirmation`}>
            <Text id={`${SESSIONS_SECTION_ID}-confirmation`} fontWeight="medium">
              Te déconnecter maintenant de tous tes appareils ?
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="red" onClick={() => void run()} loading={signOutEverywhere.isPending} loadingText="Déconnexion…">
                Oui, me déconnecter partout
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Annuler
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Box>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Se déconnecter de tous les appareils
            </Button>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
