import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUCCESS } from '../../../../../shared/schemas/messages';
import { toaster } from '../../../components/ui/toaster';
import { adminChallengeQuery, callApi, ficheLibraryQuery, pointsOverviewQuery } from '../../../lib/api';

export const useAdminChallenge = (month: string) => useQuery(adminChallengeQuery(month));

/**
 * The fiches an admin may pick. There is no admin list of the catalogue yet (the admin fiches section brings it):
 * this is the library as the admin's own plan lists it, which for a free plan is only the free fiches.
 */
export const useChallengeCandidates = () => useQuery(ficheLibraryQuery());

/** `PUT /admin/challenges/{month}`: the month's challenge fiches (1 to 5), the API's French message on refusal. */
export function useSetChallenge(month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ficheIds: string[]) => callApi('adminSetChallenge', { params: { month }, body: { ficheIds } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminChallengeQuery(month).queryKey, saved);
      toaster.create({ type: 'success', title: SUCCESS.challengeSaved });
      // The admin is a member too: their own points page shows the challenge.
      await queryClient.invalidateQueries({ queryKey: pointsOverviewQuery().queryKey });
    },
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });
}
