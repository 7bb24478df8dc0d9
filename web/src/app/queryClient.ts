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
  // TanStack assumes it starts online and learns otherwise from the next 'offline' event: an app opened offline
  // (issue 27) would send its queries, fail them, and show errors over the data kept on the device. It pauses them.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  // The points overview's key prefixes the rewards': both are covered.
  for (const query of [meQuery(), pointsOverviewQuery()]) client.setQueryDefaults(query.queryKey, { refetchOnWindowFocus: true });
  return client;
}
