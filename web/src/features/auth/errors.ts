import { ERRORS } from '../../../../shared/schemas/action-messages';
import type { Toast } from '../../../../shared/schemas/messages';
import { authErrorName } from '../../lib/auth';
import { isApiError } from '../../lib/api';

/**
 * What a failed API call tells the form: the French message of each field the server refused, and one message for
 * the toast (the first field's, the server's own for a named refusal such as 'Cet email est déjà utilisé', else
 * `fallback`, SPEC §8). A network failure keeps its own French message.
 */
export function apiFailure(error: unknown, fallback: string): { message: string; fields: Readonly<Record<string, string>> } {
  if (!isApiError(error)) return { message: fallback, fields: {} };
  const first = Object.values(error.fields)[0];
  if (first) return { message: first, fields: error.fields };
  if (error.code === 'EMAIL_ALREADY_USED') return { message: error.message, fields: { email: error.message } };
  const named = error.status === 0 || (error.status >= 400 && error.status < 500 && error.code !== 'VALIDATION_FAILED');
  return { message: named ? error.message : fallback, fields: {} };
}

export { formFieldErrors } from '../../lib/forms/formFieldErrors';

/** SPEC §8 sign-up failures: address taken, a field the server refused, else the generic message. */
export const signUpFailure = (error: unknown) => apiFailure(error, ERRORS.signUpUnexpected);

/** SPEC §8 password reset: a wrong code or a refused password says so, anything else 'Une erreur est survenue'. */
export const passwordResetFailure = (error: unknown) => apiFailure(error, ERRORS.passwordReset);

/** Cognito answers NotAuthorizedException (or UserNotFoundException); cognito-local answers a wrong password with InvalidPasswordException. */
const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/** Cognito's answer to a disabled user (an account an admin suspended, issue 21); the local stack answers the same. */
const DISABLED_USER = 'User is disabled.';

/** SPEC §8 sign-in failures: a suspended account says so, bad credentials, else the generic message. */
export function signInFailure(error: unknown): Toast {
  if (authErrorName(error) === 'NotAuthorizedException' && error instanceof Error && error.message === DISABLED_USER) return ERRORS.accountSuspended;
  return BAD_CREDENTIALS.has(authErrorName(error) ?? '') ? ERRORS.badCredentials : { title: ERRORS.signInUnexpected };
}
