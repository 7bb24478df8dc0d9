import { useRoutes } from 'react-router-dom';
import { routeTree } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { UrlFlagToasts } from './UrlFlagToasts';

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
