import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { totpStatusQuery } from '../../../lib/api';
import { totp } from '../../../lib/auth';

export const useTotpStatus = () => useQuery(totpStatusQuery());

/** Checks the app's first code and turns TOTP on; the status is read again from Cognito afterwards. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: totp.confirm, onSettled: () => queryClient.invalidateQueries(totpStatusQuery()) });
}

export function useTurnTotpOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: totp.turnOff, onSettled: () => queryClient.invalidateQueries(totpStatusQuery()) });
}
