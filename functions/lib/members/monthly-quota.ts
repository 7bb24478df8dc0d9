import { monthlyCounters, type PlanId } from '../../../shared/domain/plans';
import { isConditionFailure } from '../db/condition';
import type { Db } from '../db/service';

export type MonthlyQuotaOutcome = 'reset' | 'skipped';

/**
 * Gives a member the monthly counters of their plan for a Paris month (issue 15's monthly reset; issue 12's monthly
 * visio): Premium's tickets back to the quota, Expert+'s visio back to one, stamped with the month — one update, on
 * the condition that the member is still on that plan, is not billed monthly (a paid renewal resets those, once per
 * paid period: functions/payments/sync-subscription.ts) and was not given this month or a later one yet. A job run
 * twice, resumed after a failure, or racing a renewal gives nobody a second reset, and never undoes a later month.
 */
export async function resetMonthlyQuota(db: Db, { userId, plan, month, at }: { userId: string; plan: PlanId; month: string; at: string }): Promise<MonthlyQuotaOutcome> {
  return db.entities.subscription
    .patch({ userId })
    .set({ ...monthlyCounters(plan), quotaMonth: month, updatedAt: at })
    .where(({ plan: stored, billingPeriod, quotaMonth }, { eq, ne, notExists, lt }) =>
      [eq(stored, plan), `(${notExists(billingPeriod)} OR ${ne(billingPeriod, 'monthly')})`, `(${notExists(quotaMonth)} OR ${lt(quotaMonth, month)})`].join(' AND '),
    )
    .go({ response: 'none' })
    .then(
      (): MonthlyQuotaOutcome => 'reset',
      (error: unknown): MonthlyQuotaOutcome => {
        if (isConditionFailure(error)) return 'skipped';
        throw error;
      },
    );
}
