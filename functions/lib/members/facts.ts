import type { EventDetail } from '../../../shared/events/catalogue';
import type { Db } from '../db/service';
import { firstDog } from '../../../shared/domain/dogs';

/** What every member event tells the automations (SPEC §7 send-make-webhook): who, on which plan, with which dog. */
export type MemberFacts = Pick<EventDetail<'profile_created'>, 'userId' | 'userEmail' | 'userName' | 'plan' | 'dogName'>;

/**
 * The member's facts as stored now (read after the write the event follows). The dog named is `dogId` when the event is
 * about one of the member's dogs (and it exists), else their first dog.
 */
export async function memberFacts(db: Db, userId: string, dogId?: string): Promise<MemberFacts> {
  const [{ data: profile }, { data: subscription }, { data: dogs }] = await Promise.all([
    db.entities.profile.get({ userId }).go({ attributes: ['email', 'firstName'] }),
    db.entities.subscription.get({ userId }).go({ attributes: ['plan'], consistent: true }),
    db.entities.dog.query.byUser({ userId }).go({ pages: 'all', attributes: ['dogId', 'createdAt', 'answers'] }),
  ]);
  // Issue 25, several dogs: the automations name one, the event's or the first.
  const dog = dogs.find((one) => one.dogId === dogId) ?? firstDog(dogs);
  return {
    userId,
    userEmail: profile?.email ?? '',
    userName: profile?.firstName ?? '',
    plan: subscription?.plan ?? 'gratuit',
    dogName: dog?.answers?.nom ?? null,
  };
}
