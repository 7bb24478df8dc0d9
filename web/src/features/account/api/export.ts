import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError, memberExportQuery } from '../../../lib/api';

/** 'Télécharger mes données' (issue 22): the export's state, read again while it is prepared. */
export const useMemberExport = () => useQuery(memberExportQuery());

/**
 * `POST /account/export`: asks for a new export. Its answer ('en préparation') replaces the page's copy; a refusal
 * because one is already in preparation (another tab) reads the state again.
 */
export function useRequestMemberExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('requestMemberExport', {}),
    onSuccess: (answer) => queryClient.setQueryData(memberExportQuery().queryKey, answer),
    onError: async (error) => {
      if (isApiError(error) && error.status === 409) await queryClient.invalidateQueries({ queryKey: memberExportQuery().queryKey, exact: true });
    },
  });
}
