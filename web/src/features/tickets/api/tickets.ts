import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { createTicketBodySchema } from '../../../../../shared/contract/ticket-schemas';
import { callApi, isApiError, meQuery, rewardsQuery, ticketQuery, ticketsQuery } from '../../../lib/api';

export const useTickets = () => useQuery(ticketsQuery());
export const useTicket = (id: string) => useQuery(ticketQuery(id));

export type CreateTicketRequest = z.input<typeof createTicketBodySchema>;

/** A lost answer may have opened the ticket: retried with the same requestId, never after a refusal. */
const isWorthRetrying = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * `POST /tickets`: the server picks what pays for it (Expert+, the Premium quota or a credit) in the transaction that
 * creates it, keyed by the click's `requestId`. Then the list, /me (the quota) and the rewards (a credit) refresh.
 * The caller shows the toasts: the dialog keeps its values after a refusal.
 */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateTicketRequest) => callApi('createTicket', { body: request }),
    retry: (failures, error) => failures < 2 && isWorthRetrying(error),
    // A refusal too: the rights on screen were older than the server's (another tab may have used the last ticket).
    onSettled: () =>
      Promise.all([ticketsQuery(), meQuery(), rewardsQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey }))),
  });
}

/** `POST /tickets/{id}/messages`: the answer is the ticket as it now stands (a resolved one reopens). */
export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi('replyToTicket', { params: { id }, body: { body } }),
    onSuccess: (ticket) => queryClient.setQueryData(ticketQuery(id).queryKey, ticket),
    // The list only (exact): the ticket itself is the answer just written.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsQuery().queryKey, exact: true }),
  });
}

/** `POST /tickets/{id}/close`. */
export function useCloseTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('closeTicket', { params: { id } }),
    onSuccess: (ticket) => queryClient.setQueryData(ticketQuery(id).queryKey, ticket),
    // The list only (exact): the ticket itself is the answer just written.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsQuery().queryKey, exact: true }),
  });
}

export { ticketFailureMessage } from '../errors';
