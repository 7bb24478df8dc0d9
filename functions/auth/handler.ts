import { cognito } from '../lib/auth/cognito';
import { serverClient } from '../lib/auth/server-client';
import { domainHandler } from '../lib/http/handler';
import { changePassword, confirmPasswordReset } from './passwords';
import { signUpMember } from './sign-up';

/**
 * Sign-up and new passwords go through the API, so that the server checks every password Cognito stores with the
 * shared rules (issue 9). Sign-in, sign-out and sending a reset code stay between the browser and Cognito.
 */
export const handler = domainHandler('auth', {
  signUp: ({ body }) => signUpMember({ cognito: cognito(), serverClient }, body),
  confirmPasswordReset: ({ body }) => confirmPasswordReset({ cognito: cognito(), serverClient }, body),
  changePassword: ({ body, accessToken }) => changePassword({ cognito: cognito() }, accessToken, body),
  // No table for this function: Cognito itself refuses a suspended account's password change (its tokens revoked).
}, { accountGuard: null });
