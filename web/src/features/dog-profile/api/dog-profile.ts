import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DogProfileResponse, SaveDogProfileBody } from '../../../../../shared/contract/dog-profile-schemas';
import { callApi, isApiError } from '../../../lib/api';

/**
 * `GET /dog-profile`: the caller's dog profile and its behavioural tags, or null when there is none yet (404).
 * The key ['dog-profile'] is shared with the dashboard's dog header, so a save refreshes both.
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

export const useDogProfile = () => useQuery(dogProfileQuery());

/**
 * `PUT /dog-profile`. The answer replaces the cached profile; recommendations and the library, which are scored
 * from the profile's tags, are refetched.
 */
export function useSaveDogProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDogProfileBody) => callApi('saveDogProfile', { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(dogProfileQuery().queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['recommendations'] }),
        queryClient.invalidateQueries({ queryKey: ['fiches'] }),
      ]);
    },
  });
}
