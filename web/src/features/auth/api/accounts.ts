import type { ChangePassword, ConfirmSignUp, ResendSignUpCode, SignUp, UpdatePassword } from '../../../../../shared/schemas/auth';
import { callApi } from '../../../lib/api';

/**
 * Sign-up and new passwords go through the API, which checks them with the shared rules before Cognito stores them;
 * signing in, out and asking for a reset code stay with Amplify (lib/auth).
 */
export const signUp = (body: SignUp) => callApi('signUp', { body });

/** The sign-up's code step (issue 22): the code e-mailed to the address, and 'Renvoyer le code'. */
export const confirmSignUp = (body: ConfirmSignUp) => callApi('confirmSignUp', { body });

export const resendSignUpCode = (body: ResendSignUpCode) => callApi('resendSignUpCode', { body });

export const confirmPasswordReset = (body: UpdatePassword) => callApi('confirmPasswordReset', { body });

export const changePassword = (body: ChangePassword) => callApi('changePassword', { body });
