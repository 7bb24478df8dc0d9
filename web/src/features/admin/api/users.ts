import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUsersQuerySchema } from '../../../../../shared/contract/schemas';
import { callApi } from '../../../lib/api';

export type AdminUsersFilter = z.input<typeof adminUsersQuerySchema>;

/** `GET /admin/users?search=&plan=`. */
export const adminUsersQuery = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: ['admin', 'users', filter] as const,
    queryFn: ({ signal }) => callApi('adminUsers', { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filter: AdminUsersFilter) => useQuery(adminUsersQuery(filter));
