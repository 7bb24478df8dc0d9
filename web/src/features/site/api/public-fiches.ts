import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** `GET /public/fiches/stats`: how many fiches are published, free and in all (true counts, not a list). */
export const publicFicheStatsQuery = () =>
  queryOptions({
    queryKey: ['public', 'fiche-stats'] as const,
    queryFn: ({ signal }) => callApi('publicFicheStats', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const usePublicFicheStats = () => useQuery(publicFicheStatsQuery());

/** `GET /public/fiches/samples`: a few published free fiches as teasers (never their content). */
export const publicFicheSamplesQuery = () =>
  queryOptions({
    queryKey: ['public', 'fiche-samples'] as const,
    queryFn: ({ signal }) => callApi('publicFicheSamples', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const usePublicFicheSamples = () => useQuery(publicFicheSamplesQuery());
