import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { DeleteAccount } from '../../../../../shared/schemas/account-deletion';
import { callApi } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

/**
 * 'Supprimer mon compte' (issue 22): once the API has committed the deletion, this browser leaves the member area for
 * /compte-supprime, then signs out and forgets what it had read of the account. In that order: signed out first, the
 * member area's guard would send the browser to /auth before the confirmation page. Signing out cannot fail the
 * deletion: the account is gone whatever Cognito answers.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: (body: DeleteAccount) => callApi('deleteAccount', { body }),
    onSuccess: async () => {
      navigate('/compte-supprime', { replace: true });
      await signOut().catch(() => undefined);
      queryClient.clear();
    },
  });
}
