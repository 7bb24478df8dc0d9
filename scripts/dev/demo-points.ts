import { exchangeReward } from '../../functions/points/exchange-reward';
import type { Db } from '../../functions/lib/db/service';
import { credit, pointsSource, type PointsMove } from '../../functions/lib/points/ledger';
import { grantReward } from '../../functions/lib/points/rewards';
import { signUpBonusReason } from '../../shared/domain/points';
import type { RewardType } from '../../shared/domain/rewards';

/**
 * Points and rewards of the demo accounts (issue 10), on top of the points their validated fiches earned: the plan
 * bonus a payment would have credited, an adjustment an admin made, a reward exchanged and one given. Every move has
 * a fixed source or request key, so each restart finds them recorded and changes nothing.
 */
interface DemoPoints {
  ownerEmail: string;
  credits: ReadonlyArray<Pick<PointsMove, 'source' | 'points' | 'reason'>>;
  exchanges: ReadonlyArray<{ rewardType: RewardType; requestId: string }>;
  gifts: ReadonlyArray<{ rewardType: RewardType; requestId: string; reason: string }>;
}

const DEMO_POINTS: readonly DemoPoints[] = [
  {
    ownerEmail: 'premium@example.com',
    credits: [{ source: pointsSource.planBonus('premium'), points: 10, reason: signUpBonusReason('premium') }],
    exchanges: [],
    gifts: [],
  },
  {
    ownerEmail: 'expert@example.com',
    credits: [
      { source: pointsSource.planBonus('expert'), points: 25, reason: signUpBonusReason('expert') },
      { source: pointsSource.adjustment('7f0b1d9e-demo-0001'), points: 120, reason: 'Animation de l’atelier « rappel en forêt » avec l’équipe' },
    ],
    exchanges: [{ rewardType: 'ticket_standard', requestId: '3d9a8f5e-2b7c-4d1e-9f60-0a1b2c3d4e01' }],
    gifts: [
      {
        rewardType: 'visio_gratuite',
        requestId: '3d9a8f5e-2b7c-4d1e-9f60-0a1b2c3d4e02',
        reason: 'Geste commercial : visio de novembre déplacée par l’éducatrice',
      },
    ],
  },
];

/** The demo team member who made the adjustments and gifts. */
const DEMO_ADMIN_EMAIL = 'admin@example.com';

export async function seedDemoPoints(db: Db, owners: ReadonlyMap<string, string>, now: () => string): Promise<void> {
  const grantedBy = owners.get(DEMO_ADMIN_EMAIL) ?? 'equipe';
  for (const demo of DEMO_POINTS) {
    const userId = owners.get(demo.ownerEmail);
    if (!userId) continue;
    for (const move of demo.credits) await credit(db, { ...move, userId, at: now() });
    for (const { rewardType, requestId } of demo.exchanges) await exchangeReward(db, { userId, rewardType, requestId, at: now() });
    for (const gift of demo.gifts) await grantReward(db, { userId, type: gift.rewardType, reason: gift.reason, grantedBy, requestId: gift.requestId, at: now() });
  }
}
