import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword } from '../../../../../shared/schemas/auth';
import { callApi, meQuery } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

/**
 * 'Mon compte', who the member is (issue 22). A new first name or address is read everywhere it shows: `/me` (the
 * dashboard, the header, every page that greets the member) is refetched, and the session takes new tokens, whose id
 * token carries the name and address the app shows before `/me` answers.
 */
function useIdentityRefresh() {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return async () => {
    await Promise.all([queryClient.invalidateQueries(meQuery()), refreshSession().catch(() => undefined)]);
  };
}

export function useChangeFirstName() {
  const refresh = useIdentityRefresh();
  return useMutation({ mutationFn: (firstName: string) => callApi('changeFirstName', { body: { firstName } }), onSuccess: refresh });
}

/** Step 1: a code is sent to the new address; the account keeps its address until the code is entered. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: (email: string) => callApi('requestEmailChange', { body: { email } }) });
}

/** Step 2: the code; the address changes (and the previous one is told by e-mail). */
export function useConfirmEmailChange() {
  const refresh = useIdentityRefresh();
  return useMutation({ mutationFn: (code: string) => callApi('confirmEmailChange', { body: { code } }), onSuccess: refresh });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePassword) => callApi('changePassword', { body }) });
}

/** Every session ends (refresh tokens revoked, older tokens refused by the API); this browser signs out too. */
export function useSignOutEverywhere() {
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: async () => {
      await callApi('signOutEverywhere');
      await signOut();
    },
  });
}
