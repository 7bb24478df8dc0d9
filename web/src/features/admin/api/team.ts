import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { inviteEducatorBodySchema } from '../../../../../shared/contract/admin-member-schemas';
import { adminEducatorsQuery, adminPointsQuery, callApi } from '../../../lib/api';

export const useAdminEducators = () => useQuery(adminEducatorsQuery());
export const useAdminPoints = () => useQuery(adminPointsQuery());

export function useInviteEducator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof inviteEducatorBodySchema>) => callApi('adminInviteEducator', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminEducatorsQuery().queryKey }),
  });
}
