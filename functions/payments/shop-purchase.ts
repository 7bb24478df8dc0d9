import type Stripe from 'stripe';
import { SHOP_CREDITS } from '../../shared/domain/billing';
import { parisMonth } from '../../shared/domain/months';
import { purchaseBonusReason } from '../../shared/domain/points';
import { isShopProductId, SHOP_PRODUCTS } from '../../shared/domain/shop';
import type { MemberNotification } from '../../shared/realtime/channels';
import type { Db } from '../lib/db/service';
import { logger } from '../lib/logger';
import { pointsSource } from '../lib/points/ledger';
import { rewardView } from '../lib/points/rewards';
import { notificationItem } from '../lib/realtime/notifier';
import { idOf } from './provider-ids';
import { recordedWrite, type RecordedItem } from './recorded-write';
import { creditLines, type ProviderEvent } from './sync-subscription';

/** The reward a ticket purchase leaves: keyed by the payment, so one payment is one credit. */
export const purchaseRewardId = (paymentId: string): string => `purchase-${paymentId}`;
/** What a visio purchase leaves: one more bonus visio on the member's counter. */
export const VISIO_BONUS_REF = 'visio-bonus';

/**
 * A shop purchase paid (checkout.session.completed in payment mode, issue 13): in ONE transaction with the event's
 * record, the payment row (created once, keyed by its payment intent), the credit it buys (a ticket credit, or a bonus
 * visio) and its bonus points (+2 / +5 / +10, the ledger line keyed by the payment). Delivered five times, it credits
 * once; a second event about the same payment finds the row and adds nothing.
 */
export async function completeShopPurchase(db: Db, session: Stripe.Checkout.Session, event: ProviderEvent, at: string): Promise<'credited' | 'duplicate' | 'ignored'> {
  const userId = session.client_reference_id ?? session.metadata?.userId;
  const product = session.metadata?.product;
  const paymentId = idOf(session.payment_intent);
  const { data: profile } = userId ? await db.entities.profile.get({ userId }).go({ attributes: ['email'] }) : { data: null };
  if (session.payment_status !== 'paid' || !userId || !isShopProductId(product) || !paymentId || !profile) {
    logger.warn('Paiement de boutique non crédité (non payé, sans membre ou produit inconnu) : rien d’écrit', { sessionId: session.id, status: session.payment_status });
    return 'ignored';
  }
  const credit = SHOP_CREDITS[product];
  const rewardId = purchaseRewardId(paymentId);
  // The member is told live of what they bought, with the purchase: the reward, or their counters read again.
  const notification: MemberNotification =
    credit.kind === 'reward'
      ? { kind: 'reward_unlocked', reward: rewardView({ rewardId, rewardType: credit.rewardType, pointsCost: 0, origin: 'purchase', unlockedAt: at }) }
      : { kind: 'subscription_updated', plan: (await db.entities.subscription.get({ userId }).go({ attributes: ['plan'] })).data?.plan ?? 'gratuit' };
  // The payment row, the credit it buys and the member's message: one part, created once (a second event about the
  // payment finds the row).
  const purchase: RecordedItem = {
    items: (entities) => [
      entities.payment
        .create({
          paymentId,
          userId,
          memberEmail: profile.email,
          kind: 'shop',
          product,
          amount: session.amount_total ?? SHOP_PRODUCTS[product].price,
          currency: session.currency ?? 'eur',
          status: 'paid',
          creditRef: credit.kind === 'reward' ? rewardId : VISIO_BONUS_REF,
          reference: session.id,
          paidAt: at,
          month: parisMonth(at),
        })
        .commit(),
      credit.kind === 'reward'
        ? entities.reward.create({ userId, rewardId, rewardType: credit.rewardType, pointsCost: 0, origin: 'purchase', unlockedAt: at }).commit()
        : entities.subscription.patch({ userId }).add({ visiosBonus: 1 }).set({ updatedAt: at }).commit(),
      notificationItem(entities, userId, notification, at),
    ],
  };
  const points = creditLines(userId, { source: pointsSource.purchase(paymentId), points: SHOP_PRODUCTS[product].bonusPoints, reason: purchaseBonusReason(SHOP_PRODUCTS[product]), at });
  const outcome = await recordedWrite(db, event, [purchase, ...points], at);
  if (outcome.status === 'duplicate') return 'duplicate';
  if (!outcome.written.has(purchase)) return 'duplicate'; // another event about the same payment credited it
  return 'credited';
}
