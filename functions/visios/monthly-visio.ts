import { PLANS } from '../../shared/domain/plans';
import { isConditionFailure } from '../lib/db/condition';
import type { Db } from '../lib/db/service';

export type MonthlyVisioOutcome = 'given' | 'already-given' | 'not-included';

/**
 * Gives an Expert+ member the visio of a Paris month (issue 12; the automations issue's monthly job calls it for each
 * Expert+ member): `visios_remaining` set to the plan's monthly count and stamped with the month, in one update on the
 * condition that the plan still includes visios and that this month was not given yet — a job run twice, or resumed
 * after a failure, gives nobody a second visio, and a later month is never undone by an earlier one.
 */
export async function giveMonthlyVisio(db: Db, { userId, month, at }: { userId: string; month: string; at: string }): Promise<MonthlyVisioOutcome> {
  const included = PLANS.expert.visiosPerMonth;
  return db.entities.subscription
    .patch({ userId })
    .set({ visiosRemaining: included, visiosMonth: month, updatedAt: at })
    .where(({ plan, visiosMonth }, { eq, notExists, lt }) => `${eq(plan, 'expert')} AND (${notExists(visiosMonth)} OR ${lt(visiosMonth, month)})`)
    .go({ response: 'none' })
    .then(
      (): MonthlyVisioOutcome => 'given',
      async (error: unknown): Promise<MonthlyVisioOutcome> => {
        if (!isConditionFailure(error)) throw error;
        const { data } = await db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['plan'] });
        return data?.plan === 'expert' ? 'already-given' : 'not-included';
      },
    );
}
