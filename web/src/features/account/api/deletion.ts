import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DeleteAccount } from '../../../../../shared/schemas/account-deletion';
import { callApi } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';

/** What the deletion hands the confirmation page: this browser still holds the deleted account's session. */
interface DeletedState {
  accountDeleted?: boolean;
}

/**
 * 'Supprimer mon compte' (issue 22): once the API has committed the deletion, the browser opens /compte-supprime,
 * which signs out (`useSignOutDeletedAccount`). Not here: signed out while the member area is still on screen (a
 * navigation to a lazy page keeps it there until the page has loaded), the member guard would send it to /auth.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccount) => callApi('deleteAccount', { body }),
    onSuccess: () => navigate('/compte-supprime', { replace: true, state: { accountDeleted: true } satisfies DeletedState }),
  });
}

/**
 * On the confirmation page, after a deletion: this browser signs out and forgets what it had read of the account.
 * Signing out cannot fail the deletion: the account is gone whatever Cognito answers.
 */
export function useSignOutDeletedAccount(): void {
  const { accountDeleted } = (useLocation().state ?? {}) as DeletedState;
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountDeleted) return;
    void signOut()
      .catch(() => undefined)
      .then(() => queryClient.clear());
  }, [accountDeleted, signOut, queryClient]);
}
