import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DAILY_CAP_REACHED_TOAST } from '../../../../../shared/domain/points';
import { ERRORS, pointsEarnedToast } from '../../../../../shared/schemas/messages';
import { toaster } from '../../../components/ui/toaster';
import { callApi, ficheDetailQuery, ficheLibraryQuery, meQuery, pointsOverviewQuery, progressionQuery, recommendationsQuery } from '../../../lib/api';

export const useFicheLibrary = () => useQuery(ficheLibraryQuery());
export const useFicheDetail = (id: string) => useQuery(ficheDetailQuery(id));

/**
 * `POST /fiches/{id}/validate` (SPEC §4 Fiche progress): 'Bravo ! +{n} points 🎉' on success (or, past the day's cap,
 * that the fiche is completed without points), SPEC §8's
 * message on failure; then every query that shows points, levels or progress is refetched.
 */
export function useValidateFiche() {
  const queryClient = useQueryClient();
  return useMutation({
    // A fiche id, or `{ id, repeat: true }` for 'Refaire la séance' (issue 25: one more session, no points).
    mutationFn: (input: string | { id: string; repeat: true }) =>
      typeof input === 'string'
        ? callApi('validateFiche', { params: { id: input }, body: undefined })
        : callApi('validateFiche', { params: { id: input.id }, body: { repeat: true } }),
    onSuccess: async (result) => {
      if (result.dailyCapReached) toaster.create({ type: 'info', ...DAILY_CAP_REACHED_TOAST });
      else if (!result.alreadyCompleted) toaster.create({ type: 'success', ...pointsEarnedToast(result.pointsEarned) });
      else if (result.session?.kind === 'repeat') toaster.create({ type: 'success', title: 'Séance enregistrée', description: 'Cette séance compte dans ta semaine (sans nouveaux points).' });
      await Promise.all(
        [meQuery(), ficheLibraryQuery(), recommendationsQuery(), pointsOverviewQuery(), progressionQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey })),
      );
    },
    onError: () => toaster.create({ type: 'error', ...ERRORS.ficheValidation }),
  });
}
