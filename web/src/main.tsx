import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { browserEmotionCache } from './ssr/emotionCache';
import { loadConfig } from './lib/config';

const container = document.getElementById('root') as HTMLElement;
/** A page prerendered at build time (web/src/ssr/prerendered.ts) arrives with its markup: hydrate it. */
const prerendered = container.hasChildNodes();

const app = (
  <StrictMode>
    <CacheProvider value={browserEmotionCache()}>
      <App prerendered={prerendered}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </CacheProvider>
  </StrictMode>
);

// In a transition, React yields to the browser while it hydrates or renders the first page instead of blocking it
// in one long task (Lighthouse's Total Blocking Time on the public pages: ~600 ms → ~300 ms).
let root: Root;
if (prerendered) {
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
} else {
  root = createRoot(container);
  startTransition(() => root.render(app));
}

/** /config.json is fetched while the first page renders; the API client and Amplify wait for it. */
loadConfig().catch((error: unknown) => {
  console.error(error);
  root.render(
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', maxWidth: '40rem', margin: '0 auto' }}>
      <h1>Le site est momentanément indisponible</h1>
      <p>La configuration de l’application n’a pas pu être chargée. Réessaie dans quelques instants.</p>
    </main>,
  );
});
