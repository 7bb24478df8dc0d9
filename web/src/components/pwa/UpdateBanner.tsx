import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { activateWaitingWorker } from '../../lib/pwa/app-worker';
import { PromptBar } from './PromptBar';

/** 'Nouvelle version disponible — Recharger': the member's click, and only it, swaps the app's code (then one reload). */
export default function UpdateBanner() {
  const [reloading, setReloading] = useState(false);
  return (
    <PromptBar label="Mise à jour de l’application" message="Nouvelle version disponible.">
      <Button
        size="sm"
        colorPalette="brand"
        loading={reloading}
        loadingText="Rechargement…"
        onClick={() => {
          setReloading(true);
          activateWaitingWorker();
        }}
      >
        Recharger
      </Button>
    </PromptBar>
  );
}
