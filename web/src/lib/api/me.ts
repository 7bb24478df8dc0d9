import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './client';

/** `GET /me`: the caller's profile, roles, subscription and points. Shared by the shell and every member feature. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: ({ signal }) => callApi('me', { signal }),
    staleTime: 30_000,
  });

export const useMe = (enabled = true) => useQuery({ ...meQuery(), enabled });
