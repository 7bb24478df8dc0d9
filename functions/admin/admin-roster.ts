import type { Db } from '../lib/db/service';
import { writeTransaction } from '../lib/db/transaction';

/**
 * Keeps at least one admin (issue 20). A role is a Cognito group, and Cognito has no transaction nor condition: two
 * admins removing each other at the same instant would both see the other in the group and both succeed. So the
 * table counts the admins (entities adminSeat and adminCount), and a removal takes its admin out of that count
 * BEFORE Cognito is asked, in one transaction on the condition that one counted admin at least remains: of two
 * simultaneous removals, DynamoDB lets one through and cancels the other (409), whatever the timing.
 *
 * The invariant that makes the condition sufficient: every counted admin is in Cognito's group (the count never
 * exceeds the group), so 'one counted admin remains' means 'one admin remains'. Each step keeps it, even when a
 * function stops between the table and Cognito:
 * - a removal uncounts first, then leaves the group (stopped in between: an admin not counted, which is safe); when
 *   Cognito refuses, the admin is counted again, as they still are one;
 * - a grant joins the group first, then counts (stopped in between: the same, safe);
 * - an admin who is not counted (a grant stopped half-way, the first admin a deployed pool got from the operator)
 *   may be removed while one counted admin remains, and is counted by a grant of the role (Cognito's add changes
 *   nothing for a member of the group).
 * The first admin of a pool is counted by their first role change, when the table has no count yet
 * (`countFirstAdmin`); the local seed counts the demo admin.
 */

const ADMIN = 'admin' as const;
/** The key of the admins' roster: its seats share it, and the count is its one item without a member. */
const ROSTER = { roster: ADMIN };

/** Counts an admin, once: one seat, and one more in the count (an admin already counted changes nothing). */
export async function countAdmin(db: Db, userId: string, at: string): Promise<void> {
  await writeTransaction(() =>
    db.transaction
      .write(({ adminSeat, adminCount }) => [adminSeat.create({ roster: ADMIN, userId, countedAt: at }).commit(), adminCount.update(ROSTER).add({ count: 1 }).commit()])
      .go(),
  );
}

/**
 * The acting admin of a pool whose admins were never counted (a deployed pool's first admin, added to the group by
 * the operator): the count starts with them. Once a count exists, this changes nothing.
 */
export async function countFirstAdmin(db: Db, userId: string, at: string): Promise<void> {
  await writeTransaction(() =>
    db.transaction
      .write(({ adminSeat, adminCount }) => [adminCount.create({ ...ROSTER, count: 1 }).commit(), adminSeat.create({ roster: ADMIN, userId, countedAt: at }).commit()])
      .go(),
  );
}

/**
 * Takes an admin out of the count, before their group is left: 'uncounted' (their seat went, the count is one less),
 * 'not-counted' (they had no seat: nothing to take, and a counted admin remains), or 'last' when no counted admin
 * would remain — nothing written then.
 */
export async function uncountAdmin(db: Db, userId: string): Promise<'uncounted' | 'not-counted' | 'last'> {
  const removal = await writeTransaction(() =>
    db.transaction
      .write(({ adminSeat, adminCount }) => [
        adminSeat.delete({ ...ROSTER, userId }).where(({ userId: seat }, { exists }) => exists(seat)).commit(),
        adminCount.patch(ROSTER).subtract({ count: 1 }).where(({ count }, { gte }) => gte(count, 2)).commit(),
      ])
      .go(),
  );
  if (!removal.canceled) return 'uncounted';
  const [seat, count] = removal.data.map((item) => item.code);
  if (seat !== 'ConditionalCheckFailed') {
    if (count === 'ConditionalCheckFailed') return 'last';
    throw new Error(`Retrait du compte des admins annulé : ${seat}, ${count}`);
  }
  // Not counted: they may go if a counted admin remains (them aside, since they are not among the counted). A count
  // never goes below one once it exists (a removal needs two), so its existence is the whole condition.
  const { data } = await db.entities.adminCount.get(ROSTER).go({ consistent: true });
  return data && data.count >= 1 ? 'not-counted' : 'last';
}
