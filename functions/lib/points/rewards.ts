import type { TransactionItem } from 'electrodb';
import type { RewardView } from '../../../shared/contract/points-schemas';
import { rewardByType, type RewardType } from '../../../shared/domain/rewards';
import type { Db } from '../db/service';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import { adminActionItem } from '../members/admin-actions';
import { notificationItem } from '../realtime/notifier';
import type { WriteEntities } from './ledger';

/**
 * Rewards (SPEC §4 Reward, issue 10): credits a member holds for one standard ticket, one urgent ticket or one
 * 30-minute visio. They are created by an exchange of points (functions/points/exchange-reward.ts, with the debit in
 * the same transaction) or given by an admin (`grantReward`), and used once by the transaction that creates what
 * they pay for (`useRewardItem`).
 */

type StoredReward = {
  rewardId: string;
  rewardType: RewardType;
  pointsCost: number;
  origin: RewardView['origin'];
  unlockedAt: string;
};

export function rewardView(item: StoredReward): RewardView {
  return { id: item.rewardId, type: item.rewardType, pointsCost: item.pointsCost, origin: item.origin, unlockedAt: item.unlockedAt };
}

/** The member's unused rewards, newest first (used ones are never shown, SPEC §4). */
export async function unusedRewards(db: Db, userId: string): Promise<RewardView[]> {
  const { data } = await db.entities.reward.query
    .byUnlock({ userId })
    .where(({ used }, { eq }) => eq(used, false))
    .go({ order: 'desc', pages: 'all' });
  return data.map(rewardView);
}

/** A reward of the member, by id (consistent: read right after the write that created it). */
export async function findReward(db: Db, userId: string, rewardId: string) {
  const { data } = await db.entities.reward.get({ userId, rewardId }).go({ consistent: true });
  return data;
}

export interface RewardUse {
  userId: string;
  rewardId: string;
  /** The reward the caller needs: a ticket_standard reward cannot pay for an urgent ticket. */
  type: RewardType;
  /** What it pays for: `ticket:<id>`, `visio:<id>`. */
  usedFor: string;
  at: string;
}

/**
 * The item that spends a reward, for the transaction that creates what it pays for (a ticket, a visio): marks it
 * used on the condition that it is the member's (the key comes from their token), of the type needed and still
 * unused. If another request spent it first, the whole transaction is cancelled: nothing is created for free.
 * `rewardUseRefusal` reads the cancellation.
 */
export function useRewardItem({ reward }: WriteEntities, use: RewardUse) {
  return reward
    .patch({ userId: use.userId, rewardId: use.rewardId })
    .set({ used: true, usedAt: use.at, usedFor: use.usedFor })
    .where(({ used, rewardType }, { eq }) => `${eq(used, false)} AND ${eq(rewardType, use.type)}`)
    .commit({ response: 'all_old' });
}

/**
 * Gives back a reward a cancelled booking had used (a visio cancelled in time): unused again, on the condition that it
 * is still marked as used for that very booking, so a credit comes back once whatever the retries.
 */
export function returnRewardItem({ reward }: WriteEntities, use: Pick<RewardUse, 'userId' | 'rewardId' | 'usedFor'>) {
  return reward
    .patch({ userId: use.userId, rewardId: use.rewardId })
    .set({ used: false })
    .remove(['usedAt', 'usedFor'])
    .where(({ used, usedFor }, { eq }) => `${eq(used, true)} AND ${eq(usedFor, use.usedFor)}`)
    .commit();
}

/** Why a reward could not be used, from its item in a cancelled transaction; null when the reward is not why. */
export function rewardUseRefusal(item: TransactionItem<unknown> | undefined): 'REWARD_NOT_FOUND' | 'REWARD_ALREADY_USED' | null {
  if (item?.code !== 'ConditionalCheckFailed') return null;
  // The old item is returned when it exists: then it was used already (or is of another type, which the member
  // could not have chosen from the list offered for this use).
  return item.item ? 'REWARD_ALREADY_USED' : 'REWARD_NOT_FOUND';
}

export interface RewardGrant {
  userId: string;
  type: RewardType;
  /** Why, in the admin's words (kept on the reward). */
  reason: string;
  /** The admin's `sub`. */
  grantedBy: string;
  /** The admin's request key: the reward's id, so a retried grant gives one reward. */
  requestId: string;
  at: string;
}

/**
 * Gives a member a reward without taking points (an admin's goodwill gesture; the admin issue calls it), in one
 * transaction with a check that the member exists. The same request sent twice gives one reward; the member is
 * told live once it is theirs (its `member_notified` event, with the transaction).
 */
export async function grantReward(db: Db, grant: RewardGrant): Promise<RewardView> {
  const { userId, type, reason, grantedBy, requestId, at } = grant;
  const view = rewardView({ rewardId: requestId, rewardType: type, pointsCost: 0, origin: 'gift', unlockedAt: at });
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.points.check({ userId }).where(({ userId: owner }, { exists }) => exists(owner)).commit(),
        entities.reward
          .create({ userId, rewardId: requestId, rewardType: type, pointsCost: 0, origin: 'gift', reason, grantedBy, unlockedAt: at })
          .commit(),
        // The admin's log (issue 14), written with the reward: one line per request key.
        adminActionItem(entities, { userId, actionId: requestId, kind: 'reward', summary: `Crédit offert : ${rewardByType(type).name}`, reason, actorId: grantedBy, at }),
        notificationItem(entities, userId, { kind: 'reward_unlocked', reward: view }, at),
      ])
      .go(),
  );
  if (result.canceled) {
    const [member, created] = result.data;
    if (member?.code === 'ConditionalCheckFailed') throw new HttpError('ADMIN_MEMBER_NOT_FOUND');
    if (created?.code === 'ConditionalCheckFailed') return sameRequest(await findReward(db, userId, requestId), { type, origin: 'gift' });
    throw new Error(`Récompense offerte annulée : ${result.data.map((item) => item.code).join(', ')}`);
  }
  return view;
}

/**
 * The reward a repeated request created the first time, if the repeat asks for the same thing; a request key reused
 * for something else is refused (409), never answered with another request's reward.
 */
export function sameRequest(stored: (StoredReward & { used: boolean }) | null, wanted: Pick<StoredReward, 'origin'> & { type: RewardType }): RewardView {
  if (!stored || stored.rewardType !== wanted.type || stored.origin !== wanted.origin) throw new HttpError('REQUEST_ID_REUSED');
  return rewardView(stored);
}
