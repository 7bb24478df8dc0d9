import { ERRORS, type Toast } from '../../../../shared/schemas/messages';
import { authErrorName, preSignUpRejection } from '../../lib/auth';

/** SPEC §8 sign-up failures: address taken, the server's own (French) rejection, else the generic message. */
export function signUpFailure(error: unknown): { message: string; field?: 'email' } {
  if (authErrorName(error) === 'UsernameExistsException') return { message: ERRORS.emailAlreadyUsed, field: 'email' };
  const rejection = preSignUpRejection(error);
  if (rejection) return { message: rejection };
  return { message: ERRORS.signUpUnexpected };
}

/** Cognito answers NotAuthorizedException (or UserNotFoundException); cognito-local answers a wrong password with InvalidPasswordException. */
const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/** SPEC §8 sign-in failures: bad credentials, else the generic message. */
export function signInFailure(error: unknown): Toast {
  return BAD_CREDENTIALS.has(authErrorName(error) ?? '') ? ERRORS.badCredentials : { title: ERRORS.signInUnexpected };
}
