/** Plans of SPEC §1 and §9. (Skeleton: the domain-core work completes this module.) */
export const PLAN_IDS = ['gratuit', 'premium', 'expert'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
