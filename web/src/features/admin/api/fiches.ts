import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FicheForm } from '../../../../../shared/schemas/fiche-admin';
import { adminFicheQuery, adminFichesQuery, callApi, ficheLibraryQuery, adminStatsQuery } from '../../../lib/api';

export const useAdminFiches = () => useQuery(adminFichesQuery());
export const useAdminFiche = (id: string | null) => useQuery({ ...adminFicheQuery(id ?? ''), enabled: id !== null });

/** After any change: the table (and each fiche's form, whose keys it prefixes), and the members' library in this tab. */
function useRefreshFiches() {
  const queryClient = useQueryClient();
  return () => Promise.all([adminFichesQuery(), ficheLibraryQuery(), adminStatsQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey })));
}

export function useSaveFiche() {
  const refresh = useRefreshFiches();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: FicheForm }) => (id ? callApi('updateFiche', { params: { id }, body: form }) : callApi('createFiche', { body: form })),
    onSettled: refresh,
  });
}

export function usePublishFiche() {
  const refresh = useRefreshFiches();
  return useMutation({ mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) => callApi('setFichePublication', { params: { id }, body: { isPublished } }), onSettled: refresh });
}

export function useDeleteFiche() {
  const refresh = useRefreshFiches();
  return useMutation({ mutationFn: (id: string) => callApi('deleteFiche', { params: { id } }), onSettled: refresh });
}
