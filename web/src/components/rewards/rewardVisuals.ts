import { Clapperboard, Ticket, Video, Zap, type LucideIcon } from 'lucide-react';
import type { RewardOrigin, RewardType } from '../../../../shared/domain/rewards';

/** The icon of each reward, wherever it is shown (points page, dashboard, the 'à utiliser' card). */
export const REWARD_ICONS: Readonly<Record<RewardType, LucideIcon>> = {
  ticket_standard: Ticket,
  ticket_urgent: Zap,
  visio_gratuite: Video,
  video_retour: Clapperboard,
};

/**
 * What the member calls what they hold (issue 23): a reward is what their points bought; a ticket bought in the shop
 * or given by the team is a credit. The stored items are all `rewards` (shared/domain/rewards.ts): only the words differ.
 */
export function isCredit(origin: RewardOrigin): boolean {
  return origin !== 'exchange';
}

/** The badge beside a credit's name: where it comes from. */
export const CREDIT_BADGES: Readonly<Record<Exclude<RewardOrigin, 'exchange'>, string>> = {
  gift: 'Offert par l’équipe',
  purchase: 'Crédit acheté en boutique',
};

/** Where a reward or credit is spent, and the link that leads there. */
export const REWARD_USES: Readonly<Record<RewardType, { to: string; label: string }>> = {
  ticket_standard: { to: '/membre/tickets', label: 'Poser ma question' },
  ticket_urgent: { to: '/membre/tickets', label: 'Poser ma question' },
  visio_gratuite: { to: '/membre/visios', label: 'Réserver ma visio' },
  video_retour: { to: '/membre/videos', label: 'Envoyer ma vidéo' },
};

/** 'Ta récompense', 'Tes crédits', 'Tes récompenses et crédits': what a list of them is, by what it holds. */
export function heldLabel(origins: readonly RewardOrigin[]): string {
  const credits = origins.filter(isCredit).length;
  const rewards = origins.length - credits;
  if (credits > 0 && rewards > 0) return 'Tes récompenses et crédits';
  if (credits > 0) return credits > 1 ? 'Tes crédits' : 'Ton crédit';
  return rewards > 1 ? 'Tes récompenses' : 'Ta récompense';
}
