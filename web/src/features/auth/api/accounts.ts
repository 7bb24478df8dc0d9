import type { ChangePassword, SignUp, UpdatePassword } from '../../../../../shared/schemas/auth';
import { callApi } from '../../../lib/api';

/**
 * Sign-up and new passwords go through the API, which checks them with the shared rules before Cognito stores them;
 * signing in, out and asking for a reset code stay with Amplify (lib/auth).
 */
export const signUp = (body: SignUp) => callApi('signUp', { body });

export const confirmPasswordReset = (body: UpdatePassword) => callApi('confirmPasswordReset', { body });

export const changePassword = (body: ChangePassword) => callApi('changePassword', { body });
