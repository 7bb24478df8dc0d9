import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../shared/contract/routes';
import { callApi } from '../../../lib/api';

/** `GET /public/fiches/stats`: how many fiches are published, free and in all (true counts, not a list). */
export const publicFicheStatsQuery = () =>
  queryOptions({
    queryKey: ['public', 'fiche-stats'] as const,
    queryFn: ({ signal }) => callApi(routes.publicFicheStats, { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const usePublicFicheStats = () => useQuery(publicFicheStatsQuery());
