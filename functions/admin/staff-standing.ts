import { staffChangeDeltas } from '../../shared/domain/stats';
import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';
import { periodItems, totalsItems } from '../lib/stats/counters';

/** How many times a standing change reads the plan again when a plan change was written between its read and its write. */
const PLAN_RACE_ATTEMPTS = 5;

/**
 * Marks an account staff or member again (issue 21), with the admin's figures in the same conditional transaction: a
 * member who joins the team leaves the members of their plan, one who leaves it is counted under their plan again
 * (shared/domain/stats.ts `staffChangeDeltas` says why sign-ups and revenue do not move). The write stands on the
 * standing and the plan it read, and the plan changes stand on the standing they read (functions/account/members.ts
 * `setPlan`, functions/payments/sync-subscription.ts), so a plan change and a role change racing cannot count a
 * person twice or not at all: one of them is refused and, here, the plan is read again. Changes nothing when the
 * standing is already the one asked (a role given again, an admin who also becomes educator) or the account has no
 * member rows.
 */
export async function setStaffStanding(db: Db, userId: string, staff: boolean, at: string): Promise<'changed' | 'unchanged'> {
  for (let attempt = 1; ; attempt += 1) {
    const { data: before } = await db.entities.subscription.get({ userId }).go({ consistent: true, attributes: ['plan', 'staff'] });
    if (!before || (before.staff === true) === staff) return 'unchanged';
    const deltas = staffChangeDeltas(before.plan, staff);
    const result = await writeTransaction(() =>
      db.transaction
        .write((entities) => {
          const patch = entities.subscription.patch({ userId });
          const standing = staff ? patch.set({ staff: true, updatedAt: at }) : patch.set({ updatedAt: at }).remove(['staff']);
          return [
            standing.where(({ plan, staff: stored }, { eq, notExists }) => `${eq(plan, before.plan)} AND ${staff ? notExists(stored) : eq(stored, true)}`).commit(),
            ...totalsItems(entities, deltas),
            ...periodItems(entities, at, deltas),
          ];
        })
        .go(),
    );
    if (!result.canceled) return 'changed';
    if (attempt === PLAN_RACE_ATTEMPTS) throw new Error(`Changement de statut d’équipe de ${userId} annulé : ${result.data.map((item) => item.code).join(', ')}`);
  }
}
