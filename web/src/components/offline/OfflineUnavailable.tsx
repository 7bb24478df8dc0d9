import { Alert } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { TextLink } from '../ui/TextLink';

const FICHES_PATH = '/membre/fiches';

/** The page's own sentence when none is given. */
export const PAGE_UNAVAILABLE_OFFLINE = 'Cette page n’est pas disponible hors connexion.';

/**
 * Offline, in place of a page that waits for the network (issue 27): it says at once that what was asked is not on the
 * device, that it will show once the network is back (the page loads by itself then), and where the member can train
 * meanwhile: the fiches kept on the device (the library, itself kept, leads to them).
 */
export function OfflineUnavailable({ message = PAGE_UNAVAILABLE_OFFLINE }: { message?: string }) {
  const { pathname } = useLocation();
  return (
    <Alert.Root status="info" role="status" rounded="card" alignItems="flex-start">
      <Alert.Indicator>
        <WifiOff aria-hidden="true" />
      </Alert.Indicator>
      <Alert.Content gap="1">
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>
          Elle n’est pas gardée sur cet appareil : elle s’affichera dès que tu seras reconnecté·e. Les fiches gardées hors connexion restent
          lisibles{pathname === FICHES_PATH ? '.' : <> : <TextLink to={FICHES_PATH}>voir les fiches</TextLink>.</>}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
