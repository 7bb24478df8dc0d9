import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DogProfileResponse } from '../../../../shared/contract/dog-profile-schemas';
import { isApiError } from './ApiError';
import { callApi } from './client';

/**
 * `GET /dog-profile`: the caller's dog profile and its behavioural tags, or null when there is none yet (404).
 * One key, ['dog-profile'], for the nav's dog name, the dashboard's dog header and the dog-profile pages, so a
 * save refreshes them all.
 */
export const dogProfileQuery = () =>
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

export const useDogProfile = (enabled = true) => useQuery({ ...dogProfileQuery(), enabled });
