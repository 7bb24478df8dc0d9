import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { toaster } from '../ui/toaster';
import { useAuth } from '../../lib/auth';
import { usePins } from '../../lib/offline/pending';

/**
 * 'Garder hors connexion' (issue 27): this fiche stays readable on the device, whenever it was opened, until the
 * member releases it (at most 30: past that, a French message says to release one). A pressed toggle.
 */
export function KeepOfflineButton({ ficheId }: { ficheId: string }) {
  const { state } = useAuth();
  const kept = usePins().includes(ficheId);
  if (state.status !== 'signedIn') return null;
  const userId = state.user.sub;
  const toggle = async () => {
    const pins = await import('../../lib/offline/pins');
    if (kept) {
      await pins.releaseFiche(userId, ficheId);
      return;
    }
    const refusal = await pins.keepFiche(userId, ficheId);
    toaster.create(refusal ? { type: 'error', title: 'Fiche non gardée', description: refusal } : { type: 'success', title: 'Fiche gardée hors connexion', description: 'Tu pourras la lire sans réseau sur cet appareil.' });
  };
  return (
    <Button variant="outline" size="sm" aria-pressed={kept} onClick={() => void toggle()} alignSelf="flex-start">
      <Download aria-hidden="true" /> {kept ? 'Gardée hors connexion' : 'Garder hors connexion'}
    </Button>
  );
}
