import { paginateListUsersInGroup } from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../../shared/domain/roles';
import { config } from '../config';
import type { Db } from '../db/service';
import { cognito } from './cognito';

export interface Educator {
  id: string;
  name: string;
  email: string;
  /** Their staff groups: `educator`, `admin` or both. */
  roles: Role[];
  /** Invited by an admin and not signed in yet (Cognito's FORCE_CHANGE_PASSWORD). */
  invitationPending: boolean;
}

/** The team: who may be assigned a ticket — the Cognito groups `educator` and `admin` (admins answer too). */
const TEAM_GROUPS: readonly Role[] = ['educator', 'admin'];

/** The team changes rarely; a container keeps its list this long. */
const TEAM_TTL_MS = 60_000;
let cached: { at: number; team: Educator[] } | undefined;

/** The educator with this id, re-reading the team once if the cached list does not know them (just added). */
export async function teamMember(db: Db, id: string): Promise<Educator | null> {
  const known = (await team(db)).find((member) => member.id === id);
  if (known) return known;
  return (await team(db, Date.now(), true)).find((member) => member.id === id) ?? null;
}

/** The educators of the team with their first names (profiles), read from the pool's groups. */
export async function team(db: Db, now = Date.now(), fresh = false): Promise<Educator[]> {
  if (!fresh && cached && now - cached.at < TEAM_TTL_MS) return cached.team;
  const members = new Map<string, { email: string; roles: Role[]; invitationPending: boolean }>();
  for (const group of TEAM_GROUPS) {
    for await (const page of paginateListUsersInGroup({ client: cognito() }, { UserPoolId: config().USER_POOL_ID, GroupName: group })) {
      for (const user of page.Users ?? []) {
        const attribute = (name: string) => user.Attributes?.find((entry) => entry.Name === name)?.Value;
        const sub = attribute('sub');
        if (!sub) continue;
        const known = members.get(sub);
        if (known) known.roles.push(group);
        else members.set(sub, { email: attribute('email') ?? '', roles: [group], invitationPending: user.UserStatus === 'FORCE_CHANGE_PASSWORD' });
      }
    }
  }
  const ids = [...members.keys()];
  const { data: profiles } = ids.length ? await db.entities.profile.get(ids.map((userId) => ({ userId }))).go({ attributes: ['userId', 'firstName'] }) : { data: [] };
  const names = new Map(profiles.map((profile) => [profile.userId, profile.firstName]));
  const list = [...members]
    .map(([id, member]) => ({ id, name: names.get(id) || member.email || 'Éducateur', ...member }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  cached = { at: now, team: list };
  return list;
}
