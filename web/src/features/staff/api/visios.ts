import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRulesInput, StaffVisio } from '../../../../../shared/contract/visio-schemas';
import { toaster } from '../../../components/ui/toaster';
import { callApi, staffAgendaQuery, staffAvailabilityQuery, staffVisioQuery, staffVisiosQuery } from '../../../lib/api';

export const useStaffVisios = (scope: 'upcoming' | 'past') => useQuery(staffVisiosQuery(scope));
export const useStaffVisio = (id: string) => useQuery(staffVisioQuery(id));
export const useStaffAvailability = () => useQuery(staffAvailabilityQuery());

const showError = (error: Error) => toaster.create({ type: 'error', title: error.message });

/** After a change on a session: its view as answered, then the agenda and every session (one key prefix). */
function useRefreshAgenda() {
  const queryClient = useQueryClient();
  return (visio: StaffVisio) => {
    queryClient.setQueryData(staffVisioQuery(visio.visio.id).queryKey, visio);
    return queryClient.invalidateQueries({ queryKey: staffAgendaQuery().queryKey });
  };
}

/** `PUT /staff/visios/{id}/outcome`: held or missed, and the summary the member reads. */
export function useRecordOutcome(id: string) {
  const refresh = useRefreshAgenda();
  return useMutation({
    mutationFn: (outcome: { status: 'terminee' | 'absent'; summary?: string }) => callApi('staffVisioOutcome', { params: { id }, body: outcome }),
    onSuccess: async (visio) => {
      toaster.create({ type: 'success', title: visio.visio.status === 'absent' ? 'Absence enregistrée' : 'Compte rendu enregistré', description: 'Le membre le retrouve dans son historique.' });
      await refresh(visio);
    },
    onError: showError,
  });
}

/** `POST /staff/visios/{id}/cancel`: the member gets the credit back and the reason, live and by e-mail. */
export function useStaffCancelVisio(id: string) {
  const refresh = useRefreshAgenda();
  return useMutation({
    mutationFn: (reason: string) => callApi('staffCancelVisio', { params: { id }, body: { reason } }),
    onSuccess: async (visio) => {
      toaster.create({ type: 'success', title: 'Visio annulée', description: 'Le membre est prévenu et récupère son crédit.' });
      await refresh(visio);
    },
    onError: showError,
  });
}

/** `PUT /staff/availability`: the whole set of rules, as the form holds it. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AvailabilityRulesInput) => callApi('saveStaffAvailability', { body: rules }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffAvailabilityQuery().queryKey, saved);
      toaster.create({ type: 'success', title: 'Disponibilités enregistrées' });
    },
    onError: showError,
  });
}
