import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutomationBody } from '../../../../../shared/contract/automation-schemas';
import type { AutomationEvent } from '../../../../../shared/domain/automations';
import { adminAutomationsQuery, callApi } from '../../../lib/api';

export const useAdminAutomations = () => useQuery(adminAutomationsQuery());

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminAutomationsQuery().queryKey });
}

export function useSaveAutomation(event: AutomationEvent) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: AutomationBody) => callApi('adminSaveAutomation', { params: { event }, body }), onSettled: refresh });
}

export function useTestAutomation(event: AutomationEvent) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi('adminTestAutomation', { params: { event } }), onSettled: refresh });
}
