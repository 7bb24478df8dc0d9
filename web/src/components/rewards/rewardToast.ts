import type { RewardView } from '../../../../shared/contract/points-schemas';
import { rewardByType } from '../../../../shared/domain/rewards';
import { SUCCESS, rewardUnlockedTitle } from '../../../../shared/schemas/messages';
import { toaster } from '../ui/toaster';

/**
 * 'Récompense débloquée !' / '{reward} débloqué ! 🎉' (SPEC §8). The toast's id is the reward's: the browser that
 * exchanged and the live channel announcing the same reward show one toast, not two.
 */
export function showRewardUnlockedToast(reward: Pick<RewardView, 'id' | 'type'>): void {
  const { name, feminine } = rewardByType(reward.type);
  toaster.create({ id: `reward:${reward.id}`, type: 'success', title: SUCCESS.rewardUnlocked, description: rewardUnlockedTitle(name, feminine) });
}
