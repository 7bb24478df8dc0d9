import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, meQuery, pointsOverviewQuery, subscriptionQuery } from '../../../lib/api';

export const useSubscription = (refetchInterval?: number) => useQuery({ ...subscriptionQuery(), refetchInterval });

/**
 * 'Actualiser' (SPEC §7 check-subscription): the server reads the subscription again at Stripe and writes the plan it
 * finds; the page, /me (the shell's plan) and the points (a plan's bonus) are refreshed with its answer.
 */
export function useCheckSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('checkSubscription', {}),
    onSuccess: (view) => {
      queryClient.setQueryData(subscriptionQuery().queryKey, view);
      void queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: pointsOverviewQuery().queryKey });
    },
  });
}
