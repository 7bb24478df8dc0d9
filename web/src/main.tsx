import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { browserEmotionCache } from './ssr/emotionCache';
import { loadConfig } from './lib/config';

/**
 * The app renders every path but the public pages, which the build makes static HTML with islands and no React
 * (web/vite/prerender-public-pages.ts); it renders them too when it navigates to them. The shell arrives with the
 * header's frame in its root (its first paint), which the first render replaces.
 */
const container = document.getElementById('root') as HTMLElement;

const app = (
  <StrictMode>
    <CacheProvider value={browserEmotionCache()}>
      <App>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </CacheProvider>
  </StrictMode>
);

// In a transition, React yields to the browser while it renders the first page instead of blocking it in one long task.
const root = createRoot(container);
startTransition(() => root.render(app));

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
