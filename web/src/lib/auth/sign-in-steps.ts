/**
 * How a sign-in stands after each answer to Cognito: signed in, an invited account that must choose its password
 * (issue 14), or an account with an authenticator app whose 6-digit code is asked (issue 20). Pure, so it is tested
 * without Amplify.
 */
export type SignInOutcome = 'signedIn' | 'newPasswordRequired' | 'totpRequired';

export class SignInIncompleteError extends Error {
  constructor(readonly step: string) {
    super(`Connexion inachevée (${step})`);
    this.name = 'SignInIncompleteError';
  }
}

/**
 * The outcome of Amplify's `nextStep`. The pool offers TOTP alone (no SMS, no e-mail code) and sets nothing up at
 * sign-in (MFA is optional), so any other step is a configuration this app does not know: it fails loudly.
 */
export function signInOutcome(isSignedIn: boolean, signInStep: string): SignInOutcome {
  if (isSignedIn) return 'signedIn';
  if (signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
  if (signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totpRequired';
  throw new SignInIncompleteError(signInStep);
}
