import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMailPreferences } from '../../../../../shared/domain/staff-mail';
import { toaster } from '../../../components/ui/toaster';
import { callApi, mailPreferencesQuery } from '../../../lib/api';

export const useMailPreferences = () => useQuery(mailPreferencesQuery());

/** `PUT /staff/mail-preferences`: saves the three switches at once; the page shows the saved answer. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: StaffMailPreferences) => callApi('setStaffMailPreferences', { body: preferences }),
    onSuccess: (saved) => {
      queryClient.setQueryData(mailPreferencesQuery().queryKey, saved);
      toaster.create({ type: 'success', title: 'Vos préférences d’e-mails sont enregistrées.' });
    },
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });
}
