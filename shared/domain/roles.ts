/** Staff roles (Cognito groups). A member has none. */
export const ROLES = ['admin', 'educator'] as const;
export type Role = (typeof ROLES)[number];
