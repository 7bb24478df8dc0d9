import { Ticket, Video, Zap, type LucideIcon } from 'lucide-react';
import type { RewardType } from '../../../../shared/domain/rewards';

/** The icon of each reward, wherever it is shown (points page, dashboard, floating panel). */
export const REWARD_ICONS: Readonly<Record<RewardType, LucideIcon>> = {
  ticket_standard: Ticket,
  ticket_urgent: Zap,
  visio_gratuite: Video,
};
