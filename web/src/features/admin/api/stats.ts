import { useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '../../../../../shared/contract/admin-schemas';
import { adminAnalyticsQuery, adminStatsQuery } from '../../../lib/api';

export const useAdminStats = () => useQuery(adminStatsQuery());

export const useAdminAnalytics = (period: AnalyticsPeriod) => useQuery(adminAnalyticsQuery(period));
