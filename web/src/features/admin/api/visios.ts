import { useQuery } from '@tanstack/react-query';
import { adminVisiosQuery, type AdminVisiosFilter } from '../../../lib/api';

export const useAdminVisios = (filter: AdminVisiosFilter) => useQuery(adminVisiosQuery(filter));
