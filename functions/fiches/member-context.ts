import { pointsWithLevel, type PointsWithLevel } from '../../shared/domain/levels';
import type { PlanId } from '../../shared/domain/plans';
import type { DogProfile } from '../../shared/schemas/dog-profile';
import { dogProfileOf } from '../dogs/stored-profile';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';

/** What the fiche routes need to know about the caller. */
export interface MemberContext {
  plan: PlanId;
  points: PointsWithLevel;
  dogProfile: DogProfile | null;
  /** Completed fiche id → completion date. */
  completed: ReadonlyMap<string, string>;
}

/**
 * Plan, points, dog profile and fiche progress: one Query on the member's partition (collection `member`).
 * A valid token whose member record does not exist (sign-up not confirmed yet, account deleted) gets a 403.
 */
export async function readMemberContext(db: Db, userId: string): Promise<MemberContext> {
  const { data } = await db.collections.member({ userId }).go({ pages: 'all' });
  const [subscription] = data.subscription;
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  const [points] = data.points;
  const [dogProfile] = data.dogProfile;
  return {
    plan: subscription.plan,
    points: pointsWithLevel(points?.total ?? 0),
    dogProfile: dogProfile ? dogProfileOf(dogProfile) : null,
    completed: new Map(data.ficheProgress.map((progress) => [progress.ficheId, progress.completedAt])),
  };
}
