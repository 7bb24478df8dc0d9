import type { RewardView } from '../../shared/contract/points-schemas';
import type { LevelId } from '../../shared/domain/levels';
import { rewardExchangeReason } from '../../shared/domain/points';
import { rewardByType, type RewardType } from '../../shared/domain/rewards';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { HttpError } from '../lib/http/errors';
import { debitItems, ledgerRefusal, pointsSource, readBalance } from '../lib/points/ledger';
import { findReward, rewardView, sameRequest } from '../lib/points/rewards';
import { notificationItem } from '../lib/realtime/notifier';

export interface Exchange {
  userId: string;
  rewardType: RewardType;
  /** The browser's key for this click: a retry sends it again and gets the same reward. */
  requestId: string;
  at: string;
}

export interface ExchangeResult {
  reward: RewardView;
  total: number;
  level: LevelId;
}

/**
 * Exchanges points for a reward (SPEC §4, §5 Reward exchange), in ONE transaction: the ledger's debit of the
 * reward's cost (an atomic `ADD` on the condition that the balance covers it, and the line `exchange:<requestId>`
 * created only if absent) and the unused reward, keyed by the same request. So 40 simultaneous clicks with points
 * for one reward leave one reward and one debit, the others answering 'Pas assez de points !'; a retried request
 * (same key) gets its reward back without paying twice. The cost comes from the ladder, never from the request.
 * The member is told live once the reward exists (its `member_notified` event, with the transaction).
 */
export async function exchangeReward(db: Db, exchange: Exchange): Promise<ExchangeResult> {
  const { userId, rewardType, requestId, at } = exchange;
  const reward = rewardByType(rewardType);
  const debit = { userId, source: pointsSource.exchange(requestId), points: reward.pointsCost, reason: rewardExchangeReason(reward), at };
  const view = rewardView({ rewardId: requestId, rewardType, pointsCost: reward.pointsCost, origin: 'exchange', unlockedAt: at });
  const result = await writeTransaction(() =>
    db.transaction
      .write((entities) => [
        entities.reward
          .create({ userId, rewardId: requestId, rewardType, pointsCost: reward.pointsCost, origin: 'exchange', unlockedAt: at })
          .commit(),
        ...debitItems(entities, debit, rewardType),
        notificationItem(entities, userId, { kind: 'reward_unlocked', reward: view }, at),
      ])
      .go(),
  );
  if (result.canceled) {
    const [rewardItem, ...ledger] = result.data;
    const refusal = ledgerRefusal(ledger);
    // The line or the reward already exists: this request (or another with its key) went through before.
    if (refusal === 'already-recorded' || rewardItem?.code === 'ConditionalCheckFailed') {
      const stored = sameRequest(await findReward(db, userId, requestId), { type: rewardType, origin: 'exchange' });
      return { reward: stored, ...(await balanceOf(db, userId)) };
    }
    if (refusal === 'no-member') throw new HttpError('MEMBER_NOT_FOUND');
    if (refusal === 'insufficient') throw new HttpError('POINTS_INSUFFICIENT');
    throw new Error(`Échange ${requestId} annulé : ${result.data.map((item) => item.code).join(', ')}`);
  }
  return { reward: view, ...(await balanceOf(db, userId)) };
}

async function balanceOf(db: Db, userId: string) {
  const balance = await readBalance(db, userId);
  if (!balance) throw new HttpError('MEMBER_NOT_FOUND');
  return balance;
}
