/** How points are earned (SPEC §4, §9). */
export const POINTS_RULES = {
  /** A fiche is worth its points_reward; this is the default when it has none. */
  ficheCompletedDefault: 1,
  ticketResolved: 5,
  verifiedShare: 3,
  monthlyChallenge: 10,
  /** Verified shares paid per member and month (Paris), so sharing cannot be farmed. */
  verifiedSharesPerMonth: 5,
  /**
   * Once per member, the first time the dog's profile is complete (issue 23): the profile is what makes every
   * recommendation fit, and with it the free plan's ten fiches reach the first reward (see `pathToFirstReward`).
   */
  profileCompleted: 5,
  /**
   * Validations pay their fiche's points for at most this many fiches per member and Paris day (issue 23, see
   * `validationPays`): the 'Valider' of ten cards in ten seconds pays five, the rest of the catalogue waits for other days.
   */
  paidValidationsPerDay: 5,
} as const;

/**
 * A count of points as a member reads it, the one formatter of the product (issue 23): '0 point', '1 point',
 * '6 points' (French keeps the singular for 0 and 1); with `sign`, a gain or a loss: '+1 point', '−30 points' (a
 * typographic minus), '0 point'. The abbreviations 'pts' of the points page ('Encore 5 pts') are written as they are.
 */
export function pointsLabel(points: number, { sign = false }: { sign?: boolean } = {}): string {
  const unit = Math.abs(points) > 1 ? 'points' : 'point';
  if (!sign) return `${points} ${unit}`;
  return `${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points)} ${unit}`;
}
