import { useRoutes } from 'react-router-dom';
import { preloadRoute, routeTree } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { UrlFlagToasts } from './UrlFlagToasts';

// In the browser, the page being opened starts downloading with the app, not after its guard (routes.tsx).
if (typeof window !== 'undefined') preloadRoute(window.location.pathname);

/** The route table, with what every route change does: scroll to top and read the URL-flag toasts. */
export function AppRoutes() {
  const element = useRoutes(routeTree);
  return (
    <>
      <ScrollToTop />
      <UrlFlagToasts />
      {element}
    </>
  );
}
