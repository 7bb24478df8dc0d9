import type { Cents } from './money';

/** Visio offers of the visios page (SPEC §2 Visios, §6, §9). */
export const VISIO_DURATIONS = [30, 60] as const;
export type VisioDuration = (typeof VISIO_DURATIONS)[number];

export const VISIO_PRICES: Readonly<Record<VisioDuration, Cents>> = { 30: 3900, 60: 6900 };

/** The visio an Expert+ member gets each month, and the free-visio reward, last 30 minutes. */
export const INCLUDED_VISIO_DURATION: VisioDuration = 30;
export const FREE_VISIO_REWARD_DURATION: VisioDuration = 30;

/** Shown instead of the price when the visio is included in the plan. */
export const INCLUDED_LABEL = 'Inclus';

/** Educators are available 7 days a week (SPEC §2 Visios). */
export const EDUCATOR_AVAILABILITY = 'Éducateurs disponibles 7 jours sur 7';
