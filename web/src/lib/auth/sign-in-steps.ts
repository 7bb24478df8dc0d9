/**
 * How a sign-in stands after each answer to Cognito: signed in, an invited account that must choose its password
 * (issue 14), an account with an authenticator app whose 6-digit code is asked (issue 20), or an account whose address
 * was never confirmed with the code e-mailed at sign-up (issue 22: Cognito refuses it, Amplify says so). Pure, so it is tested
 * without Amplify.
 */
export type SignInOutcome = 'signedIn' | 'newPasswordRequired' | 'totpRequired' | 'confirmSignUpRequired';

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
  // Cognito's UserNotConfirmedException (a right password, an unconfirmed address), which Amplify turns into this step.
  if (signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUpRequired';
  throw new SignInIncompleteError(signInStep);
}
