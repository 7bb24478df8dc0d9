import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccount } from '../../../../../shared/schemas/account-deletion';
import { callApi } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

/**
 * 'Supprimer mon compte' (issue 22): once the API has committed the deletion, this browser signs out and forgets what
 * it had read of the account. Signing out cannot fail the deletion: the account is gone whatever Cognito answers.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: async (body: DeleteAccount) => {
      await callApi('deleteAccount', { body });
      await signOut().catch(() => undefined);
      queryClient.clear();
    },
  });
}
