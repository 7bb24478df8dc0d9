import { useQuery } from '@tanstack/react-query';
import { publicFicheSamplesQuery, publicFicheStatsQuery } from '../../../lib/api';

export const usePublicFicheStats = () => useQuery(publicFicheStatsQuery());
export const usePublicFicheSamples = () => useQuery(publicFicheSamplesQuery());
