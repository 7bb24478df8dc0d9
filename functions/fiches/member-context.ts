import { pointsWithLevel, type PointsWithLevel } from '../../shared/domain/levels';
import type { PlanId } from '../../shared/domain/plans';
import type { DogProfile } from '../../shared/schemas/dog-profile';
import { chooseDog, readMemberPartition } from '../dogs/member-dogs';
import { dogProfileOf } from '../dogs/stored-profile';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';

/** What the fiche routes need to know about the caller. */
export interface MemberContext {
  plan: PlanId;
  points: PointsWithLevel;
  /** The dog the request is about (issue 25: `?dogId=`, else the first dog) and its profile. */
  dogId: string;
  dogProfile: DogProfile | null;
  /** Completed fiche id → completion date, for that dog. */
  completed: ReadonlyMap<string, string>;
}

/**
 * Plan, points, one dog's profile and fiche progress: one Query on the member's partition (collection `member`).
 * A valid token whose member record does not exist (sign-up not confirmed yet, account deleted) gets a 403.
 */
export async function readMemberContext(db: Db, userId: string, askedDog?: string): Promise<MemberContext> {
  const data = await readMemberPartition(db, userId);
  const [subscription] = data.subscription;
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  const [points] = data.points;
  const { dogId, dog } = chooseDog(data.dog, subscription.plan, askedDog);
  return {
    plan: subscription.plan,
    points: pointsWithLevel(points?.total ?? 0),
    dogId,
    dogProfile: dog ? dogProfileOf(dog) : null,
    completed: new Map(data.dogProgress.filter((progress) => progress.dogId === dogId).map((progress) => [progress.ficheId, progress.completedAt])),
  };
}
