import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DogProfileResponse, SaveDogProfileInput } from '../../../../../shared/contract/dog-profile-schemas';
import { callApi, dogProfileQuery, dogsQuery, ficheLibraryQuery, recommendationsQuery } from '../../../lib/api';

/** After a dog's profile is saved or created: its cached profile replaced, what is scored from it and the dogs' list read again. */
async function profileSaved(queryClient: ReturnType<typeof useQueryClient>, saved: DogProfileResponse) {
  queryClient.setQueryData(dogProfileQuery(saved.dogId).queryKey, saved);
  await Promise.all(
    [recommendationsQuery(saved.dogId), ficheLibraryQuery(saved.dogId), dogsQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey })),
  );
}

/**
 * `PUT /dog-profile?dogId=`. The answer replaces that dog's cached profile (shared with the dashboard); its
 * recommendations and library, which are scored from the profile's tags, and the dogs' list (name, completion) are
 * refetched.
 */
export function useSaveDogProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dogId, body }: { dogId: string; body: SaveDogProfileInput }) => callApi('saveDogProfile', { query: { dogId }, body }),
    onSuccess: (saved) => profileSaved(queryClient, saved),
  });
}

/** `POST /dogs` ('Ajouter un chien', issue 25): a new dog from the quick form, within the plan's limit. */
export function useAddDog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDogProfileInput) => callApi('addDog', { body }),
    onSuccess: (saved) => profileSaved(queryClient, saved),
  });
}
