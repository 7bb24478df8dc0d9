import type * as z from 'zod';
import { ADMIN_USERS_PAGE, type adminUsersPageSchema, type adminUsersQuerySchema } from '../../shared/contract/admin-member-schemas';
import type { Db } from '../lib/db/service';

type UsersPage = z.infer<typeof adminUsersPageSchema>;
type UsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** How many profiles one request reads at most, matching or not: a rare search answers in bounded time, page by page. */
const READ_BUDGET = 1000;
/** Profiles read per Query of the sign-up index. */
const BATCH = 100;

/**
 * One page of the members, newest first (SPEC §2 Admin Users): read from the sign-up index (gsi1) after the cursor,
 * filtered by e-mail or first-name search and by plan, until a page is full or the read budget is spent. The cursor
 * is the last profile looked at (sign-up date and id), so the next page starts right after it, whether the page
 * ended full or on the budget: no member is skipped or shown twice, and a request never reads the whole table.
 */
export async function listUsers(db: Db, { search, plan, cursor }: UsersQuery): Promise<UsersPage> {
  const needle = search?.toLocaleLowerCase('fr-FR');
  const users: UsersPage['users'] = [];
  let after = cursor ? parseCursor(cursor) : null;
  let read = 0;
  for (;;) {
    const query = db.entities.profile.query.byCreation({});
    const { data: batch } = await (after ? query.lt(after) : query).go({ order: 'desc', limit: BATCH, attributes: ['userId', 'email', 'firstName', 'createdAt'] });
    if (batch.length === 0) return { users, nextCursor: null };
    const matching = needle ? batch.filter((p) => p.email.toLocaleLowerCase('fr-FR').includes(needle) || p.firstName.toLocaleLowerCase('fr-FR').includes(needle)) : batch;
    const rows = await withPlanAndPoints(db, matching);
    for (const profile of batch) {
      read += 1;
      after = { createdAt: profile.createdAt, userId: profile.userId };
      const row = rows.get(profile.userId);
      if (row && (!plan || row.plan === plan)) users.push(row);
      if (users.length === ADMIN_USERS_PAGE || read === READ_BUDGET) return { users, nextCursor: cursorOf(after) };
    }
    if (batch.length < BATCH) return { users, nextCursor: null };
  }
}

async function withPlanAndPoints(db: Db, profiles: ReadonlyArray<{ userId: string; email: string; firstName: string; createdAt: string }>) {
  if (profiles.length === 0) return new Map<string, UsersPage['users'][number]>();
  const keys = profiles.map(({ userId }) => ({ userId }));
  const [subscriptions, points] = await Promise.all([
    db.entities.subscription.get(keys).go({ attributes: ['userId', 'plan'] }),
    db.entities.points.get(keys).go({ attributes: ['userId', 'total'] }),
  ]);
  const planOf = new Map(subscriptions.data.map((s) => [s.userId, s.plan]));
  const pointsOf = new Map(points.data.map((p) => [p.userId, p.total]));
  return new Map(
    profiles.map((p) => [
      p.userId,
      { id: p.userId, email: p.email, firstName: p.firstName, plan: planOf.get(p.userId) ?? 'gratuit', points: pointsOf.get(p.userId) ?? 0, createdAt: p.createdAt },
    ]),
  );
}

const cursorOf = ({ createdAt, userId }: { createdAt: string; userId: string }) => `${createdAt}|${userId}`;

function parseCursor(cursor: string): { createdAt: string; userId: string } {
  const [createdAt = '', userId = ''] = cursor.split('|');
  return { createdAt, userId };
}
