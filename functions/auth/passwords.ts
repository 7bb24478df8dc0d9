import { ChangePasswordCommand, ConfirmForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ChangePassword, UpdatePassword } from '../../shared/schemas/auth';
import { secretHash } from '../lib/auth/server-client';
import { translateCognitoError } from './cognito-errors';
import type { AuthDependencies } from './sign-up';

/**
 * Sets the new password of a reset (the e-mailed code), once the contract has checked it against the shared rules.
 * An unknown address answers like a wrong code, so the route does not tell who has an account.
 */
export async function confirmPasswordReset({ cognito, serverClient }: AuthDependencies, { email, code, password }: UpdatePassword): Promise<void> {
  const client = await serverClient();
  try {
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: client.clientId,
        SecretHash: secretHash(client, email),
        Username: email,
        ConfirmationCode: code,
        Password: password,
      }),
    );
  } catch (error) {
    translateCognitoError(error, {
      CodeMismatchException: 'RESET_CODE_INVALID',
      ExpiredCodeException: 'RESET_CODE_INVALID',
      UserNotFoundException: 'RESET_CODE_INVALID',
      InvalidPasswordException: 'PASSWORD_REFUSED',
    });
  }
}

/**
 * Changes a signed-in member's password with their own access token (Cognito checks the current password), once
 * the contract has checked the new one against the shared rules.
 */
export async function changePassword(
  { cognito }: Pick<AuthDependencies, 'cognito'>,
  accessToken: string,
  { currentPassword, newPassword }: ChangePassword,
): Promise<void> {
  try {
    await cognito.send(new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: currentPassword, ProposedPassword: newPassword }));
  } catch (error) {
    translateCognitoError(error, {
      NotAuthorizedException: 'CURRENT_PASSWORD_INCORRECT',
      // The new password is in a known breach (AWS's compromised-credentials check).
      InvalidPasswordException: 'PASSWORD_REFUSED',
    });
  }
}
