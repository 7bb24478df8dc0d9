import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DAILY_CAP_REACHED_TOAST } from '../../../../../shared/domain/points';
import { ERRORS, pointsEarnedToast } from '../../../../../shared/schemas/messages';
import { toaster } from '../../../components/ui/toaster';
import { callApi, ficheDetailQuery, ficheLibraryQuery, isApiError, meQuery, pointsOverviewQuery, progressionQuery, recommendationsQuery } from '../../../lib/api';
import { useCurrentDog } from '../../../lib/current-dog';

/** The current dog's library (issue 25: sorted for that dog, with its progress). */
export function useFicheLibrary() {
  const { dogId } = useCurrentDog();
  return useQuery(ficheLibraryQuery(dogId));
}

/** One fiche with the current dog's progress on it. */
export function useFicheDetail(id: string) {
  const { dogId } = useCurrentDog();
  return useQuery(ficheDetailQuery(id, dogId));
}

/**
 * `POST /fiches/{id}/validate` for the current dog (SPEC §4 Fiche progress, issue 25): 'Bravo ! +{n} points 🎉' on
 * success (or, past the day's cap, that the fiche is completed without points), SPEC §8's message on failure, the
 * API's own when the dog is read-only (past the plan's limit); then every query that shows points, levels or that
 * dog's progress is refetched. The dog is the one current when the member clicks.
 */
export function useValidateFiche() {
  const queryClient = useQueryClient();
  const { dogId } = useCurrentDog();
  return useMutation({
    // A fiche id, or `{ id, repeat: true }` for 'Refaire la séance' (issue 25: one more session, no points).
    mutationFn: (input: string | { id: string; repeat: true }) =>
      typeof input === 'string'
        ? callApi('validateFiche', { params: { id: input }, body: { dogId } })
        : callApi('validateFiche', { params: { id: input.id }, body: { dogId, repeat: true } }),
    onSuccess: async (result) => {
      if (result.dailyCapReached) toaster.create({ type: 'info', ...DAILY_CAP_REACHED_TOAST });
      else if (!result.alreadyCompleted) toaster.create({ type: 'success', ...pointsEarnedToast(result.pointsEarned) });
      else if (result.session?.kind === 'repeat') toaster.create({ type: 'success', title: 'Séance enregistrée', description: 'Cette séance compte dans ta semaine (sans nouveaux points).' });
      await Promise.all(
        [meQuery(), ficheLibraryQuery(result.dogId), recommendationsQuery(result.dogId), pointsOverviewQuery(), progressionQuery()].map((query) =>
          queryClient.invalidateQueries({ queryKey: query.queryKey }),
        ),
      );
    },
    onError: (error) =>
      toaster.create(
        isApiError(error) && error.code === 'DOG_READ_ONLY'
          ? { type: 'error', title: 'Validation impossible pour ce chien', description: error.message }
          : { type: 'error', ...ERRORS.ficheValidation },
      ),
  });
}
