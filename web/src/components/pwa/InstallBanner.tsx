import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { acceptInstallOffer, declineInstallOffer, noteInstallOfferShown } from '../../lib/pwa/install';
import { INSTALL_PAGE, type InstallOffer } from '../../lib/pwa/install-rule';
import { PromptBar } from './PromptBar';

/**
 * 'Installer l'application', offered once (web/src/lib/pwa/install-rule.ts): the browser's own dialog where it has one,
 * on iPhone and iPad the page that shows how (Partager → « Sur l'écran d'accueil »). Either answer ends the offer; the
 * member's next visit does not bring it back, answered or not.
 */
export default function InstallBanner({ offer }: { offer: Exclude<InstallOffer, 'none'> }) {
  useEffect(noteInstallOfferShown, []);
  return (
    <PromptBar
      label="Installer l’application"
      message={
        offer === 'prompt'
          ? 'Installe La Meute sur cet appareil : elle s’ouvre depuis ton écran d’accueil, comme une application.'
          : 'Ajoute La Meute à ton écran d’accueil : c’est là que tes rappels d’entraînement arrivent sur iPhone.'
      }
    >
      {offer === 'prompt' ? (
        <Button size="sm" colorPalette="brand" onClick={() => void acceptInstallOffer()}>
          Installer l’application
        </Button>
      ) : (
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={INSTALL_PAGE} onClick={declineInstallOffer}>
            Voir comment faire
          </RouterLink>
        </Button>
      )}
      <Button size="sm" variant="ghost" colorPalette="brand" onClick={declineInstallOffer}>
        Plus tard
      </Button>
    </PromptBar>
  );
}
