import { isApiError } from '../../lib/api/ApiError';

/** Where a member turns their second factor on (web/src/features/account). */
export const SECOND_FACTOR_SETUP_PATH = '/membre/compte#double-authentification';

/** The API refused an admin route because the account has no TOTP (issue 20: required of admins in AWS). */
export const isMfaRequired = (error: unknown): boolean => isApiError(error) && error.code === 'MFA_REQUIRED';
