import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveDogProfileInput } from '../../../../../shared/contract/dog-profile-schemas';
import { callApi, dogProfileQuery, ficheLibraryQuery, recommendationsQuery } from '../../../lib/api';

/**
 * `PUT /dog-profile`. The answer replaces the cached profile (shared with the nav and the dashboard);
 * recommendations and the library, which are scored from the profile's tags, are refetched.
 */
export function useSaveDogProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDogProfileInput) => callApi('saveDogProfile', { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(dogProfileQuery().queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recommendationsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ficheLibraryQuery().queryKey }),
      ]);
    },
  });
}
