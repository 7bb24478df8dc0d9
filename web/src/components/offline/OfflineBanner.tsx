import { Box, HStack, Text } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { useLastUpdate, useOnline } from '../../lib/offline/pending';
import { offlineBannerText } from '../../lib/offline/rules';

/**
 * 'Hors connexion — données du 26/11 à 14:05' (issue 27), over every page of a signed-in member while the browser is
 * offline: what the pages show is the data kept on the device, as of that time; validations wait for the network.
 */
export function OfflineBanner() {
  const { state } = useAuth();
  const online = useOnline();
  const lastUpdate = useLastUpdate();
  if (online || state.status !== 'signedIn') return null;
  return (
    <Box role="status" position="sticky" top="0" zIndex="banner" bg="gray.800" color="white" px={{ base: '4', md: '8' }} py="2">
      <HStack gap="2" align="flex-start" maxW="6xl" mx="auto">
        <Box pt="0.5" flexShrink={0}>
          <WifiOff aria-hidden="true" size={18} />
        </Box>
        <Text fontSize="sm">
          <Text as="strong">{offlineBannerText(lastUpdate)}</Text>. Tes validations restent sur cet appareil et partiront au retour du réseau ; le reste
          demande une connexion.
        </Text>
      </HStack>
    </Box>
  );
}
