import { useQuery } from '@tanstack/react-query';
import { progressionQuery } from '../../../lib/api';

/** `GET /progression`: the dog's progression (its first dog without one). */
export const useProgression = (dogId?: string) => useQuery(progressionQuery(dogId));
