import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './client';

/** The route table (and zod, its schemas) load with the first call, not with the pages that may call. */
const loadRoutes = async () => (await import('../../../../shared/contract/routes')).routes;

/** `GET /me`: the caller's profile, roles, subscription and points. Shared by the shell and every member feature. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: async ({ signal }) => callApi((await loadRoutes()).me, { signal }),
    staleTime: 30_000,
  });

export const useMe = (enabled = true) => useQuery({ ...meQuery(), enabled });
