import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTicket } from '../../../../../shared/contract/ticket-schemas';
import { TICKET_STATUS_LABELS, type TicketStatus } from '../../../../../shared/domain/tickets';
import { STAFF_MESSAGES } from '../../../../../shared/schemas/messages';
import { toaster } from '../../../components/ui/toaster';
import { callApi, staffEducatorsQuery, staffQueueQuery, staffTicketQuery, staffTicketsQuery, type StaffQueueName } from '../../../lib/api';

export const useStaffQueue = (queue: StaffQueueName) => useQuery(staffQueueQuery(queue));
export const useStaffTicket = (id: string) => useQuery(staffTicketQuery(id));
export const useEducators = () => useQuery(staffEducatorsQuery());

/** After any change on a ticket: its view, and every queue with its counts (one key prefix). */
function useRefreshTickets() {
  const queryClient = useQueryClient();
  return (id: string, ticket?: StaffTicket) => {
    if (ticket) queryClient.setQueryData(staffTicketQuery(id).queryKey, ticket);
    return queryClient.invalidateQueries({ queryKey: staffTicketsQuery().queryKey });
  };
}

const showError = (error: Error) => toaster.create({ type: 'error', title: error.message });

/** `POST /staff/tickets/{id}/messages`: an answer the member sees (and is told of, live). */
export function useStaffReply(id: string) {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (body: string) => callApi('staffReply', { params: { id }, body: { body } }),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: STAFF_MESSAGES.replySent });
      await refresh(id);
    },
    onError: showError,
  });
}

/** `POST /staff/tickets/{id}/notes`: a note for the team only. */
export function useStaffNote(id: string) {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (body: string) => callApi('staffNote', { params: { id }, body: { body } }),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: STAFF_MESSAGES.noteAdded });
      await refresh(id);
    },
    onError: showError,
  });
}

export interface AssignChoice {
  assigneeId: string | null;
  /** Said in the toast: 'toi' when it is the caller, the educator's name otherwise. */
  toast: string;
}

/** `PUT /staff/tickets/{id}/assignee`: to me, to another educator, or to nobody. */
export function useStaffAssign(id: string) {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: ({ assigneeId }: AssignChoice) => callApi('staffAssign', { params: { id }, body: { assigneeId } }),
    onSuccess: async (ticket, choice) => {
      toaster.create({ type: 'success', title: choice.toast });
      await refresh(id, ticket);
    },
    onError: showError,
  });
}

/**
 * `PUT /staff/tickets/{id}/status`: only a status of `nextStatuses` is offered; a refusal (someone moved it
 * meanwhile: 409 with its French message) is shown and the ticket is read again.
 */
export function useStaffSetStatus(id: string) {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (status: TicketStatus) => callApi('staffSetStatus', { params: { id }, body: { status } }),
    onSuccess: async (ticket, status) => {
      toaster.create({ type: 'success', title: STAFF_MESSAGES.statusChanged(TICKET_STATUS_LABELS[status].label) });
      await refresh(id, ticket);
    },
    // The page shows the refusal beside the buttons; the ticket is read again to offer what is possible now.
    onError: async () => {
      await refresh(id);
    },
  });
}
