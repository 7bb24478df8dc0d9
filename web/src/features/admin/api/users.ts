import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { endGiftBodySchema, planGiftBodySchema, roleChangeBodySchema, suspensionBodySchema } from '../../../../../shared/contract/admin-member-schemas';
import type { adjustPointsBodySchema, grantRewardBodySchema } from '../../../../../shared/contract/points-schemas';
import { adminMemberQuery, adminMembersScope, adminPointsQuery, adminUsersQuery, callApi, type AdminUsersFilter } from '../../../lib/api';

export const useAdminUsers = (filter: AdminUsersFilter) => useInfiniteQuery(adminUsersQuery(filter));
export const useAdminMember = (id: string) => useQuery(adminMemberQuery(id));

/** After an action on a member: their file and the members list (same key prefix), and the points figures. */
function useRefreshMember() {
  const queryClient = useQueryClient();
  return () => Promise.all([adminMembersScope(), adminPointsQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey })));
}

type Body<S extends z.ZodType> = z.input<S>;

export function useAdjustPoints(id: string) {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: (body: Body<typeof adjustPointsBodySchema>) => callApi('adminAdjustPoints', { params: { id }, body }), onSettled: refresh });
}

export function useGrantReward(id: string) {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: (body: Body<typeof grantRewardBodySchema>) => callApi('adminGrantReward', { params: { id }, body }), onSettled: refresh });
}

export function useChangeRole(id: string) {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: (body: Body<typeof roleChangeBodySchema>) => callApi('adminChangeRole', { params: { id }, body }), onSettled: refresh });
}

/** A plan given by hand, or its end (issue 21). */
export function useGiftPlan(id: string) {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: (body: Body<typeof planGiftBodySchema>) => callApi('adminGiftPlan', { params: { id }, body }), onSettled: refresh });
}

export function useEndGift(id: string) {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: (body: Body<typeof endGiftBodySchema>) => callApi('adminEndGift', { params: { id }, body }), onSettled: refresh });
}

/** Suspend or reactivate the account (issue 21). */
export function useSetSuspension(id: string) {
  const refresh = useRefreshMember();
  return useMutation({ mutationFn: (body: Body<typeof suspensionBodySchema>) => callApi('adminSetSuspension', { params: { id }, body }), onSettled: refresh });
}
