import type { ApiErrorCode } from '../../shared/contract/errors';
import { HttpError } from '../lib/http/errors';

/**
 * The Cognito refusals a member can cause, as the API's error codes; `codes` names those that mean something for one
 * call (a wrong code is CodeMismatchException for a reset, nothing for a sign-up). Anything else is rethrown
 * untouched: the handler factory logs it and answers a plain 500.
 */
export function translateCognitoError(error: unknown, codes: Partial<Record<string, ApiErrorCode>>): never {
  const name = error instanceof Error ? error.name : undefined;
  const code = name ? (codes[name] ?? THROTTLED[name]) : undefined;
  if (code) throw new HttpError(code);
  throw error;
}

const THROTTLED: Partial<Record<string, ApiErrorCode>> = {
  LimitExceededException: 'TOO_MANY_ATTEMPTS',
  TooManyRequestsException: 'TOO_MANY_ATTEMPTS',
  TooManyFailedAttemptsException: 'TOO_MANY_ATTEMPTS',
};
