import { useQuery } from '@tanstack/react-query';
import { dogProfileQuery, meQuery, recommendationsQuery } from './queries';

/** The queries several features read. `enabled`: false until the caller knows someone is signed in. */
export const useMe = (enabled = true) => useQuery({ ...meQuery(), enabled });
export const useDogProfile = (enabled = true) => useQuery({ ...dogProfileQuery(), enabled });
export const useRecommendations = () => useQuery(recommendationsQuery());
