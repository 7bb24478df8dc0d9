import type { RewardView } from '../../../../shared/contract/points-schemas';
import { rewardByType } from '../../../../shared/domain/rewards';
import { SUCCESS, creditAddedToast, rewardUnlockedTitle } from '../../../../shared/schemas/messages';
import { toaster } from '../ui/toaster';

/**
 * 'Récompense débloquée !' / '{reward} débloqué ! 🎉' (SPEC §8) for a reward the member's points bought; a credit
 * bought in the shop or offered by the team is announced as such (issue 23). The toast's id is the reward's: the
 * browser that exchanged and the live channel announcing the same reward show one toast, not two.
 */
export function showRewardUnlockedToast(reward: Pick<RewardView, 'id' | 'type' | 'origin'>): void {
  const { name, feminine } = rewardByType(reward.type);
  const content = reward.origin === 'exchange' ? { title: SUCCESS.rewardUnlocked, description: rewardUnlockedTitle(name, feminine) } : creditAddedToast(name, feminine, reward.origin);
  toaster.create({ id: `reward:${reward.id}`, type: 'success', ...content });
}
