import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetConsentBody } from '../../../../../shared/contract/consent-schemas';
import { callApi, consentsQuery, meQuery } from '../../../lib/api';

export const useConsents = () => useQuery(consentsQuery());

/**
 * `PUT /account/consents`: one switch. Not optimistic: the switch shows what the server holds, and its answer (the
 * state and the date it wrote) replaces the page's copy. `/me` carries the newsletter too, so it is refetched.
 */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetConsentBody) => callApi('setConsent', { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(consentsQuery().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: meQuery().queryKey, exact: true });
    },
  });
}

/** `POST /account/unsubscribe?t=…`: the e-mail's one-click link, confirmed on the site's page (no sign-in). */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => callApi('unsubscribe', { query: { t: token } }) });
}
