/** Points levels of SPEC §4. (Skeleton: the domain-core work completes the thresholds and progress.) */
export const LEVEL_IDS = ['debutant', 'apprenti', 'confirme', 'expert'] as const;
export type LevelId = (typeof LEVEL_IDS)[number];
