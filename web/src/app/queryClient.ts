import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/ApiError';
import { meQuery, pointsOverviewQuery } from '../lib/api/queries';

/**
 * One client for the app: a client error (4xx) is never retried, a network or server failure once. What the members'
 * live channel speaks of (the profile with its balance, points and rewards) is refetched, once stale, when the window
 * regains focus; every query refetches when the network comes back (TanStack's default): a message the channel could
 * not deliver is caught up from the database, which stays the truth.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  // TanStack assumes it starts online, and hears 'online' and 'offline' only from the client's mount (the provider's
  // effect, after the first render): an app opened offline (issue 27), or losing the network while it starts, would
  // send its queries, fail them, and show errors over the data kept on the device, or over the page's 'not available
  // offline'. It reads the browser now and follows it from now on: offline, the queries pause.
  if (typeof window !== 'undefined') onlineManager.setEventListener(followBrowserNetwork);
  // The points overview's key prefixes the rewards': both are covered.
  for (const query of [meQuery(), pointsOverviewQuery()]) client.setQueryDefaults(query.queryKey, { refetchOnWindowFocus: true });
  return client;
}

/** TanStack's online state: the browser's `navigator.onLine` at once, then at each of its 'online' and 'offline' events. */
function followBrowserNetwork(setOnline: (online: boolean) => void): () => void {
  const follow = () => setOnline(navigator.onLine);
  follow();
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
  return () => {
    window.removeEventListener('online', follow);
    window.removeEventListener('offline', follow);
  };
}
