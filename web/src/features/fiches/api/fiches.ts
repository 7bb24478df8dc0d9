import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FicheDetail, FicheLibrary, FicheValidationResult } from '../../../../../shared/contract/fiche-schemas';
import { DAILY_CAP_REACHED_TOAST } from '../../../../../shared/domain/points';
import { ERRORS, pointsEarnedToast } from '../../../../../shared/schemas/messages';
import { toaster } from '../../../components/ui/toaster';
import { callApi, ficheDetailQuery, ficheLibraryQuery, isApiError, meQuery, pointsOverviewQuery, progressionQuery, recommendationsQuery } from '../../../lib/api';
import { ApiError } from '../../../lib/api/ApiError';
import { useAuth } from '../../../lib/auth';
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

/** A fiche to validate: its id, or `{ id, repeat: true }` for 'Refaire la séance'; its title names it in the pending list. */
export type ValidationInput = string | { id: string; repeat?: true; title?: string };

/**
 * `POST /fiches/{id}/validate` for the current dog (SPEC §4 Fiche progress, issue 25): 'Bravo ! +{n} points 🎉' on
 * success (or, past the day's cap, that the fiche is completed without points), SPEC §8's message on failure, the
 * API's own when the dog is read-only (past the plan's limit); then every query that shows points, levels or that
 * dog's progress is refetched. The dog is the one current when the member clicks.
 * Offline (issue 27): the tap makes the request's idempotency key and instant; when the network fails (or the browser
 * says it is offline), the validation is recorded on the device ('En attente de connexion', web/src/lib/offline) and
 * sent later with that same key; the answer is then `null`. The mutation runs whatever the network (TanStack would
 * otherwise pause it until the network returns, and the member would see nothing recorded).
 */
export function useValidateFiche() {
  const queryClient = useQueryClient();
  const { dogId } = useCurrentDog();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.user.sub : null;
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: ValidationInput): Promise<FicheValidationResult | null> => {
      const { id, repeat, title } = typeof input === 'string' ? { id: input, repeat: undefined, title: undefined } : input;
      const key = crypto.randomUUID();
      const validatedAt = new Date().toISOString();
      const queue = () =>
        import('../../../lib/offline/queue').then(async ({ enqueue }) => {
          if (!userId) throw new ApiError(0, 'network', ERRORS.ficheValidation.description);
          await enqueue({ key, userId, ficheId: id, ficheTitle: title ?? queuedTitle(queryClient, id), ...(dogId ? { dogId } : {}), repeat: repeat === true, validatedAt });
          return null;
        });
      if (!navigator.onLine) return queue();
      try {
        return await callApi('validateFiche', { params: { id }, body: { dogId, ...(repeat ? { repeat } : {}) }, idempotencyKey: key });
      } catch (error) {
        // Lost on the way (no network, or its answer lost): queued with its key, the server applies it once.
        if (isApiError(error) && error.status === 0) return queue();
        throw error;
      }
    },
    onSuccess: async (result) => {
      if (!result) {
        toaster.create({ type: 'info', title: 'En attente de connexion', description: 'Validation enregistrée sur cet appareil : elle sera envoyée dès le retour du réseau.' });
        return;
      }
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

/** The fiche's title as the cache knows it (its page or the library), for the pending list. */
function queuedTitle(queryClient: QueryClient, ficheId: string): string {
  for (const [, data] of queryClient.getQueriesData<FicheDetail | FicheLibrary>({ queryKey: ficheLibraryQuery().queryKey })) {
    const title = data && ('fiches' in data ? data.fiches.find((card) => card.id === ficheId)?.title : data.fiche.id === ficheId ? data.fiche.title : undefined);
    if (title) return title;
  }
  return 'Fiche';
}
