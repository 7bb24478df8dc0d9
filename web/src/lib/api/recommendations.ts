import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './client';

/**
 * `GET /recommendations`: points, the dog's tags, completion and up to 10 fiches. Key ['recommendations'], shared
 * by the recommendations page and the dashboard's top 3, refetched after a profile save or a validation.
 */
export const recommendationsQuery = () =>
  queryOptions({
    queryKey: ['recommendations'] as const,
    queryFn: ({ signal }) => callApi('recommendations', { signal }),
    staleTime: 60_000,
  });

export const useRecommendations = () => useQuery(recommendationsQuery());
