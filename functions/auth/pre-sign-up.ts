import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { serverClientId } from '../lib/auth/server-client';
import { logger } from '../lib/logger';

/**
 * Cognito pre-sign-up: only the server's app client may sign anyone up. The API's sign-up route checks the whole
 * shared sign-up schema (the 25 common passwords included) on the password it then hands to Cognito itself, so a
 * password Cognito stores has always been checked; a SignUp sent straight to Cognito through the web client (with
 * any password) is refused here. Accounts an admin creates (AdminCreateUser) are not self sign-ups and pass.
 * A valid sign-up stays unconfirmed until the member enters the 6-digit code Cognito e-mails to the address (issue
 * 22: the address is proven, a typo can be corrected and nobody registers someone else's); the post-confirmation
 * trigger then creates the member's rows.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  if (event.callerContext.clientId !== (await serverClientId())) {
    logger.warn('Inscription refusée : client Cognito autre que le client serveur', { clientId: event.callerContext.clientId });
    // Cognito answers UserLambdaValidationException with this message; the web never sends it (it signs up through the API).
    throw new Error(AUTH_MESSAGES.signUpThroughApp);
  }
  return event;
};
