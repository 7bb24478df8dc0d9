import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { bookVisioBodySchema, Visio } from '../../../../../shared/contract/visio-schemas';
import { GENERIC_ERROR } from '../../../../../shared/schemas/messages';
import { toaster } from '../../../components/ui/toaster';
import { callApi, isApiError, meQuery, rewardsQuery, visiosQuery, visioSlotsQuery, type VisioSlotsRequest } from '../../../lib/api';

/** A held paid session turns confirmed when the provider's webhook arrives: the list is read again until then. */
const PAYMENT_POLL_MS = 3_000;
export const useVisios = () =>
  useQuery({ ...visiosQuery(), refetchInterval: (query) => (query.state.data?.upcoming.some((visio) => visio.status === 'en_attente') ? PAYMENT_POLL_MS : false) });
export const useVisioSlots = (request: VisioSlotsRequest, enabled = true) => useQuery({ ...visioSlotsQuery(request), enabled });

export type BookVisioRequest = z.input<typeof bookVisioBodySchema>;

/** A lost answer may have booked the slot: retried with the same requestId, never after a refusal. */
const isWorthRetrying = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * After any change of a booking: the sessions and the slots (the slots' key extends the list's), /me (the counters
 * of the plan card) and the rewards (a free-visio reward spent or given back).
 */
function useRefreshVisios() {
  const queryClient = useQueryClient();
  return () => Promise.all([visiosQuery(), meQuery(), rewardsQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey })));
}

/** `POST /visios`: the server picks what pays and which educator, in the transaction that claims the slot. */
export function useBookVisio() {
  const refresh = useRefreshVisios();
  return useMutation({
    mutationFn: (request: BookVisioRequest) => callApi('bookVisio', { body: request }),
    retry: (failures, error) => failures < 2 && isWorthRetrying(error),
    // A refusal too: the slot was just taken, or the credits on screen were older than the server's.
    onSettled: refresh,
  });
}

export function useCancelVisio() {
  const refresh = useRefreshVisios();
  return useMutation({ mutationFn: (id: string) => callApi('cancelVisio', { params: { id } }), onSettled: refresh });
}

/** 'Libérer le créneau' of a held paid session (the same route as a cancellation: the server closes its checkout first). */
export function useGiveUpHeldVisio() {
  const cancel = useCancelVisio();
  const run = (visio: Pick<Visio, 'id'>) =>
    cancel.mutate(visio.id, {
      onSuccess: () => toaster.create({ type: 'info', title: 'Créneau libéré', description: 'Aucun paiement n’a été pris. Tu peux choisir un autre créneau.' }),
      onError: (error) => toaster.create({ type: 'error', title: visioFailureMessage(error) }),
    });
  return { run, pendingId: cancel.isPending ? cancel.variables : undefined };
}

export function useRescheduleVisio() {
  const refresh = useRefreshVisios();
  return useMutation({
    mutationFn: ({ id, start, requestId }: { id: string; start: string; requestId: string }) => callApi('rescheduleVisio', { params: { id }, body: { requestId, start } }),
    retry: (failures, error) => failures < 2 && isWorthRetrying(error),
    onSettled: refresh,
  });
}

/** What a failed visio call tells the member: the API's own message for a visio reason or a network failure, else SPEC §8's. */
export function visioFailureMessage(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR;
  if (error.code.startsWith('VISIO_') || error.status === 0) return error.message;
  return GENERIC_ERROR;
}
