import { cognito } from '../lib/auth/cognito';
import { serverClient } from '../lib/auth/server-client';
import { db } from '../lib/db/service';
import { domainHandler } from '../lib/http/handler';
import { changePassword, confirmPasswordReset } from './passwords';
import { signUpMember } from './sign-up';
import { confirmSignUp, resendSignUpCode } from './sign-up-codes';

/**
 * Sign-up and new passwords go through the API, so that the server checks every password Cognito stores with the
 * shared rules (issue 9), and so do the sign-up's code step and its rate-limited resend (issue 22, the resends
 * counted in the table). Sign-in, sign-out and sending a reset code stay between the browser and Cognito.
 */
export const handler = domainHandler('auth', {
  signUp: ({ body }) => signUpMember({ cognito: cognito(), serverClient }, body),
  confirmSignUp: ({ body }) => confirmSignUp({ cognito: cognito(), serverClient }, body),
  resendSignUpCode: ({ body }) => resendSignUpCode({ cognito: cognito(), serverClient, db: db(), now: () => new Date().toISOString() }, body),
  confirmPasswordReset: ({ body }) => confirmPasswordReset({ cognito: cognito(), serverClient }, body),
  changePassword: ({ body, accessToken }) => changePassword({ cognito: cognito() }, accessToken, body),
  // No account guard: Cognito itself refuses a suspended account's password change (its tokens revoked).
}, { accountGuard: null });
