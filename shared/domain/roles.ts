/** Staff roles (Cognito groups). A member has none. */
export const ROLES = ['admin', 'educator'] as const;
export type Role = (typeof ROLES)[number];

/** What each role is called in French, in a sentence ('Rôle éducateur donné'). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = { admin: 'admin', educator: 'éducateur' };

/**
 * What a signed-in person may reach, from the least to the most: admin ⊇ educator ⊇ member. Every signed-in person
 * is a member; an educator reaches the educators' console besides; an admin reaches everything.
 */
export const ACCESS_LEVELS = ['member', 'educator', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * Whether a signed-in person with these roles reaches `level`: every one reaches 'member', a role reaches its own level
 * and those below it. The one rule of the API's access check and of the web app's guards.
 */
export function hasAccess(roles: readonly Role[], level: AccessLevel): boolean {
  const rank = ACCESS_LEVELS.indexOf(level);
  return rank === 0 || roles.some((role) => ACCESS_LEVELS.indexOf(role) >= rank);
}

/** Whether someone is on the team (educator or admin): staff read every fiche in full and are not counted as members. */
export function isStaff(roles: readonly Role[]): boolean {
  return roles.length > 0;
}

/**
 * The staff area someone works in, where they land after signing in (issue 21): the admin's dashboard for an admin,
 * the educators' console for an educator, none for a member (their own space).
 */
export function staffArea(roles: readonly Role[]): Role | null {
  return roles.includes('admin') ? 'admin' : roles.includes('educator') ? 'educator' : null;
}
