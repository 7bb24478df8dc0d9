import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaymentsQuery, callApi, paymentsConfigQuery } from '../../../lib/api';

export const useAdminPayments = (month: string) => useQuery(adminPaymentsQuery(month));
export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());

/** Refunds a shop purchase: the month's list is read again (its status, the month's revenue). */
export function useRefundPayment(month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('refundPayment', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQuery(month).queryKey }),
  });
}
