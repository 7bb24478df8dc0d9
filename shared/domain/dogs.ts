import type { PlanId } from './plans';

/**
 * Several dogs (issue 25): how many dogs a member keeps on each plan, which dogs are active after a downgrade, and
 * the dogs' ids. The server enforces the limit (functions/dogs/add-dog.ts, a counter with a condition); the web
 * reads the same rule to offer 'Ajouter un chien' or say why not.
 */
export const DOG_LIMITS: Readonly<Record<PlanId, number>> = { gratuit: 1, premium: 3, expert: 5 };

/** The member's first dog: the profile kept before several dogs existed, or the first one a new member creates. */
export const FIRST_DOG_ID = '1';

export const dogLimit = (plan: PlanId): number => DOG_LIMITS[plan];

/** Whether a member with `count` dogs may add one on this plan. */
export const mayAddDog = (plan: PlanId, count: number): boolean => count < dogLimit(plan);

/** A dog as the rule orders them: the oldest first (ties by id, stable). */
export interface DogOrder {
  dogId: string;
  createdAt: string;
}

export const byDogAge = (a: DogOrder, b: DogOrder): number => a.createdAt.localeCompare(b.createdAt) || a.dogId.localeCompare(b.dogId);

/**
 * After a move to a plan with fewer dogs, nothing is lost: every dog stays readable, and the oldest ones, up to the
 * plan's limit, stay active. A dog past the limit is read-only: its profile and recommendations are shown, no fiche is
 * validated for it and no dog can be added, until the member is back under the limit (or on a larger plan).
 */
export function readOnlyDogIds(plan: PlanId, dogs: readonly DogOrder[]): Set<string> {
  return new Set([...dogs].sort(byDogAge).slice(dogLimit(plan)).map((dog) => dog.dogId));
}

/** The default dog: the oldest (the first dog) when the member has one. */
export function firstDog<D extends DogOrder>(dogs: readonly D[]): D | undefined {
  return [...dogs].sort(byDogAge)[0];
}

/** Why 'Ajouter un chien' is not offered, in the member's words. */
export function dogLimitMessage(plan: PlanId): string {
  const limit = dogLimit(plan);
  const dogs = limit === 1 ? '1 chien' : `${limit} chiens`;
  if (plan === 'expert') return `Ton offre Expert+ permet de suivre jusqu’à ${dogs}.`;
  if (plan === 'premium') return `Ton offre Premium permet de suivre jusqu’à ${dogs}. Passe à Expert+ pour en suivre jusqu’à ${DOG_LIMITS.expert}.`;
  return `L’offre Gratuite permet de suivre ${dogs}. Passe à Premium pour en suivre jusqu’à ${DOG_LIMITS.premium}.`;
}
