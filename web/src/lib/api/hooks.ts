import { useQuery } from '@tanstack/react-query';
import { useCurrentDog } from '../current-dog';
import { dogProfileQuery, meQuery, recommendationsQuery } from './queries';

/** The queries several features read. `enabled`: false until the caller knows someone is signed in. */
export const useMe = (enabled = true) => useQuery({ ...meQuery(), enabled });

/** The current dog's profile (issue 25: the dog chosen in the header's switcher). */
export function useDogProfile(enabled = true) {
  const { dogId } = useCurrentDog();
  return useQuery({ ...dogProfileQuery(dogId), enabled });
}

/** The current dog's recommendations. */
export function useRecommendations() {
  const { dogId } = useCurrentDog();
  return useQuery(recommendationsQuery(dogId));
}
