import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConfig } from './lib/config';

const root = createRoot(document.getElementById('root') as HTMLElement);

/** Start-up: fetch /config.json (the API client and Amplify wait for it) while the first page renders. */
root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);

loadConfig().catch((error: unknown) => {
  console.error(error);
  root.render(
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', maxWidth: '40rem', margin: '0 auto' }}>
      <h1>Le site est momentanément indisponible</h1>
      <p>La configuration de l’application n’a pas pu être chargée. Réessaie dans quelques instants.</p>
    </main>,
  );
});
