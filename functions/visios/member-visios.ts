import type { RewardView } from '../../shared/contract/points-schemas';
import type { MemberVisios, Visio } from '../../shared/contract/visio-schemas';
import { VISIO_DURATIONS, visioPayment, type VisioRightsInput } from '../../shared/domain/visios';
import type { Db } from '../lib/db/service';
import { HttpError } from '../lib/http/errors';
import { unusedRewards } from '../lib/points/rewards';
import { isReleasedHold } from '../lib/visios/held-visio';
import { memberVisioView } from './visio-views';

/** What a member's plan and credits give for visios now (issue 12), read by the server, and their oldest free-visio reward. */
export async function visioRights(db: Db, userId: string) {
  const [{ data: subscription }, rewards] = await Promise.all([
    db.entities.subscription.get({ userId }).go({ attributes: ['plan', 'visiosRemaining', 'visiosBonus'] }),
    unusedRewards(db, userId),
  ]);
  if (!subscription) throw new HttpError('MEMBER_NOT_FOUND');
  return visioRightsOf(subscription, rewards);
}

/** The rights of `visioRights` from a subscription and unused rewards already read. */
export function visioRightsOf(subscription: Omit<VisioRightsInput, 'freeVisioRewards'>, rewards: readonly RewardView[]) {
  const freeVisios = rewards.filter((reward) => reward.type === 'visio_gratuite');
  const rights: VisioRightsInput = {
    plan: subscription.plan,
    visiosRemaining: subscription.visiosRemaining,
    visiosBonus: subscription.visiosBonus,
    freeVisioRewards: freeVisios.length,
  };
  // Rewards come newest first: the oldest is spent first.
  return { rights, oldestFreeVisio: freeVisios.at(-1) ?? null };
}

/** A session still to come: confirmed, or held while its payment is awaited. */
const isUpcoming = (visio: Visio, now: string): boolean => (visio.status === 'confirmee' || visio.status === 'en_attente') && visio.end > now;

/** The member's sessions (upcoming soonest first, past newest first) and what each length costs them now. */
export async function listMemberVisios(db: Db, userId: string, now: string): Promise<MemberVisios> {
  const [{ rights }, { data }] = await Promise.all([visioRights(db, userId), db.entities.visio.query.byMember({ userId }).go({ pages: 'all', order: 'desc' })]);
  // A moved booking lives on as its replacement: only the replacement is listed.
  const visios = data.filter((item) => item.status !== 'deplacee' && !isReleasedHold(item)).map((item) => memberVisioView(item, now));
  return {
    upcoming: visios.filter((visio) => isUpcoming(visio, now)).reverse(),
    past: visios.filter((visio) => !isUpcoming(visio, now)),
    offers: VISIO_DURATIONS.map((requested) => {
      const { kind, ...cost } = visioPayment(rights, requested);
      return { requested, payment: kind, ...cost };
    }),
    credits: rights,
  };
}
