import type { AdminAction } from '../../../shared/contract/admin-member-schemas';
import { isConditionFailure } from '../db/condition';
import type { Db } from '../db/service';
import type { WriteEntities } from '../points/ledger';

export interface LoggedAction {
  userId: string;
  /** The admin's request key: a retried action is logged once. */
  actionId: string;
  kind: AdminAction['kind'];
  summary: string;
  reason: string;
  actorId: string;
  at: string;
}

/** The log line of an admin's action, for the transaction that makes it (created once per request key). */
export function adminActionItem({ adminAction }: WriteEntities, action: LoggedAction) {
  const { at, ...rest } = action;
  return adminAction.create({ ...rest, createdAt: at }).commit();
}

/** Logs an action made outside DynamoDB (a Cognito group): after it succeeded, once per request key. */
export async function logAdminAction(db: Db, action: LoggedAction): Promise<void> {
  const { at, ...rest } = action;
  await db.entities.adminAction
    .create({ ...rest, createdAt: at })
    .go({ response: 'none' })
    .catch((error: unknown) => (isConditionFailure(error) ? undefined : Promise.reject(error)));
}

/** A member's log, newest first, with the first names of the admins who acted. */
export async function adminActionsOf(db: Db, userId: string): Promise<AdminAction[]> {
  const { data } = await db.entities.adminAction.query.byMember({ userId }).go({ pages: 'all' });
  const actorIds = [...new Set(data.map((action) => action.actorId))];
  const { data: actors } = actorIds.length ? await db.entities.profile.get(actorIds.map((id) => ({ userId: id }))).go({ attributes: ['userId', 'firstName'] }) : { data: [] };
  const names = new Map(actors.map((actor) => [actor.userId, actor.firstName]));
  return data
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ actionId, kind, summary, reason, actorId, createdAt }) => ({ id: actionId, kind, summary, reason, actor: { id: actorId, name: names.get(actorId) || 'Admin' }, createdAt }));
}
