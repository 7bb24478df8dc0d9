import { useQuery } from '@tanstack/react-query';
import { adminUsersQuery, type AdminUsersFilter } from '../../../lib/api';

export const useAdminUsers = (filter: AdminUsersFilter) => useQuery(adminUsersQuery(filter));
