import { useQuery } from '@tanstack/react-query';
import { publicFicheSamplesQuery, publicFicheStatsQuery } from '../../../lib/api';

export const usePublicFicheStats = () => useQuery(publicFicheStatsQuery());
/** Not fetched on a static page (`skip`): the islands fetch the samples there. */
export const usePublicFicheSamples = (skip = false) => useQuery({ ...publicFicheSamplesQuery(), enabled: !skip });
