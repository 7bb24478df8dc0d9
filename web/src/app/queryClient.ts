import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/ApiError';

/** One client for the app: a client error (4xx) is never retried, a network or server failure once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
