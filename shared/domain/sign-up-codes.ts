/**
 * The 6-digit code that proves a new member's e-mail (issue 22). Cognito makes, sends and checks it; these are the
 * rules around it that the API enforces (the resend limit) and the local stack emulates where cognito-local lacks
 * them (the code's expiry, resending: scripts/dev/cognito-gaps.ts).
 */

/** How long a sign-up code stays valid: Cognito's own, fixed value for sign-up confirmation codes. */
export const SIGN_UP_CODE_VALIDITY_MS = 24 * 3_600_000;

/** 'Renvoyer le code': at most one new code a minute… */
export const RESEND_MIN_GAP_MS = 60_000;
/** …and at most this many in an hour, per address. */
export const RESEND_MAX_PER_WINDOW = 5;
export const RESEND_WINDOW_MS = 3_600_000;

export const SIGN_UP_CODE_PATTERN = /^\d{6}$/;

/** Whether a code sent at `issuedAt` (ISO) is still accepted at `now`. */
export function signUpCodeValid(issuedAt: string, now: string): boolean {
  return Date.parse(now) - Date.parse(issuedAt) < SIGN_UP_CODE_VALIDITY_MS;
}

export type ResendDecision =
  /** `sends`: the resends to store, this one included (those older than the window dropped). */
  | { allowed: true; sends: string[] }
  | { allowed: false; reason: 'tooSoon' | 'tooMany'; retryAt: string };

/**
 * Whether a new code may be sent at `now`, given the earlier resends to the same address (ISO instants, any order):
 * none in the last minute, fewer than five in the last hour. The caller stores the answer's `sends` with one write
 * conditioned on the list it read, so two simultaneous requests cannot both pass.
 */
export function resendDecision(previous: readonly string[], now: string): ResendDecision {
  const at = Date.parse(now);
  const recent = previous.filter((sent) => at - Date.parse(sent) < RESEND_WINDOW_MS).sort();
  const last = recent.at(-1);
  if (last && at - Date.parse(last) < RESEND_MIN_GAP_MS) {
    return { allowed: false, reason: 'tooSoon', retryAt: new Date(Date.parse(last) + RESEND_MIN_GAP_MS).toISOString() };
  }
  // The resend whose hour must pass before another is allowed (present only when the window is full).
  const freed = recent[recent.length - RESEND_MAX_PER_WINDOW];
  if (freed) {
    return { allowed: false, reason: 'tooMany', retryAt: new Date(Date.parse(freed) + RESEND_WINDOW_MS).toISOString() };
  }
  return { allowed: true, sends: [...recent, now] };
}
