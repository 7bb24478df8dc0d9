/**
 * Rewards the member hid from the floating panel (SPEC §2: dismissal is local). One localStorage key per reward id:
 * a reward's id never comes back, so nothing needs cleaning, and hiding one never rewrites another's entry.
 */
const PREFIX = 'la-meute.reward-dismissed.';

export function isRewardDismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(PREFIX + id) !== null;
  } catch {
    return false;
  }
}

export function dismissReward(id: string): void {
  try {
    window.localStorage.setItem(PREFIX + id, '1');
  } catch {
    // Storage refused (private mode): the reward stays hidden for this page's life only, through the panel's state.
  }
}
