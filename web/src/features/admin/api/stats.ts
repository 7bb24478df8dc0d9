import { useQuery } from '@tanstack/react-query';
import { adminStatsQuery } from '../../../lib/api';

export const useAdminStats = () => useQuery(adminStatsQuery());
