import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERRORS, pointsEarnedToast } from '../../../../../shared/schemas/messages';
import { toaster } from '../../../components/ui/toaster';
import { callApi } from '../../../lib/api';

/** `GET /fiches`: the library, sorted by match score. Key ['fiches'] (a dog-profile save refetches it). */
export const ficheLibraryQuery = () =>
  queryOptions({
    queryKey: ['fiches'] as const,
    queryFn: ({ signal }) => callApi('listFiches', { signal }),
    staleTime: 60_000,
  });

export const useFicheLibrary = () => useQuery(ficheLibraryQuery());

/** `GET /fiches/{id}`: the fiche, its content when the plan may read it, progress and next step. */
export const ficheDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['fiches', id] as const,
    queryFn: ({ signal }) => callApi('getFiche', { params: { id }, signal }),
    staleTime: 60_000,
  });

export const useFicheDetail = (id: string) => useQuery(ficheDetailQuery(id));

/**
 * `POST /fiches/{id}/validate` (SPEC §4 Fiche progress): 'Bravo ! +{n} points 🎉' on success, SPEC §8's
 * message on failure; then every query that shows points, levels or progress is refetched.
 */
export function useValidateFiche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('validateFiche', { params: { id } }),
    onSuccess: async (result) => {
      if (!result.alreadyCompleted) toaster.create({ type: 'success', ...pointsEarnedToast(result.pointsEarned) });
      await Promise.all(
        [['me'], ['fiches'], ['recommendations'], ['points']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: () => toaster.create({ type: 'error', ...ERRORS.ficheValidation }),
  });
}
