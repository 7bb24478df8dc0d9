import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DogProfileResponse } from '../../../../../shared/contract/dog-profile-schemas';
import { callApi, isApiError } from '../../../lib/api';

/**
 * The dashboard's reads of the member's dog and recommendations. They use the same keys as the dog-profile and
 * recommendations pages (['dog-profile'], ['recommendations']), so the cache is shared and a profile save or a
 * fiche validation refreshes the dashboard too.
 */
export const dashboardDogProfileQuery = () =>
  queryOptions({
    queryKey: ['dog-profile'] as const,
    queryFn: async ({ signal }): Promise<DogProfileResponse | null> => {
      try {
        return await callApi('getDogProfile', { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export const useDashboardDogProfile = () => useQuery(dashboardDogProfileQuery());

export const dashboardRecommendationsQuery = () =>
  queryOptions({
    queryKey: ['recommendations'] as const,
    queryFn: ({ signal }) => callApi('recommendations', { signal }),
    staleTime: 60_000,
  });

export const useDashboardRecommendations = () => useQuery(dashboardRecommendationsQuery());
