import { AdminInitiateAuthCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { secretHash, type ServerClient } from '../lib/auth/server-client';
import { HttpError } from '../lib/http/errors';
import { translateCognitoError } from '../auth/cognito-errors';

/**
 * Checks a signed-in member's password with Cognito itself (issue 22: an account is deleted only with its password),
 * through the server's app client (ADMIN_USER_PASSWORD_AUTH, allowed to that client only, with its secret; the
 * Lambda's IAM role alone may call it). Cognito counts the failures like a sign-in's and locks the account out after
 * too many: the lockout answers TOO_MANY_ATTEMPTS. An account with an authenticator app answers with its TOTP
 * challenge, which Cognito only sends once the password is right: that is enough here. Whatever session Cognito opens
 * is left unused (the account is about to be deleted, and its sessions with it).
 */
export type PasswordCheck = (userId: string, password: string) => Promise<void>;

export function cognitoPasswordCheck(cognito: () => CognitoIdentityProviderClient, userPoolId: () => string, serverClient: () => Promise<ServerClient>): PasswordCheck {
  return async (userId, password) => {
    const client = await serverClient();
    try {
      // The pool's username is the account's sub: the hash is of the name sent.
      await cognito().send(
        new AdminInitiateAuthCommand({
          UserPoolId: userPoolId(),
          ClientId: client.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: userId, PASSWORD: password, SECRET_HASH: secretHash(client, userId) },
        }),
      );
    } catch (error) {
      // Cognito says 'Password attempts exceeded' with the same exception as a wrong password.
      if (error instanceof Error && error.name === 'NotAuthorizedException' && /attempts exceeded/i.test(error.message)) throw new HttpError('TOO_MANY_ATTEMPTS');
      translateCognitoError(error, {
        NotAuthorizedException: 'DELETION_PASSWORD_INCORRECT',
        // cognito-local's answer to a wrong password.
        InvalidPasswordException: 'DELETION_PASSWORD_INCORRECT',
        UserNotFoundException: 'DELETION_PASSWORD_INCORRECT',
      });
    }
  };
}
