import type * as z from 'zod';
import type { adminUserRowSchema } from '../../shared/contract/schemas';
import type { PlanId } from '../../shared/domain/plans';
import type { Db } from '../lib/db/service';

type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** Newest members first, with plan and points, filtered by e-mail/first-name search and by plan (SPEC §2 Admin Users). */
export async function listUsers(db: Db, filter: { search?: string; plan?: PlanId }): Promise<AdminUserRow[]> {
  const { data: profiles } = await db.entities.profile.query.byCreation({}).go({ order: 'desc', pages: 'all' });
  const needle = filter.search?.toLocaleLowerCase('fr-FR');
  const matching = needle
    ? profiles.filter((p) => p.email.toLocaleLowerCase('fr-FR').includes(needle) || p.firstName.toLocaleLowerCase('fr-FR').includes(needle))
    : profiles;
  if (matching.length === 0) return [];
  const keys = matching.map(({ userId }) => ({ userId }));
  const [subscriptions, points] = await Promise.all([db.entities.subscription.get(keys).go(), db.entities.points.get(keys).go()]);
  const planOf = new Map(subscriptions.data.map((s) => [s.userId, s.plan]));
  const pointsOf = new Map(points.data.map((p) => [p.userId, p.total]));
  return matching
    .map((p) => ({
      id: p.userId,
      email: p.email,
      firstName: p.firstName,
      plan: planOf.get(p.userId) ?? 'gratuit',
      points: pointsOf.get(p.userId) ?? 0,
      createdAt: p.createdAt,
    }))
    .filter((row) => !filter.plan || row.plan === filter.plan);
}
