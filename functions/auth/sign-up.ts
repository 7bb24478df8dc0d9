import { SignUpCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { SignUp } from '../../shared/schemas/auth';
import { secretHash, type ServerClient } from '../lib/auth/server-client';
import { translateCognitoError } from './cognito-errors';

export interface AuthDependencies {
  cognito: CognitoIdentityProviderClient;
  serverClient: () => Promise<ServerClient>;
}

/**
 * Signs a member up through the server's client, with the password the contract just checked against the shared
 * rules (the 25 common passwords included) and the e-mail it lower-cased. The pre-sign-up trigger confirms the
 * account and the post-confirmation trigger creates the member's rows; the browser then signs in as usual.
 */
export async function signUpMember({ cognito, serverClient }: AuthDependencies, input: SignUp): Promise<void> {
  const client = await serverClient();
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: client.clientId,
        SecretHash: secretHash(client, input.email),
        Username: input.email,
        Password: input.password,
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'given_name', Value: input.firstName },
          { Name: 'custom:newsletter', Value: String(input.newsletter) },
        ],
      }),
    );
  } catch (error) {
    translateCognitoError(error, {
      UsernameExistsException: 'EMAIL_ALREADY_USED',
      AliasExistsException: 'EMAIL_ALREADY_USED',
      // In AWS, the password is in a known breach (compromised-credentials protection, infra/constructs/auth.ts).
      InvalidPasswordException: 'PASSWORD_REFUSED',
    });
  }
}
