/** How long an account is new: a member signed up within this time is welcomed, not 'retrouvé'. */
export const NEW_MEMBER_HOURS = 24;

export const GREETINGS = {
  new: 'Bienvenue dans la meute ! Voici ton espace : tes fiches, tes points et l’aide de nos éducateurs, au même endroit.',
  returning: 'Content de te retrouver. Voici où vous en êtes, ton chien et toi.',
  /** While the account is not read yet: true for a new and a returning member alike. */
  unknown: 'Voici où vous en êtes, ton chien et toi.',
} as const;

/** The dashboard's line under 'Bonjour' (issue 23: no 'Content de te retrouver' seconds after a sign-up). */
export function dashboardGreeting(accountCreatedAt: string | undefined, now: number): string {
  if (!accountCreatedAt) return GREETINGS.unknown;
  const created = Date.parse(accountCreatedAt);
  if (Number.isNaN(created)) return GREETINGS.unknown;
  return now - created < NEW_MEMBER_HOURS * 3_600_000 ? GREETINGS.new : GREETINGS.returning;
}
