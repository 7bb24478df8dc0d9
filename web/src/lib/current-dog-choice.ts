import { FIRST_DOG_ID } from '../../../shared/domain/dogs';

/** Where the current dog is kept, per member, so two accounts on one browser each find theirs. */
export const currentDogStorageKey = (userId: string): string => `lameute.currentDog.${userId}`;

/**
 * The current dog (issue 25): the one the member chose if it is still among their dogs, else their first dog. Before
 * the list has loaded (`dogs` undefined) the choice kept in the browser is trusted, and without one the first dog's id
 * (`1`, shared/domain/dogs.ts) is used: the pages ask for their dog at once instead of waiting for the list.
 */
export function currentDogId(chosen: string | null, dogs: readonly { dogId: string }[] | undefined): string {
  if (!dogs) return chosen ?? FIRST_DOG_ID;
  if (chosen && dogs.some((dog) => dog.dogId === chosen)) return chosen;
  return dogs[0]?.dogId ?? FIRST_DOG_ID;
}
