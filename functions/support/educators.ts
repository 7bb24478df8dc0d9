import { paginateListUsersInGroup } from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../shared/domain/roles';
import { cognito } from '../lib/auth/cognito';
import { config } from '../lib/config';
import type { Db } from '../lib/db/service';

export interface Educator {
  id: string;
  name: string;
  email: string;
}

/** The team: who may be assigned a ticket — the Cognito groups `educator` and `admin` (admins answer too). */
const TEAM_GROUPS: readonly Role[] = ['educator', 'admin'];

/** The team changes rarely; a container keeps its list this long. */
const TEAM_TTL_MS = 60_000;
let cached: { at: number; team: Educator[] } | undefined;

/** The educators of the team with their first names (profiles), read from the pool's groups. */
export async function team(db: Db, now = Date.now()): Promise<Educator[]> {
  if (cached && now - cached.at < TEAM_TTL_MS) return cached.team;
  const members = new Map<string, string>();
  for (const group of TEAM_GROUPS) {
    for await (const page of paginateListUsersInGroup({ client: cognito() }, { UserPoolId: config().USER_POOL_ID, GroupName: group })) {
      for (const user of page.Users ?? []) {
        const attribute = (name: string) => user.Attributes?.find((entry) => entry.Name === name)?.Value;
        const sub = attribute('sub');
        if (sub) members.set(sub, attribute('email') ?? '');
      }
    }
  }
  const ids = [...members.keys()];
  const { data: profiles } = ids.length ? await db.entities.profile.get(ids.map((userId) => ({ userId }))).go({ attributes: ['userId', 'firstName'] }) : { data: [] };
  const names = new Map(profiles.map((profile) => [profile.userId, profile.firstName]));
  const list = ids
    .map((id) => ({ id, name: names.get(id) ?? members.get(id) ?? 'Éducateur', email: members.get(id) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  cached = { at: now, team: list };
  return list;
}
