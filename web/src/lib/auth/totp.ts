import { authErrorName } from './errors';

/** What an authenticator app needs to be added: the secret to type, and the otpauth:// link its QR code holds. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/** The secret in groups of four, as apps show and people type it (the spaces are ignored by every app). */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

export const TOTP_MESSAGES = {
  codeRefused: 'Ce code est incorrect ou a expiré : saisis le code affiché maintenant dans ton application.',
  sessionExpired: 'Ta connexion a expiré pendant la saisie du code : reconnecte-toi avec ton mot de passe.',
  tooManyAttempts: 'Trop de tentatives : patiente quelques minutes, puis réessaye.',
  unexpected: 'La double authentification n’a pas pu être modifiée. Réessaye dans un instant.',
} as const;

/**
 * The French message of a failed TOTP step. Cognito answers a wrong code with CodeMismatchException (the setup's
 * first code with EnableSoftwareTokenMFAException); an expired sign-in session (3 minutes) with NotAuthorizedException.
 * Anything else reads `fallback` (the sign-in passes its own).
 */
export function totpFailure(error: unknown, fallback: string = TOTP_MESSAGES.unexpected): string {
  switch (authErrorName(error)) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return TOTP_MESSAGES.codeRefused;
    case 'NotAuthorizedException':
      return TOTP_MESSAGES.sessionExpired;
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return TOTP_MESSAGES.tooManyAttempts;
    default:
      return fallback;
  }
}
