import type { Dogs, DogSummary } from '../../shared/contract/dog-profile-schemas';
import { byDogAge, dogLimit, type DogOrder, dogLimitMessage, FIRST_DOG_ID, mayAddDog, readOnlyDogIds } from '../../shared/domain/dogs';
import type { PlanId } from '../../shared/domain/plans';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { migrateMemberDogs } from './migrate-dogs';
import type { DogProfileItem } from './stored-profile';

/**
 * The member's partition (collection `member`: profile, plan, points, dogs, completions…) in one Query. A member whose
 * single profile or completions predate several dogs is migrated first (functions/dogs/migrate-dogs.ts, idempotent),
 * so no request depends on the migration script having run: the old items come with this Query at no extra cost.
 */
export async function readMemberPartition(db: Db, userId: string, { consistent = false }: { consistent?: boolean } = {}) {
  const { data } = await db.collections.member({ userId }).go({ pages: 'all', consistent });
  if (data.dogProfile.length === 0 && data.ficheProgress.length === 0) return data;
  await migrateMemberDogs(db, userId, new Date().toISOString());
  return (await db.collections.member({ userId }).go({ pages: 'all', consistent: true })).data;
}

/** The dog a per-dog request is about. */
export interface ChosenDog<D extends DogOrder = DogProfileItem> {
  /** The dog's id: the one asked, else the first dog's, else `1` (the member's first dog, once they create it). */
  dogId: string;
  /** Its item; undefined when the member has no dog yet. */
  dog: D | undefined;
  /** Past the plan's limit (shared/domain/dogs.ts): readable, no validation for it. */
  readOnly: boolean;
}

/**
 * The dog of `?dogId=` among the member's dogs (404 when it is not theirs), or their first dog. A member without a dog
 * may still name `1`, their first dog to be.
 */
export function chooseDog<D extends DogOrder>(dogs: readonly D[], plan: PlanId, dogId: string | undefined): ChosenDog<D> {
  const sorted = [...dogs].sort(byDogAge);
  const dog = dogId === undefined ? sorted[0] : sorted.find((one) => one.dogId === dogId);
  if (dogId !== undefined && !dog && !(sorted.length === 0 && dogId === FIRST_DOG_ID)) throw new HttpError('DOG_NOT_FOUND');
  const chosen = dog?.dogId ?? dogId ?? FIRST_DOG_ID;
  return { dogId: chosen, dog, readOnly: readOnlyDogIds(plan, sorted).has(chosen) };
}

/** `GET /dogs`: the member's dogs, oldest first, and whether the plan lets them add one. */
export async function listDogs(db: Db, userId: string): Promise<Dogs> {
  const data = await readMemberPartition(db, userId);
  const [subscription] = data.subscription;
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  return dogsOf(subscription.plan, data.dog);
}

/** A dog's name as the member wrote it in its profile, or 'Mon chien'. */
export function dogName(dog: { answers: { nom?: string | null } }): string {
  return dog.answers.nom?.trim() || 'Mon chien';
}

export function dogsOf(plan: PlanId, items: readonly DogProfileItem[]): Dogs {
  const readOnly = readOnlyDogIds(plan, items);
  const dogs: DogSummary[] = [...items].sort(byDogAge).map((dog) => ({
    dogId: dog.dogId,
    name: dogName(dog),
    completionPercentage: dog.completionPercentage,
    profilComplet: dog.profilComplet,
    createdAt: dog.createdAt,
    readOnly: readOnly.has(dog.dogId),
  }));
  return { dogs, limit: dogLimit(plan), canAdd: mayAddDog(plan, dogs.length), limitMessage: dogLimitMessage(plan) };
}
